/** Escapes text for HTML content and double-quoted attribute values. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/**
 * A same-origin return path: starts with one "/", no scheme, no host ("//x", "/\x"),
 * no control characters, at most 2048 characters. Anything else is null.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const base = "http://same-origin.invalid";
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** What a page's `<head>` says about it: its title, canonical URL and list neighbours. */
export interface PageHead {
  readonly title: string;
  /** Absolute URLs; null leaves the link out. */
  readonly canonical: string | null;
  readonly prev: string | null;
  readonly next: string | null;
  /** A page that does not exist: asks search engines not to index it. */
  readonly noindex: boolean;
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;

/** `html` with the head's title replaced and its robots, canonical and prev/next tags added. */
export function withPageHead(html: string, head: PageHead): string {
  const end = html.search(/<\/head\s*>/i);
  if (end < 0) return html;
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const link = (rel: string, href: string | null) =>
    href === null ? "" : `<link rel="${rel}" href="${escapeHtml(href)}">`;
  const tags = [
    head.noindex ? '<meta name="robots" content="noindex">' : "",
    link("canonical", head.canonical),
    link("prev", head.prev),
    link("next", head.next),
  ].join("");
  const before = html.slice(0, end);
  const titled = TITLE.test(before) ? before.replace(TITLE, () => title) : `${before}${title}`;
  return `${titled}${tags}${html.slice(end)}`;
}
