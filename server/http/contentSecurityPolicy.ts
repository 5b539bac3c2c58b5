import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy of a page: exactly what the app loads. Scripts and styles
 * from the site itself, plus the hashes of the inline `<script>` and `<style>` blocks of
 * the served index.html (the build inlines its stylesheets, see vite.config.ts); no
 * 'unsafe-inline'. video.js adds a dynamic `<style>` unless `window.VIDEOJS_NO_DYNAMIC_STYLE`
 * is set, which the player does. React `style={{}}` props go through the CSSOM, which a
 * policy does not block, so `style-src-attr` needs nothing.
 */

/** Inline blocks of a document: `<script>` without `src` and `<style>`, as written. */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const match of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi)) {
    const [, tag = "", attributes = "", body = ""] = match;
    if (tag.toLowerCase() === "style") styles.push(body);
    else if (!/\bsrc\s*=/i.test(attributes)) scripts.push(body);
  }
  return { scripts, styles };
}

/** The CSP source for a block's exact text: `'sha256-<base64>'`. */
export const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

export interface PolicySources {
  /** The site's public origin; null: not configured (then only 'self' connects). */
  readonly origin: string | null;
  /** Where the client calls the API: a path ("/api", same origin) or an absolute URL. */
  readonly apiBase: string;
  /** Further connect-src sources (a presence host of another origin). */
  readonly connect?: readonly string[];
}

/** `ws://host` for an http origin, `wss://host` for https: the presence WebSocket. */
export function webSocketSource(origin: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol === "https:") return `wss://${url.host}`;
    if (url.protocol === "http:") return `ws://${url.host}`;
    return null;
  } catch {
    return null;
  }
}

/** The origin of an absolute API base, or null for a same-origin path. */
function apiOrigin(apiBase: string): string | null {
  if (apiBase.startsWith("/")) return null;
  try {
    const url = new URL(apiBase);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

const unique = (items: readonly (string | null)[]) =>
  [...new Set(items.filter((item): item is string => item !== null))].join(" ");

/** The policy for a page whose HTML is `html`. */
export function contentSecurityPolicy(html: string, sources: PolicySources): string {
  const { scripts, styles } = inlineBlocks(html);
  const api = apiOrigin(sources.apiBase);
  const connect = [
    "'self'",
    sources.origin && webSocketSource(sources.origin),
    api,
    api && webSocketSource(api),
    ...(sources.connect ?? []),
  ];
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    ["script-src", unique(["'self'", ...scripts.map(sha256Source)])],
    ["style-src", unique(["'self'", ...styles.map(sha256Source)])],
    ["img-src", "'self' data: blob:"],
    ["media-src", "'self' blob:"],
    // video.js (VHS) transmuxes in a worker made from a blob URL.
    ["worker-src", "'self' blob:"],
    ["connect-src", unique(connect)],
    ["font-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join("; ");
}

/** Browser features a page may use: the player's fullscreen, autoplay and picture-in-picture. */
const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "autoplay=(self)",
  "fullscreen=(self)",
  "picture-in-picture=(self)",
].join(", ");

/** The security headers of every page (HTML) response. */
export const pageSecurityHeaders = (policy: string): Record<string, string> => ({
  "Content-Security-Policy": policy,
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "Permissions-Policy": PERMISSIONS_POLICY,
});
