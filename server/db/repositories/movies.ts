import type { Movie, MovieSummary, UserLevel } from "../../../src/core/schema/movie.ts";
import type { PersonSummary } from "../../../src/core/schema/person.ts";
import type { TagSummary } from "../../../src/core/schema/tag.ts";
import type { Db } from "../connection.ts";
import { peopleRepository } from "./people.ts";
import { bool, json, num, placeholders, type Row, reqNum, reqStr, str } from "./rows.ts";

/** The sort orders of the spec and the column each sorts on. */
export const MOVIE_SORTS = {
  default: "sort_default",
  featured: "featured DESC, featured_order",
  title: "title COLLATE NOCASE",
  price: "price_cents",
  ratings: "rating",
  sold: "sold",
  most_seen: "views_recent",
  most_seen_ever: "views_ever",
  recommended: "recommended",
  length: "length",
} as const;
export type MovieSort = keyof typeof MOVIE_SORTS;

/** Filters of `GET /movies` (`key[]=value`): values of one key are ORed, keys are ANDed. */
export const MOVIE_FILTERS = {
  tags: "id IN (SELECT mt.movie_id FROM movie_tags mt JOIN tags t ON t.id = mt.tag_id WHERE t.slug IN (%))",
  performers:
    "id IN (SELECT mp.movie_id FROM movie_performers mp JOIN persons p ON p.id = mp.person_id WHERE p.slug IN (%))",
  directors: "director_id IN (SELECT id FROM persons WHERE slug IN (%))",
  is_free: "is_free IN (%)",
  user_level: "user_level IN (%)",
  featured: "featured IN (%)",
} as const;
export type MovieFilter = keyof typeof MOVIE_FILTERS;

export interface MovieListQuery {
  readonly sortBy: MovieSort;
  readonly direction: "asc" | "desc";
  readonly filters: Partial<Record<MovieFilter, readonly (string | number)[]>>;
}

const toSummary = (row: Row): MovieSummary => ({
  model_type: "Movie",
  id: reqNum(row.id),
  slug: reqStr(row.slug),
  title: reqStr(row.title),
  status: str(row.status),
  user_level: reqNum(row.user_level) as UserLevel,
  is_free: bool(row.is_free),
  series_id: num(row.series_id),
  episode_id: num(row.episode_id),
  release_date: str(row.release_date),
  length: num(row.length),
  short_synopsis: str(row.short_synopsis),
  cover_picture: str(row.cover_picture),
  poster_picture: str(row.poster_picture),
  mobile_detail_picture: str(row.mobile_detail_picture),
});

