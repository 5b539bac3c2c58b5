import { Schema } from "effect";
import type { CatalogueApi, MovieListQuery, TagFlags } from "../../core/ports.ts";
import {
  BtsFilmList,
  Movie,
  MovieSummary,
  MovieSummaryList,
  Paginated,
  Person,
  PersonDetailResponse,
  PersonInfoResponse,
  ProductPage,
  RelatedContentList,
  RelatedContentResponse,
  Resource,
  SceneMarkerList,
  Series,
  SeriesSummary,
  Setting,
  Tag,
  TagDetailResponse,
  UpcomingProductList,
} from "../../core/schema/index.ts";
import { SearchLabelsResponse } from "../../core/schema/search.ts";
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

/** `featured` and `hidden` as the server reads them (1 or 0); absent when not asked. */
const tagFlags = (flags: TagFlags = {}): FormFields => ({
  featured: flags.featured,
  hidden: flags.hidden,
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
    series: (query) => get("/series", SeriesPage, movieQuery(query)),
    seriesById: (id) => data(get(`/series/${id}`, SeriesResponse)),
    seriesBySlug: (slug) => data(get(`/series/slug/${slugPath(slug)}`, SeriesResponse)),
    persons: (type, { page, perPage }) => get(`/persons/${type}`, PersonPage, { page, perPage }),
    personPage: (type, slug) =>
      data(get(`/persons/${type}/slug/${slugPath(slug)}`, PersonDetailResponse)),
    personById: (id) => data(get(`/persons/${id}`, PersonResponse)),
    personInfo: (slug) => data(get(`/persons/${slugPath(slug)}/people-info`, PersonInfoResponse)),
    tags: (flags) => data(get("/tags", TagList, tagFlags(flags))),
    tagList: (list, flags) => data(get(`/tags/list/${list}`, TagList, tagFlags(flags))),
    tagBySlug: (slug) =>
      data(get(`/tags/slug/${slugPath(slug)}`, TagResponse, { load_products: 0 })),
    searchLabels: () => data(get("/smart/search-labels", SearchLabelsResponse)),
    tagById: (id) => data(get(`/tags/${id}`, TagResponse)),
    tagPage: (slug) => data(get(`/tags/slug/${slugPath(slug)}`, TagDetailResponse)),
    mostSeenMovies: ({ page, perPage }) => get("/movies/most-seen", MoviePage, { page, perPage }),
    mostSoldMovies: ({ page, perPage }) => get("/movies/most-sold", MoviePage, { page, perPage }),
    similarMovies: (id) => data(get(`/movies/${id}/similar`, MovieSummaryList, { optimized: 1 })),
    btsMovies: () => data(get("/movies/bts", BtsFilmList)),
    sceneMarkersBySlug: (slug) =>
      data(get(`/scene-markers/slug/${slugPath(slug)}`, SceneMarkerList)),
    originals: ({ page, perPage, exclude }) =>
      get("/originals", ProductPage, {
        page,
        perPage,
        exclude_movies: exclude === "movies" ? 1 : undefined,
        exclude_series: exclude === "series" ? 1 : undefined,
      }),
    relatedContent: (owner, id) => data(get(`/${owner}/${id}/related-content`, RelatedContentList)),
    relatedContentItem: (id) => data(get(`/related-content/${id}`, RelatedContentResponse)),
    upcoming: (stage) => data(get(`/products/${stage}`, UpcomingProductList)),
  };
}
