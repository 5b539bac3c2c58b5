/**
 * Sorting and filtering of the film and series lists (spec 000 §2 "Other query keys: order,
 * dir"; spec 001 §7, §9): the URL's `order`, `dir` and `tags` read into a list state, the state
 * written back to the URL (defaults left out) and turned into the `/movies` or `/series` query.
 */
import { MOVIES_DEFAULT_PER_PAGE } from "./constants.ts";
import type { MovieListQuery } from "./ports.ts";

export const SORT_ORDERS = [
  "default",
  "featured",
  "title",
  "price",
  "ratings",
  "sold",
  "most_seen",
  "most_seen_ever",
  "recommended",
  "length",
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The list calls' defaults (spec 001 §7): most seen ever, descending, 10 per page. */
export const DEFAULT_SORT_ORDER: SortOrder = "most_seen_ever";
export const DEFAULT_SORT_DIRECTION: SortDirection = "desc";

/** Tag filters a URL may carry (the server takes 20 values per key). */
export const MAX_TAG_FILTERS = 20;
const SLUG = /^[a-z0-9][a-z0-9-]{0,149}$/;

export interface CatalogueListState {
  readonly order: SortOrder;
  readonly dir: SortDirection;
  /** Category slugs, each at most once, in the order given. */
  readonly tags: readonly string[];
}

const isOrder = (v: unknown): v is SortOrder =>
  typeof v === "string" && (SORT_ORDERS as readonly string[]).includes(v);
const isDirection = (v: unknown): v is SortDirection => v === "asc" || v === "desc";

/** `tags` as a URL carries it: a list, or one comma-separated text. */
const tagValues = (value: unknown): readonly unknown[] =>
  Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];

/**
 * The list state of a URL's query: `order` and `dir` when they are the spec's (else the
 * defaults), `tags` the valid slugs (lower case), without repeats, at most 20.
 */
export const catalogueListState = (
  search: Readonly<Record<string, unknown>>,
): CatalogueListState => {
  const tags: string[] = [];
  for (const raw of tagValues(search.tags)) {
    if (typeof raw !== "string") continue;
    const slug = raw.trim().toLowerCase();
    if (SLUG.test(slug) && !tags.includes(slug)) tags.push(slug);
    if (tags.length === MAX_TAG_FILTERS) break;
  }
  return {
    order: isOrder(search.order) ? search.order : DEFAULT_SORT_ORDER,
    dir: isDirection(search.dir) ? search.dir : DEFAULT_SORT_DIRECTION,
    tags,
  };
};

/** The URL query of a list state: only what differs from the defaults (`tags` comma-joined). */
export const catalogueSearch = (
  state: CatalogueListState,
): { order?: SortOrder; dir?: SortDirection; tags?: string } => ({
  ...(state.order === DEFAULT_SORT_ORDER ? {} : { order: state.order }),
  ...(state.dir === DEFAULT_SORT_DIRECTION ? {} : { dir: state.dir }),
  ...(state.tags.length === 0 ? {} : { tags: state.tags.join(",") }),
});

/** The `/movies` or `/series` query of a page of the list. */
export const catalogueQuery = (
  state: CatalogueListState,
  page: number,
  perPage: number = MOVIES_DEFAULT_PER_PAGE,
): MovieListQuery => ({
  page,
  perPage,
  sortBy: state.order,
  direction: state.dir,
  filters: state.tags.length === 0 ? {} : { tags: state.tags },
});
