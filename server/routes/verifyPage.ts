import { sha256Source } from "../http/contentSecurityPolicy.ts";
import { escapeHtml } from "../http/html.ts";

const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b1020;
color:#f5f5f7;font:16px/1.5 system-ui,sans-serif}main{max-width:28rem;padding:2rem;text-align:center}
button{background:#d7263d;color:#fff;border:0;border-radius:6px;padding:.9rem 1.6rem;font-size:1rem;
cursor:pointer}button:focus-visible{outline:3px solid #fff;outline-offset:2px}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;

/** The local stand-in of an age-verification provider: one button. */
export const verifyPage = (action: string, returnPath: string) =>
  page(
    "Age verification",
    `<h1>Age verification</h1>
<p>This reference server simulates the age-verification provider.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="return" value="${escapeHtml(returnPath)}">
<button type="submit">I am over 18 — verify</button>
</form>`,
  );

export const messagePage = (title: string, message: string) =>
  page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);

/**
 * The headers of these pages (issue 23): a CSP that allows their one inline style and a form
 * posting to this site, nothing framed, no referrer.
 */
export const STAND_IN_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": `default-src 'none'; style-src ${sha256Source(STYLE)}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "no-store",
};
