import { Schema } from "effect";
import { Hono } from "hono";
import {
  FEATURED_MOVIES_DEFAULT_COUNT,
  MOVIES_DEFAULT_PER_PAGE,
} from "../../src/core/constants.ts";
import { Paginated, Resource } from "../../src/core/schema/common.ts";
import { Movie, MovieSummary } from "../../src/core/schema/movie.ts";
import { Series, SeriesSummary } from "../../src/core/schema/series.ts";
import type { AppEnv, Deps } from "../context.ts";
import { catalogueExtrasRepository } from "../db/repositories/catalogueExtras.ts";
import {
  MOVIE_FILTERS,
  MOVIE_SORTS,
  type MovieFilter,
  type MovieSort,
} from "../db/repositories/movies.ts";
import { readQuery } from "../http/body.ts";
import { notFound, unprocessable } from "../http/errors.ts";
import { BoolInput, IntInput, Text } from "../http/fields.ts";
import { PageFields, paginate } from "../http/pagination.ts";
import { decodeInput } from "../http/validate.ts";
import { ID, idParam, slugParam } from "./params.ts";

const encodeMoviePage = Schema.encodeSync(Paginated(MovieSummary));
const encodeMovie = Schema.encodeSync(Resource(Movie));
const encodeMovieList = Schema.encodeSync(Resource(Schema.Array(MovieSummary)));
const encodeSeriesPage = Schema.encodeSync(Paginated(SeriesSummary));
const encodeSeries = Schema.encodeSync(Resource(Series));

/** A filter's values: `key[]=a&key[]=b` (or one `key=a`), at most 20. */
const values = <S extends Schema.Top>(item: S) =>
  Schema.optional(
    Schema.Union([
      item,
      Schema.Array(item).check(Schema.isMaxLength(20, { message: "Too many values" })),
    ]),
  );

const MovieListQuery = Schema.Struct({
  ...PageFields,
  sortBy: Schema.optional(Schema.Literals(Object.keys(MOVIE_SORTS) as MovieSort[])),
  direction: Schema.optional(Schema.Literals(["asc", "desc"])),
  tags: values(Text(150)),
  performers: values(Text(150)),
  directors: values(Text(150)),
  is_free: values(BoolInput),
  featured: values(BoolInput),
  user_level: values(IntInput.check(Schema.isBetween({ minimum: 0, maximum: 2 }))),
});

const FeaturedQuery = Schema.Struct({
  count: Schema.optional(
    IntInput.check(
      Schema.isBetween({ minimum: 1, maximum: 50 }, { message: "Must be between 1 and 50" }),
    ),
  ),
});

/** `/series`: paged, with the sort orders of `/movies` and tag filters (`tags[]=slug`). */
const SeriesListQuery = Schema.Struct({
  ...PageFields,
  sortBy: Schema.optional(Schema.Literals(Object.keys(MOVIE_SORTS) as MovieSort[])),
  direction: Schema.optional(Schema.Literals(["asc", "desc"])),
  tags: values(Text(150)),
});

const list = <T>(v: T | readonly T[] | undefined): readonly T[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v as T];

/** Films and series (spec 001 §7 "Catalogue"). */
export function catalogueRoutes(deps: Deps) {
  const { movies, series } = deps.repos;
  const extras = catalogueExtrasRepository(deps.db);
  const app = new Hono<AppEnv>();

  app.get("/movies", (c) => {
    const raw = readQuery(c);
    const unknown = Object.keys(raw).filter(
      (k) => typeof raw[k] === "object" && !(k in MOVIE_FILTERS),
    );
    if (unknown.length > 0)
      throw unprocessable(Object.fromEntries(unknown.map((k) => [k, ["Unknown filter"]])));
    const q = decodeInput(MovieListQuery, raw);
    const filters: Partial<Record<MovieFilter, (string | number)[]>> = {
      tags: [...list(q.tags)],
      performers: [...list(q.performers)],
      directors: [...list(q.directors)],
      is_free: list(q.is_free).map(Number),
      featured: list(q.featured).map(Number),
      user_level: [...list(q.user_level)],
    };
    const query = {
      sortBy: q.sortBy ?? "most_seen_ever",
      direction: q.direction ?? "desc",
      filters,
    } as const;
    const { limit, offset, meta } = paginate(
      movies.count(query),
      q.page,
      q.perPage ?? MOVIES_DEFAULT_PER_PAGE,
    );
    return c.json(encodeMoviePage({ data: movies.page(query, limit, offset), meta }));
  });

  app.get("/movies/featured", (c) => {
    const { count } = decodeInput(FeaturedQuery, readQuery(c));
    return c.json(
      encodeMovieList({ data: movies.featured(count ?? FEATURED_MOVIES_DEFAULT_COUNT) }),
    );
  });

  app.get(`/movies/:id${ID}`, (c) => {
    const movie = movies.byId(idParam(c.req.param("id")));
    if (!movie) throw notFound();
    return c.json(encodeMovie({ data: movie }));
  });

  app.get("/movies/slug/:slug", (c) => {
    const movie = movies.bySlug(slugParam(c.req.param("slug")));
    if (!movie) throw notFound();
    return c.json(encodeMovie({ data: movie }));
  });

  app.get("/series", (c) => {
    const q = decodeInput(SeriesListQuery, readQuery(c));
    const query = {
      sortBy: q.sortBy ?? "most_seen_ever",
      direction: q.direction ?? "desc",
      tags: list(q.tags),
    } as const;
    const { limit, offset, meta } = paginate(
      extras.seriesCount(query),
      q.page,
      q.perPage ?? MOVIES_DEFAULT_PER_PAGE,
    );
    return c.json(encodeSeriesPage({ data: extras.seriesPage(query, limit, offset), meta }));
  });

  app.get("/series/slug/:slug", (c) => {
    const found = series.bySlug(slugParam(c.req.param("slug")));
    if (!found) throw notFound();
    return c.json(encodeSeries({ data: found }));
  });

  /** Spec: a numeric value is an id, otherwise a slug. */
  app.get("/series/:idOrSlug", (c) => {
    const value = c.req.param("idOrSlug");
    const found = /^[0-9]{1,15}$/.test(value)
      ? series.byId(idParam(value))
      : series.bySlug(slugParam(value));
    if (!found) throw notFound();
    return c.json(encodeSeries({ data: found }));
  });

  return app;
}
