/**
 * Query option factories for catalogue reads (ARCHITECTURE.md: catalogue reads go through
 * TanStack Query; cache 300 s is set on the QueryClient). Each takes the CatalogueApi port
 * from the router context: ui never imports adapters. Loaders `ensureQueryData` them and
 * components read the same options with `useSuspenseQuery`.
 */
import { queryOptions } from "@tanstack/react-query";
import { isApiError } from "../../core/apiError.ts";
import { catalogueRef } from "../../core/catalogueRef.ts";
import {
  FEATURED_MOVIES_DEFAULT_COUNT,
  LIST_PAGE_SIZE,
  MOST_SOLD_PAGE_SIZE,
  TOP_MOVIES_COUNT,
} from "../../core/constants.ts";
import type { CatalogueApi } from "../../core/ports.ts";
import type { PersonType } from "../../core/schema/person.ts";

/** How many cards a home row shows. */
export const HOME_ROW_SIZE = 12;

export const featuredMoviesQuery = (catalogue: CatalogueApi) =>
  queryOptions({
    queryKey: ["movies", "featured", FEATURED_MOVIES_DEFAULT_COUNT],
    queryFn: () => catalogue.featuredMovies(FEATURED_MOVIES_DEFAULT_COUNT),
  });

/** The Top 10: the first page of the most seen films, ten of them (spec 001 §7, §9). */
export const topMoviesQuery = (catalogue: CatalogueApi) =>
  queryOptions({
    queryKey: ["movies", "most-seen", 1, TOP_MOVIES_COUNT],
    queryFn: () => catalogue.mostSeenMovies({ page: 1, perPage: TOP_MOVIES_COUNT }),
  });

/** The best sellers: the first page of the most sold films, ten of them (spec 001 §7, §9). */
export const mostSoldMoviesQuery = (catalogue: CatalogueApi) =>
  queryOptions({
    queryKey: ["movies", "most-sold", 1, MOST_SOLD_PAGE_SIZE],
    queryFn: () => catalogue.mostSoldMovies({ page: 1, perPage: MOST_SOLD_PAGE_SIZE }),
  });

export const moviesPageQuery = (catalogue: CatalogueApi, page: number, perPage = LIST_PAGE_SIZE) =>
  queryOptions({
    queryKey: ["movies", "page", page, perPage],
    queryFn: () => catalogue.movies({ page, perPage }),
  });

/**
 * A film by the last segment of its address: a number is its id (the key `movieByIdQuery`
 * uses, so the watch page's read of it is shared), anything else its slug.
 */
export const movieQuery = (catalogue: CatalogueApi, slugOrId: string) => {
  const ref = catalogueRef(slugOrId);
  return queryOptions({
    queryKey: ref.kind === "id" ? ["movies", "id", ref.id] : ["movies", "slug", ref.slug],
    queryFn: () => (ref.kind === "id" ? catalogue.movie(ref.id) : catalogue.movieBySlug(ref.slug)),
  });
};

export const seriesPageQuery = (catalogue: CatalogueApi, page: number, perPage = LIST_PAGE_SIZE) =>
  queryOptions({
    queryKey: ["series", "page", page, perPage],
    queryFn: () => catalogue.series({ page, perPage }),
  });

/** A series by the last segment of its address: a number is its id, anything else its slug. */
export const seriesQuery = (catalogue: CatalogueApi, slugOrId: string) => {
  const ref = catalogueRef(slugOrId);
  return queryOptions({
    queryKey: ref.kind === "id" ? ["series", "id", ref.id] : ["series", "slug", ref.slug],
    queryFn: () =>
      ref.kind === "id" ? catalogue.seriesById(ref.id) : catalogue.seriesBySlug(ref.slug),
  });
};

/** Titles not in the catalogue yet, by stage (`/products/in-production`, `/products/soon`). */
export const upcomingQuery = (catalogue: CatalogueApi, stage: "in-production" | "soon") =>
  queryOptions({ queryKey: ["products", stage], queryFn: () => catalogue.upcoming(stage) });

/** A page of people of one type (`/cast` lists performers, `/directors` directors). */
export const personsPageQuery =
  (type: "performers" | "directors") =>
  (catalogue: CatalogueApi, page: number, perPage = LIST_PAGE_SIZE) =>
    queryOptions({
      queryKey: ["persons", type, "page", page, perPage],
      queryFn: () => catalogue.persons(type, { page, perPage }),
    });

export const performersPageQuery = personsPageQuery("performers");
export const directorsPageQuery = personsPageQuery("directors");

/** How many portraits 'Performers we love' shows. */
export const PERFORMERS_ROW_SIZE = 12;

export const performersRowQuery = (catalogue: CatalogueApi) =>
  performersPageQuery(catalogue, 1, PERFORMERS_ROW_SIZE);

/**
 * A person by slug among `types`, in order (`/cast`: a performer, else a couple): the first
 * type that has the slug; a 404 when none has.
 */
export const personAtQuery = (
  catalogue: CatalogueApi,
  types: readonly PersonType[],
  slug: string,
) =>
  queryOptions({
    queryKey: ["persons", types.join("|"), "slug", slug],
    queryFn: async () => {
      let missing: unknown = null;
      for (const type of types) {
        try {
          return await catalogue.personPage(type, slug);
        } catch (error) {
          if (!(isApiError(error) && error.status === 404)) throw error;
          missing = error;
        }
      }
      throw missing;
    },
  });

export const personInfoQuery = (catalogue: CatalogueApi, slug: string) =>
  queryOptions({ queryKey: ["persons", "info", slug], queryFn: () => catalogue.personInfo(slug) });

/** The categories, visible ones only (`hidden=0`). */
export const categoriesQuery = (catalogue: CatalogueApi) =>
  queryOptions({
    queryKey: ["tags", "categories"],
    queryFn: () => catalogue.tagList("categories", { hidden: false }),
  });

export const collectionsQuery = (catalogue: CatalogueApi) =>
  queryOptions({
    queryKey: ["tags", "collections"],
    queryFn: () => catalogue.tagList("collections", { hidden: false }),
  });

export const settingsQuery = (catalogue: CatalogueApi) =>
  queryOptions({ queryKey: ["settings"], queryFn: () => catalogue.settings() });
