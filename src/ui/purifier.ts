/**
 * The HTML purifier rich text goes through: DOMPurify on the browser's window; the server's
 * render (src/app/entry-server.tsx) gives it one on a window of its own (jsdom), where
 * DOMPurify has no window to work on.
 */
import DOMPurify from "dompurify";
import type { HtmlPurifier } from "../core/comments.ts";

let purifier: HtmlPurifier = DOMPurify;

export const htmlPurifier = (): HtmlPurifier => purifier;

/** The server's render sets its purifier once, before any render. */
export const setServerPurifier = (window: unknown): void => {
  purifier = DOMPurify(window as Parameters<typeof DOMPurify>[0]);
};
