/**
 * `/dev/outbox`: the e-mails the server kept instead of sending (no SMTP configured), newest
 * first, with their links, so a developer can follow a reset, verification or cancellation
 * link on the local site. A demo helper: mounted only outside production (server/app.ts),
 * answered only to this machine (403 otherwise, docs/decisions/0017), absent (404) when mail
 * goes out through SMTP.
 */
import { Hono } from "hono";
import type { AppEnv, Deps } from "../context.ts";
import { sha256Source } from "../http/contentSecurityPolicy.ts";
import { escapeHtml } from "../http/html.ts";
import { isLoopbackRequest } from "../http/loopback.ts";
import { accountDeps } from "./accountShared.ts";

export const OUTBOX_PAGE_PATH = "/dev/outbox";
const SHOWN = 50;

const STYLE = `body{font-family:system-ui,sans-serif;margin:1rem 2rem}article{border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}`;

/** Links in a mail's text, made clickable (the text is escaped first). */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export function devOutboxRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get(OUTBOX_PAGE_PATH, (c) => {
    const { mailer, outbox } = accountDeps(deps);
    if (!mailer.usesOutbox) return c.text("Not found", 404);
    if (!isLoopbackRequest(c)) {
      return c.text("The outbox is shown only on this machine.", 403, {
        "Cache-Control": "no-store",
      });
    }
    const to = c.req.query("to")?.slice(0, 254);
    const mails = outbox.latest(SHOWN, to || undefined);
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p>To <strong>${escapeHtml(m.to)}</strong> · ${new Date(m.createdAt).toISOString()}</p>
<pre>${linkify(m.text)}</pre></article>`,
      )
      .join("");
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>${STYLE}</style></head><body><h1>Outbox</h1>${items || "<p>No e-mail yet.</p>"}</body></html>`,
      200,
      {
        "Content-Security-Policy": `default-src 'none'; style-src ${sha256Source(STYLE)}; frame-ancestors 'none'`,
        "Cache-Control": "no-store",
        "Referrer-Policy": "no-referrer",
      },
    );
  });
  return app;
}
