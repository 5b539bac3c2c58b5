import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { toastByStatus } from "../../src/core/messages.ts";
import type { AppEnv } from "../context.ts";
import { MAX_BODY_BYTES } from "./body.ts";
import { isClientDisconnect } from "./clientGone.ts";
import { HttpError } from "./errors.ts";
import { TooManyRequests } from "./tooManyRequests.ts";

/**
 * Pages whose address holds a token, with or without a locale prefix: `/impersonate/...` and
 * the mailed links' pages (reset, verification, e-mail change undo).
 */
const TOKEN_PAGE =
  /^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/(?:impersonate(?:\/|$)|(?:recover-password|verify-account|email-change\/undo)\/[^/])/i;

/** The policy of an HTML answer that brings none (see siteApp). */
export const FALLBACK_HTML_POLICY =
  "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * A Hono app with the headers and body limit every answer of the site gets, the API's
 * process's and a page worker's alike (server/app.ts, server/pageWorker.ts).
 */
export function siteApp() {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    await next();
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    // Safe by default (issue 23): an HTML answer that set no policy of its own (a page the
    // app's CSP does not cover, an error page) may run nothing, load nothing, be framed by
    // nobody and post nowhere but here.
    if (c.res.headers.get("content-type")?.startsWith("text/html")) {
      if (!c.res.headers.has("Content-Security-Policy")) {
        c.res.headers.set("Content-Security-Policy", FALLBACK_HTML_POLICY);
      }
      if (!c.res.headers.has("X-Frame-Options")) c.res.headers.set("X-Frame-Options", "DENY");
      // The impersonation page's address holds a bearer token, a mailed link's page its
      // single-use token: none of the page's requests may carry it in a Referer (the client
      // also takes the impersonation token out of the address at once), and no cache keeps it.
      if (TOKEN_PAGE.test(c.req.path)) {
        c.res.headers.set("Referrer-Policy", "no-referrer");
        c.res.headers.set("Cache-Control", "no-store");
      }
    }
  });
  // Every route has a body limit: pages, the provider page, media (the API's own, with its
  // JSON message, comes after its bearer check). Over it: 413, the connection closed.
  const pageBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.text("Payload too large", 413, { Connection: "close" }),
  });
  app.use("*", (c, next) => (c.req.path.startsWith("/api/") ? next() : pageBodyLimit(c, next)));
  return app;
}

/** The answer to an error no route handled: never a 500 with details, logged. */
export function answerError(error: Error, c: Context) {
  if (error instanceof TooManyRequests) return c.json(error.body, 429, error.headers);
  if (error instanceof HttpError) return c.json(error.body, error.status);
  // The caller left (aborted upload, reset connection): nobody reads an answer, nothing broke.
  if (isClientDisconnect(error)) return c.json({ message: "Request aborted" }, 400);
  console.error("[cinema] unexpected error", c.req.method, c.req.path, error);
  return c.json({ message: toastByStatus[500] }, 500);
}
