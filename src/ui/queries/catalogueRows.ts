/**
 * Query options of the catalogue rows drawn after the page (originals, featured categories and
 * collections, a film's similar films, the behind the scenes and a film's scenes): apart from catalogue.ts, which the first load carries, so that they load with
 * their rows' chunks.
 */
import { queryOptions } from "@tanstack/react-query";
import { ORIGINALS_ROW_SIZE, QUERY_PAGE_DEFAULT } from "../../core/constants.ts";
import { type OriginalsPage, originalsExclusion } from "../../core/originals.ts";
import type { CatalogueApi } from "../../core/ports.ts";
import {
  FEATURED_CATEGORIES_FLAGS,
  FEATURED_COLLECTIONS_FLAGS,
  tagFlagsOf,
} from "../../core/tagFlags.ts";

/**
 * The originals of a films or series page (spec 001 §7 `/originals`): the first page, the
 * other kind left out (core originalsExclusion: `exclude_series` on films, `exclude_movies`
 * on series).
 */
export const originalsQuery = (catalogue: CatalogueApi, page: OriginalsPage) =>
  queryOptions({
    queryKey: ["originals", page],
    queryFn: () =>
      catalogue.originals({
        page: QUERY_PAGE_DEFAULT,
        perPage: ORIGINALS_ROW_SIZE,
        exclude: originalsExclusion(page),
      }),
  });

/** The featured collections (spec 001 §9 flags (1,2,2)). */
export const featuredCollectionsQuery = (catalogue: CatalogueApi) =>
  queryOptions({
    queryKey: ["tags", "collections", "featured"],
    queryFn: () => catalogue.tagList("collections", tagFlagsOf(FEATURED_COLLECTIONS_FLAGS)),
  });

/** The featured categories (spec 001 §9 flags (1,0,2)). */
export const featuredCategoriesQuery = (catalogue: CatalogueApi) =>
  queryOptions({
    queryKey: ["tags", "categories", "featured"],
    queryFn: () => catalogue.tagList("categories", tagFlagsOf(FEATURED_CATEGORIES_FLAGS)),
  });

/** A film's similar films (spec 001 §7 `/movies/{id}/similar?optimized=1`; decision 0068). */
export const similarMoviesQuery = (catalogue: CatalogueApi, id: number) =>
  queryOptions({
    queryKey: ["movies", id, "similar"],
    queryFn: () => catalogue.similarMovies(id),
  });

/** The films with a behind-the-scenes video (spec 001 §7 `/movies/bts`, no query). */
export const btsMoviesQuery = (catalogue: CatalogueApi) =>
  queryOptions({
    queryKey: ["movies", "bts"],
    queryFn: () => catalogue.btsMovies(),
  });

/** A film's scene markers by its slug (spec 001 §7 `/scene-markers/slug/{slug}`). */
export const sceneMarkersQuery = (catalogue: CatalogueApi, slug: string) =>
  queryOptions({
    queryKey: ["scene-markers", slug],
    queryFn: () => catalogue.sceneMarkersBySlug(slug),
  });

/**
 * The featured tags a search that found nothing offers, categories and collections alike
 * (spec 001 §7 `/tags` with `getTags`' featured and hidden flags: featured, not hidden, the
 * (1,0,2) triple; decision 0068).
 */
/** The searches to try (`GET /smart/search-labels`), offered when a search found nothing. */
export const searchLabelsQuery = (catalogue: CatalogueApi) =>
  queryOptions({ queryKey: ["smart", "search-labels"], queryFn: () => catalogue.searchLabels() });

export const featuredTagsQuery = (catalogue: CatalogueApi) =>
  queryOptions({
    queryKey: ["tags", "all", "featured"],
    queryFn: () => catalogue.tags(tagFlagsOf(FEATURED_CATEGORIES_FLAGS)),
  });
