/**
 * The HTML purifier rich text goes through: DOMPurify on the browser's window; the server's
 * render (src/app/entry-server.tsx) gives it one on a window of its own (jsdom), where
 * DOMPurify has no window to work on.
 */
import DOMPurify from "dompurify";
import type { HtmlPurifier } from "../core/comments.ts";

let purifier: HtmlPurifier = DOMPurify;

export const htmlPurifier = (): HtmlPurifier => purifier;

/** How many purified texts the server keeps (a film's synopsis, a person's bio...). */
const SERVER_PURIFIED_MAX = 5_000;

/**
 * The server's render sets its purifier once, before any render. Every guest's page of a film
 * shows the same synopsis: each text is purified once per process (the rich-text config is
 * the only one), not on every render, so jsdom's DOM work leaves the render's hot path.
 */
export const setServerPurifier = (window: unknown): void => {
  const purify = DOMPurify(window as Parameters<typeof DOMPurify>[0]);
  const purified = new Map<string, string>();
  purifier = {
    sanitize(html, config) {
      const known = purified.get(html);
      if (known !== undefined) return known;
      const clean = purify.sanitize(html, config);
      if (purified.size >= SERVER_PURIFIED_MAX) {
        const oldest = purified.keys().next().value;
        if (oldest !== undefined) purified.delete(oldest);
      }
      purified.set(html, clean);
      return clean;
    },
  };
};
