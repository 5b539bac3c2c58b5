/**
 * Catalogue calls of spec 001 §7 beyond catalogue.ts and directory.ts: most seen, similar and
 * random films, originals, person info, tag lists, related content.
 */
import { Schema } from "effect";
import { Hono } from "hono";
import { MOVIES_DEFAULT_PER_PAGE } from "../../src/core/constants.ts";
import {
  BtsFilmList,
  MovieSummaryList,
  MovieSummaryResponse,
  ProductPage,
  SceneMarkerList,
} from "../../src/core/schema/catalogueExtras.ts";
import { Paginated, Resource } from "../../src/core/schema/common.ts";
import { MovieSummary } from "../../src/core/schema/movie.ts";
import { PersonInfoResponse } from "../../src/core/schema/people.ts";
import {
  RelatedContentList,
  RelatedContentResponse,
  RelatedOwnerType,
} from "../../src/core/schema/relatedContent.ts";
import { Tag } from "../../src/core/schema/tag.ts";
import type { AppEnv, Deps } from "../context.ts";
import { catalogueExtrasRepository } from "../db/repositories/catalogueExtras.ts";
import { relatedContentRepository } from "../db/repositories/relatedContent.ts";
import { readQuery } from "../http/body.ts";
import { notFound, unprocessable } from "../http/errors.ts";
import { BoolInput } from "../http/fields.ts";
import { PageFields, paginate } from "../http/pagination.ts";
import { decodeInput } from "../http/validate.ts";
import { ID, idParam, slugParam } from "./params.ts";

const encodeMoviePage = Schema.encodeSync(Paginated(MovieSummary));
const encodeMovieList = Schema.encodeSync(MovieSummaryList);
const encodeMovie = Schema.encodeSync(MovieSummaryResponse);
const encodeBts = Schema.encodeSync(BtsFilmList);
const encodeMarkers = Schema.encodeSync(SceneMarkerList);
const encodeProducts = Schema.encodeSync(ProductPage);
const encodeInfo = Schema.encodeSync(PersonInfoResponse);
const encodeTags = Schema.encodeSync(Resource(Schema.Array(Tag)));
const encodeRelatedList = Schema.encodeSync(RelatedContentList);
const encodeRelated = Schema.encodeSync(RelatedContentResponse);

/** `/tags/list/{x}`: the tags of one category type. */
const TAG_LISTS: ReadonlyMap<string, string> = new Map([
  ["categories", "category"],
  ["collections", "collection"],
]);

export const TagFlagsQuery = Schema.Struct({
  featured: Schema.optional(BoolInput),
  hidden: Schema.optional(BoolInput),
});

/** A call the spec shows without a query (`/movies/bts`, `/scene-markers/slug/{slug}`): any field is a 422. */
export const NoQuery = Schema.Record(Schema.String, Schema.Never);

const SimilarQuery = Schema.Struct({ optimized: Schema.optional(BoolInput) });

const OriginalsQuery = Schema.Struct({
  ...PageFields,
  exclude_movies: Schema.optional(BoolInput),
  exclude_series: Schema.optional(BoolInput),
});

const OWNER_MODEL: Readonly<Record<typeof RelatedOwnerType.Type, "Movie" | "Series">> = {
  movies: "Movie",
  series: "Series",
};
const isOwnerType = Schema.is(RelatedOwnerType);