export function moviesRepository(db: Db) {
  const people = peopleRepository(db);
  const byId = db.prepare("SELECT * FROM movies WHERE id = ?");
  const existsById = db.prepare("SELECT 1 FROM movies WHERE id = ?");
  const bySlug = db.prepare("SELECT * FROM movies WHERE slug = ?");
  // The ids as one JSON array: one statement for any number of them, prepared once.
  const byIds = db.prepare("SELECT * FROM movies WHERE id IN (SELECT value FROM json_each(?))");
  const performerIds = db.prepare(
    "SELECT person_id FROM movie_performers WHERE movie_id = ? ORDER BY position",
  );
  const tags = db.prepare(
    "SELECT t.id, t.title, t.slug FROM movie_tags mt JOIN tags t ON t.id = mt.tag_id WHERE mt.movie_id = ? ORDER BY t.sort_order",
  );
  const similar = db.prepare(
    "SELECT m.* FROM movie_similar s JOIN movies m ON m.id = s.similar_id WHERE s.movie_id = ? ORDER BY s.position",
  );
  const featured = db.prepare(
    "SELECT * FROM movies WHERE featured = 1 AND series_id IS NULL ORDER BY featured_order, id LIMIT ?",
  );

  const toMovie = (row: Row): Movie => {
    const id = reqNum(row.id);
    const ids = (performerIds.all(id) as Row[]).map((r) => reqNum(r.person_id));
    const credited = [row.director_id, row.photographer_id, row.producer_id].filter(
      (v): v is number => typeof v === "number",
    );
    const persons = people.summaries([...ids, ...credited]);
    const person = (value: unknown): PersonSummary | null =>
      typeof value === "number" ? (persons.get(value) ?? null) : null;
    return {
      ...toSummary(row),
      movie_id: num(row.movie_id),
      production_date: str(row.production_date),
      director_id: num(row.director_id),
      featured: bool(row.featured),
      is_compilation: bool(row.is_compilation),
      synopsis: str(row.synopsis),
      cover_title_picture: str(row.cover_title_picture),
      info_title_picture: str(row.info_title_picture),
      bts_poster_picture: str(row.bts_poster_picture),
      trailer_path: str(row.trailer_path),
      behind_scenes_path: str(row.behind_scenes_path),
      video_header: str(row.video_header),
      director: person(row.director_id),
      photographer: person(row.photographer_id),
      producer: person(row.producer_id),
      performers: ids.flatMap((pid) => persons.get(pid) ?? []),
      tags: tags.all(id) as TagSummary[],
      album: str(row.album),
      confession: str(row.confession),
      labels: json(row.labels_json, []),
      similar_movies: (similar.all(id) as Row[]).map(toSummary),
      streaming_links: {
        rtmp: str(row.stream_rtmp),
        ahls: str(row.stream_ahls),
        dash: str(row.stream_dash),
      },
      subtitles: json(row.subtitles_json, []),
      thumbnails_url: str(row.thumbnails_url),
      scene_markers: json(row.scene_markers_json, []),
    };
  };

  const where = (query: MovieListQuery) => {
    const clauses = ["series_id IS NULL"];
    const params: (string | number)[] = [];
    for (const [key, values] of Object.entries(query.filters)) {
      if (!values || values.length === 0) continue;
      clauses.push(MOVIE_FILTERS[key as MovieFilter].replace("%", placeholders(values.length)));
      params.push(...values);
    }
    return { sql: clauses.join(" AND "), params };
  };

  return {
    byId: (id: number) => {
      const row = byId.get(id) as Row | undefined;
      return row ? toMovie(row) : null;
    },
    /** Whether the film exists, without building it (its credits, tags and similar films). */
    exists: (id: number) => existsById.get(id) !== undefined,
    bySlug: (slug: string) => {
      const row = bySlug.get(slug) as Row | undefined;
      return row ? toMovie(row) : null;
    },
    featured: (count: number) => (featured.all(count) as Row[]).map(toSummary),
    count: (query: MovieListQuery) => {
      const w = where(query);
      const row = db.prepare(`SELECT COUNT(*) AS n FROM movies WHERE ${w.sql}`).get(...w.params);
      return reqNum((row as Row).n);
    },
    page: (query: MovieListQuery, limit: number, offset: number) => {
      const w = where(query);
      const dir = query.direction === "asc" ? "ASC" : "DESC";
      const order = MOVIE_SORTS[query.sortBy]
        .split(", ")
        .map((part) => (part.endsWith(" DESC") ? part : `${part} ${dir}`))
        .join(", ");
      return (
        db
          .prepare(
            `SELECT * FROM movies WHERE ${w.sql} ORDER BY ${order}, id ${dir} LIMIT ? OFFSET ?`,
          )
          .all(...w.params, limit, offset) as Row[]
      ).map(toSummary);
    },
    summariesByIds: (ids: readonly number[]): Map<number, MovieSummary> => {
      if (ids.length === 0) return new Map();
      const rows = byIds.all(JSON.stringify(ids)) as Row[];
      return new Map(rows.map((row) => [reqNum(row.id), toSummary(row)]));
    },
    titleBySlug: (slug: string) => {
      const row = bySlug.get(slug) as Row | undefined;
      return row ? reqStr(row.title) : null;
    },
  };
}
export type MoviesRepository = ReturnType<typeof moviesRepository>;
