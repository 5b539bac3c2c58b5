/**
 * Paginated lists (spec 000 §2, spec 001 §2): the `page` query parameter.
 *
 * - page 0 or 1 redirects (301, a replace-navigation here) to the path without `page`;
 * - a negative page redirects to its absolute value;
 * - a page above the last page is a 404 with 'Page does not exist'.
 *
 * The query default is page 1 (`QUERY_PAGE_DEFAULT`); the API is asked for 1-based pages.
 */
import { QUERY_PAGE_DEFAULT } from "./constants.ts";

/** What to do with the `page` of a request, before any data is loaded. */
export type PageRequest =
  | { readonly kind: "show"; readonly page: number }
  /** Replace the URL: `page` undefined means "the path without page". */
  | { readonly kind: "redirect"; readonly page: number | undefined };

/**
 * The decision for a requested `page` (undefined: no `page` in the URL). Fractions are
 * truncated toward zero first; a value that is not a finite number is treated like page 1.
 * The decision is reached in one step: redirecting to its target is always "show".
 */
export const pageRequest = (requested: number | undefined): PageRequest => {
  if (requested === undefined) return { kind: "show", page: QUERY_PAGE_DEFAULT };
  if (!Number.isFinite(requested)) return { kind: "redirect", page: undefined };
  const whole = Math.abs(Math.trunc(requested));
  if (whole <= QUERY_PAGE_DEFAULT) return { kind: "redirect", page: undefined };
  if (whole !== requested) return { kind: "redirect", page: whole };
  return { kind: "show", page: whole };
};

/**
 * Whether a shown page lies beyond the last page of the list. An empty list still has a
 * first page, so page 1 always exists.
 */
export const isBeyondLastPage = (page: number, lastPage: number): boolean =>
  page > Math.max(QUERY_PAGE_DEFAULT, lastPage);

/** The `page` search value for a page number: the first page has no `page` in its URL. */
export const pageSearchValue = (page: number): number | undefined =>
  page <= QUERY_PAGE_DEFAULT ? undefined : page;

/** Previous and next page numbers for the pager (and for prev/next links), or null. */
export const pageNeighbours = (
  page: number,
  lastPage: number,
): { readonly prev: number | null; readonly next: number | null } => ({
  prev: page > QUERY_PAGE_DEFAULT ? page - 1 : null,
  next: page < lastPage ? page + 1 : null,
});

/**
 * The page links a pager shows around `page`: the first, the last and two either side, in
 * order, with a "gap" where pages are skipped.
 */
export const pagesAround = (page: number, lastPage: number): readonly (number | "gap")[] => {
  const shown = new Set([1, lastPage, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...shown].filter((p) => p >= 1 && p <= lastPage).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const p of sorted) {
    const prev = out.at(-1);
    if (typeof prev === "number" && p - prev > 1) out.push("gap");
    out.push(p);
  }
  return out;
};