export function catalogueExtrasRoutes(deps: Deps) {
  const extras = catalogueExtrasRepository(deps.db);
  const related = relatedContentRepository(deps.db);
  const { movies, series } = deps.repos;
  const app = new Hono<AppEnv>();

  /** The films seen most lately (`views_recent`), paginated like `/movies`. */
  app.get("/movies/most-seen", (c) => {
    const q = decodeInput(Schema.Struct(PageFields), readQuery(c));
    const query = { sortBy: "most_seen", direction: "desc", filters: {} } as const;
    const { limit, offset, meta } = paginate(
      movies.count(query),
      q.page,
      q.perPage ?? MOVIES_DEFAULT_PER_PAGE,
    );
    return c.json(encodeMoviePage({ data: movies.page(query, limit, offset), meta }));
  });

  /** The films sold most (`sold`), paginated like `/movies` (spec 001 §7 `/movies/most-sold`). */
  app.get("/movies/most-sold", (c) => {
    const q = decodeInput(Schema.Struct(PageFields), readQuery(c));
    const query = { sortBy: "sold", direction: "desc", filters: {} } as const;
    const { limit, offset, meta } = paginate(
      movies.count(query),
      q.page,
      q.perPage ?? MOVIES_DEFAULT_PER_PAGE,
    );
    return c.json(encodeMoviePage({ data: movies.page(query, limit, offset), meta }));
  });

  /** Spec 001 §7 `/movies/bts` (no query shown): the films with a behind-the-scenes video. */
  app.get("/movies/bts", (c) => {
    decodeInput(NoQuery, readQuery(c));
    return c.json(encodeBts({ data: extras.bts() }));
  });

  /** Spec 001 §7 `/scene-markers/slug/{slug}`: the scene markers of the film with that slug. */
  app.get("/scene-markers/slug/:slug", (c) => {
    decodeInput(NoQuery, readQuery(c));
    const movie = movies.bySlug(slugParam(c.req.param("slug")));
    if (!movie) throw notFound();
    return c.json(encodeMarkers({ data: movie.scene_markers }));
  });

  /** A published film picked at random. */
  app.get("/movies/random", (c) => {
    const movie = extras.random();
    if (!movie) throw notFound();
    return c.json(encodeMovie({ data: movie }));
  });

  /** `optimized=1`: summaries (the only shape the reference server answers). */
  app.get(`/movies/:id${ID}/similar`, (c) => {
    decodeInput(SimilarQuery, readQuery(c));
    const id = idParam(c.req.param("id"));
    if (!movies.byId(id)) throw notFound();
    return c.json(encodeMovieList({ data: extras.similar(id) }));
  });

  app.get("/originals", (c) => {
    const q = decodeInput(OriginalsQuery, readQuery(c));
    if (q.exclude_movies && q.exclude_series) {
      throw unprocessable({ exclude_series: ["Exclude films or series, not both"] });
    }
    const exclude = q.exclude_movies ? "movies" : q.exclude_series ? "series" : null;
    const { limit, offset, meta } = paginate(
      extras.originalsCount(exclude),
      q.page,
      q.perPage ?? MOVIES_DEFAULT_PER_PAGE,
    );
    return c.json(encodeProducts({ data: extras.originals(exclude, limit, offset), meta }));
  });

  app.get("/persons/:slug/people-info", (c) => {
    const info = extras.personInfo(slugParam(c.req.param("slug")));
    if (!info) throw notFound();
    return c.json(encodeInfo({ data: info }));
  });

  app.get("/tags/list/:list", (c) => {
    const categoryType = TAG_LISTS.get(c.req.param("list"));
    if (categoryType === undefined) throw notFound();
    const flags = decodeInput(TagFlagsQuery, readQuery(c));
    return c.json(encodeTags({ data: extras.tags({ ...flags, categoryType }) }));
  });

  app.get(`/:type/:id${ID}/related-content`, (c) => {
    const type = c.req.param("type");
    if (!isOwnerType(type)) throw notFound();
    const id = idParam(c.req.param("id"));
    if (!(type === "movies" ? movies.exists(id) : series.exists(id))) throw notFound();
    return c.json(encodeRelatedList({ data: related.of(OWNER_MODEL[type], id) }));
  });

  app.get(`/related-content/:id${ID}`, (c) => {
    const item = related.byId(idParam(c.req.param("id")));
    if (!item) throw notFound();
    return c.json(encodeRelated({ data: item }));
  });

  return app;
}
