/**
 * Query option factories for catalogue reads (ARCHITECTURE.md: catalogue reads go through
 * TanStack Query; cache 300 s is set on the QueryClient). Each takes the CatalogueApi port
 * from the router context: ui never imports adapters. Loaders `ensureQueryData` them and
 * components read the same options with `useSuspenseQuery`.
 */
import { queryOptions } from "@tanstack/react-query";
import { FEATURED_MOVIES_DEFAULT_COUNT, LIST_PAGE_SIZE } from "../../core/constants.ts";
import type { CatalogueApi } from "../../core/ports.ts";

/** How many cards a home row shows. */
export const HOME_ROW_SIZE = 12;

export const featuredMoviesQuery = (catalogue: CatalogueApi) =>
  queryOptions({
    queryKey: ["movies", "featured", FEATURED_MOVIES_DEFAULT_COUNT],
    queryFn: () => catalogue.featuredMovies(FEATURED_MOVIES_DEFAULT_COUNT),
  });

export const moviesPageQuery = (catalogue: CatalogueApi, page: number, perPage = LIST_PAGE_SIZE) =>
  queryOptions({
    queryKey: ["movies", "page", page, perPage],
    queryFn: () => catalogue.movies({ page, perPage }),
  });

export const movieQuery = (catalogue: CatalogueApi, slug: string) =>
  queryOptions({
    queryKey: ["movies", "slug", slug],
    queryFn: () => catalogue.movieBySlug(slug),
  });

export const seriesPageQuery = (catalogue: CatalogueApi, page: number, perPage = LIST_PAGE_SIZE) =>
  queryOptions({
    queryKey: ["series", "page", page, perPage],
    queryFn: () => catalogue.series({ page, perPage }),
  });

export const seriesQuery = (catalogue: CatalogueApi, slug: string) =>
  queryOptions({
    queryKey: ["series", "slug", slug],
    queryFn: () => catalogue.seriesBySlug(slug),
  });

/** Titles not in the catalogue yet, by stage (`/products/in-production`, `/products/soon`). */
export const upcomingQuery = (catalogue: CatalogueApi, stage: "in-production" | "soon") =>
  queryOptions({ queryKey: ["products", stage], queryFn: () => catalogue.upcoming(stage) });
