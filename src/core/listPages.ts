/**
 * A list's page in state and the page it asks (spec 001 §9). Apart from pagination.ts, which
 * the first load carries, so that only the lists that keep pages from 0 load it.
 */
import { QUERY_PAGE_DEFAULT } from "./constants.ts";

/**
 * Lists are paged from 0 in state; the query's default page is 1 (spec 001 §9 "Pagination of
 * lists starts at page 0 in state; query default 1"). The page a list asks the API for, and
 * shows in the address, from its page in state.
 */
export const queryPageOf = (statePage: number): number =>
  (Number.isFinite(statePage) ? Math.max(0, Math.trunc(statePage)) : 0) + QUERY_PAGE_DEFAULT;

/** The page in state (from 0) of a page of the address or the API (from 1). */
export const statePageOf = (queryPage: number): number =>
  (Number.isFinite(queryPage) ? Math.max(QUERY_PAGE_DEFAULT, Math.trunc(queryPage)) : 1) -
  QUERY_PAGE_DEFAULT;

/**
 * The page in state to show after one item of a list of `total` (before the removal) left
 * it: the same page, or the new last one when that page no longer exists.
 */
export const statePageAfterRemoval = (
  statePage: number,
  total: number,
  perPage: number,
): number => {
  const left = Math.max(0, total - 1);
  const lastStatePage = Math.max(0, Math.ceil(left / Math.max(1, perPage)) - 1);
  return Math.min(Math.max(0, Math.trunc(statePage)), lastStatePage);
};
