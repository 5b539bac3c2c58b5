import { Schema } from "effect";
import type { CatalogueApi, MovieListQuery } from "../../core/ports.ts";
import {
  Movie,
  MovieSummary,
  Paginated,
  Person,
  Resource,
  Series,
  SeriesSummary,
  Setting,
  Tag,
} from "../../core/schema/index.ts";
import type { HttpClient } from "./client.ts";
import type { FormFields } from "./formEncode.ts";

const SettingsResponse = Resource(Schema.Array(Setting));
const MoviePage = Paginated(MovieSummary);
const MovieResponse = Resource(Movie);
const MovieList = Resource(Schema.Array(MovieSummary));
const SeriesPage = Paginated(SeriesSummary);
const SeriesResponse = Resource(Series);
const PersonPage = Paginated(Person);
const PersonResponse = Resource(Person);
const TagList = Resource(Schema.Array(Tag));
const TagResponse = Resource(Tag);

const slugPath = (slug: string): string => encodeURIComponent(slug);

/** Query of GET /movies: paging and sorting, filters as `key[]=value` (spec 001 §7). */
const movieQuery = ({ page, perPage, sortBy, direction, filters }: MovieListQuery): FormFields => ({
  page,
  perPage,
  sortBy,
  direction,
  ...filters,
});

/** The catalogue reads, authorised with whatever token the session holds. */
export function createCatalogueApi(
  http: HttpClient,
  tokenProvider: () => string | null,
): CatalogueApi {
  const get = <A>(path: string, schema: Schema.Decoder<A>, query?: FormFields): Promise<A> =>
    http.get(path, schema, { token: tokenProvider(), query });
  const data = async <A>(response: Promise<{ readonly data: A }>): Promise<A> =>
    (await response).data;

  return {
    settings: () => data(get("/settings", SettingsResponse)),
    movies: (query) => get("/movies", MoviePage, movieQuery(query)),
    movie: (id) => data(get(`/movies/${id}`, MovieResponse)),
    movieBySlug: (slug) => data(get(`/movies/slug/${slugPath(slug)}`, MovieResponse)),
    featuredMovies: (count) => data(get("/movies/featured", MovieList, { count })),
    series: ({ page, perPage }) => get("/series", SeriesPage, { page, perPage }),
    seriesById: (id) => data(get(`/series/${id}`, SeriesResponse)),
    seriesBySlug: (slug) => data(get(`/series/slug/${slugPath(slug)}`, SeriesResponse)),
    persons: (type, { page }) => get(`/persons/${type}`, PersonPage, { page }),
    personBySlug: (type, slug) =>
      data(get(`/persons/${type}/slug/${slugPath(slug)}`, PersonResponse, { load_movies: 0 })),
    tags: () => data(get("/tags", TagList)),
    tagBySlug: (slug) =>
      data(get(`/tags/slug/${slugPath(slug)}`, TagResponse, { load_products: 0 })),
  };
}
