/**
 * The sorted and filtered pages of `/movies` and `/series` (spec 000 §2 `order`, `dir`;
 * spec 001 §7 `sortBy`, `direction`, `tags[]`): one query per page and list state, keyed by
 * both, so going back to an earlier order reads it from the cache.
 */
import { queryOptions } from "@tanstack/react-query";
import { type CatalogueListState, catalogueQuery } from "../../core/catalogueSort.ts";
import { LIST_PAGE_SIZE } from "../../core/constants.ts";
import type { CatalogueApi } from "../../core/ports.ts";

const stateKey = (state: CatalogueListState) => [state.order, state.dir, state.tags.join(",")];

export const sortedMoviesQuery = (
  catalogue: CatalogueApi,
  page: number,
  state: CatalogueListState,
  perPage = LIST_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: ["movies", "page", page, perPage, ...stateKey(state)],
    queryFn: () => catalogue.movies(catalogueQuery(state, page, perPage)),
  });

export const sortedSeriesQuery = (
  catalogue: CatalogueApi,
  page: number,
  state: CatalogueListState,
  perPage = LIST_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: ["series", "page", page, perPage, ...stateKey(state)],
    queryFn: () => catalogue.series(catalogueQuery(state, page, perPage)),
  });

/** A category alone (`load_products=0`): its films come from the sorted films call. */
export const categoryQuery = (catalogue: CatalogueApi, slug: string) =>
  queryOptions({
    queryKey: ["tags", "slug", slug, "alone"],
    queryFn: () => catalogue.tagBySlug(slug),
  });

/** A category's films: the films call filtered by its tag, in the list's order. */
export const categoryFilmsQuery = (
  catalogue: CatalogueApi,
  slug: string,
  page: number,
  sort: Pick<CatalogueListState, "order" | "dir">,
) => sortedMoviesQuery(catalogue, page, { order: sort.order, dir: sort.dir, tags: [slug] });
