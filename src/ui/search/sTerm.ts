/**
 * The URL's `s_term` (spec 001 §2: it feeds the search state) as text. Tiny and import-free:
 * the header and the route definitions read it in the first load.
 */

/** `s_term` as text (the router reads `?s_term=12` as a number), or null when absent or empty. */
export function sTermOf(search: Readonly<Record<string, unknown>>): string | null {
  const value = search.s_term;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" && value !== "" ? value : null;
}
