/**
 * Where a visitor may be sent back to after a detour (login, age verification): a path of
 * this site only, judged after normalising it the way a browser reads it, so no crafted
 * value (`/\evil`, `/.//evil`, `/%2F%2Fevil`, tabs, absolute URLs) leaves the origin.
 */
/** Longest return path accepted (characters). */
const MAX_RETURN_PATH = 2048;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters
const CONTROL = /[\u0000-\u001f\u007f]/;

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * The path on `origin` a visitor may be sent back to, or null.
 *
 * The value is normalised first, the way a browser reads it (backslashes as slashes, dot
 * segments resolved, surrounding spaces dropped), by parsing it against `origin`; only then
 * is it judged: the result must be on `origin`, and the path handed back must resolve to
 * that same place from any page (it never starts with `//`, which a browser would read as
 * another host) and holds no backslash. Besides, the value must look like a path (start with
 * `/`), must not hold control characters (header injection) and is at most 2048 characters.
 */
export function sameOriginPath(value: unknown, origin: string): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_RETURN_PATH) {
    return null;
  }
  if (!value.startsWith("/") || CONTROL.test(value)) return null;
  let site: URL;
  let target: URL;
  try {
    site = new URL(origin);
    target = new URL(value, site);
  } catch {
    return null;
  }
  if (target.origin !== site.origin) return null;
  const path = pathOf(target);
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  // A backslash left in the query or fragment is harmless to a browser, not to every proxy.
  if (path.includes("\\")) return null;
  // The answer must be a fixed point: read again, it is the same path on the same origin.
  const again = new URL(path, site);
  return again.origin === site.origin && pathOf(again) === path ? path : null;
}
