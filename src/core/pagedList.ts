/**
 * The member's paged lists (spec 000 §4 "Lists", 001 §4 "While logged in", §9): the pages
 * fetched so far, the total pages, and a loading flag per direction (prev, next). A page
 * already held is not fetched again unless forced; a change to the list (an add or a remove)
 * drops the held pages so the next reads come from the server.
 */
import { LIST_PAGE_SIZE, QUERY_PAGE_DEFAULT, WATCH_AGAIN_PAGE_SIZE } from "./constants.ts";
import { isBeyondLastPage } from "./pagination.ts";
import type { PageMeta } from "./schema/common.ts";

export type LibraryListName = "wishlist" | "continueWatching" | "history" | "watchAgain";

/** Items per page of each list: 24, watch-again 10. */
export const LIST_PAGE_SIZES: Readonly<Record<LibraryListName, number>> = {
  wishlist: LIST_PAGE_SIZE,
  continueWatching: LIST_PAGE_SIZE,
  history: LIST_PAGE_SIZE,
  watchAgain: WATCH_AGAIN_PAGE_SIZE,
};

export type Direction = "prev" | "next";

export interface PagedList<T> {
  /** Held pages by number (1-based), each as the server answered it. */
  readonly pages: Readonly<Record<number, readonly T[]>>;
  /** The server's last page and item count, once a page has been answered. */
  readonly lastPage: number | null;
  readonly total: number | null;
  readonly loading: Readonly<Record<Direction, boolean>>;
  /** Bumped by every change of the list: an answer to a read started before it is stale. */
  readonly version: number;
}

/** A read of one page, as started: the page and the list's version at the time. */
export interface PageRead {
  readonly page: number;
  readonly version: number;
  readonly direction: Direction;
}

export const emptyPagedList = <T>(): PagedList<T> => ({
  pages: {},
  lastPage: null,
  total: null,
  loading: { prev: false, next: false },
  version: 0,
});

const heldPages = (list: PagedList<unknown>): number[] =>
  Object.keys(list.pages)
    .map(Number)
    .sort((a, b) => a - b);

export const holdsPage = (list: PagedList<unknown>, page: number): boolean =>
  Object.hasOwn(list.pages, page);

/** Whether reading `page` needs a call: it is not held, or the read is forced. */
export const needsFetch = (list: PagedList<unknown>, page: number, force = false): boolean =>
  force || !holdsPage(list, page);

/** The direction of a read: back from the first held page is "prev", anything else "next". */
export const directionOf = (list: PagedList<unknown>, page: number): Direction => {
  const first = heldPages(list)[0];
  return first !== undefined && page < first ? "prev" : "next";
};

/** The read of `page` the list starts now. */
export const readOf = (list: PagedList<unknown>, page: number): PageRead => ({
  page,
  version: list.version,
  direction: directionOf(list, page),
});

export const fetchStarted = <T>(list: PagedList<T>, read: PageRead): PagedList<T> => ({
  ...list,
  loading: { ...list.loading, [read.direction]: true },
});

const settled = <T>(list: PagedList<T>, read: PageRead): PagedList<T> => ({
  ...list,
  loading: { ...list.loading, [read.direction]: false },
});

export const fetchFailed = <T>(list: PagedList<T>, read: PageRead): PagedList<T> =>
  settled(list, read);

/**
 * A page as the server answered it (the server may answer another page than the one read:
 * the wishlist answers its last page for one past it). An answer to a read started before
 * the list last changed is stale and dropped. When the server's item count differs from the
 * one the other held pages were read with, they no longer line up with the server's pages
 * and are dropped; so are pages past the new last page.
 */
export const pageReceived = <T>(
  list: PagedList<T>,
  answer: { readonly data: readonly T[]; readonly meta: PageMeta },
  read: PageRead,
): PagedList<T> => {
  if (read.version !== list.version) return settled(list, read);
  const { current_page: page, last_page: lastPage, total } = answer.meta;
  const consistent = list.total === total;
  const kept: Record<number, readonly T[]> = {};
  if (consistent) {
    for (const held of heldPages(list)) {
      if (held <= lastPage) kept[held] = list.pages[held] ?? [];
    }
  }
  kept[page] = answer.data;
  return {
    pages: kept,
    lastPage,
    total,
    loading: { ...list.loading, [read.direction]: false },
    version: list.version,
  };
};

/** The list changed on the server (an add or a remove): nothing held is current any more. */
export const listChanged = <T>(list: PagedList<T>): PagedList<T> => ({
  ...list,
  pages: {},
  total: null,
  version: list.version + 1,
});

/** The items of a held page, or null when it is not held. */
export const pageItems = <T>(list: PagedList<T>, page: number): readonly T[] | null =>
  holdsPage(list, page) ? (list.pages[page] ?? []) : null;

/** Every held item, in page order. */
export const heldItems = <T>(list: PagedList<T>): readonly T[] =>
  heldPages(list).flatMap((page) => list.pages[page] ?? []);

/** What a list page route does with its `page` once the list's last page is known. */
export type ListPageOutcome =
  | { readonly kind: "show"; readonly page: number }
  | { readonly kind: "redirect"; readonly page: number }
  | { readonly kind: "notFound" };

/**
 * A page past the last is 'Page does not exist' (spec 000 §2); the wishlist instead sends a
 * request exactly one past the last page to the last page (its items were removed).
 */
export const listPageOutcome = (
  list: LibraryListName,
  page: number,
  lastPage: number,
): ListPageOutcome => {
  if (!isBeyondLastPage(page, lastPage)) return { kind: "show", page };
  const last = Math.max(QUERY_PAGE_DEFAULT, lastPage);
  if (list === "wishlist" && page === last + 1) return { kind: "redirect", page: last };
  return { kind: "notFound" };
};

/** A wishlist entry's key: its product type and id. */
export const wishKey = (productType: "Movie" | "Series", productId: number): string =>
  `${productType}:${productId}`;
