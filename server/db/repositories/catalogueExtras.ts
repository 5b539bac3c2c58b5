/**
 * Catalogue reads beyond the films, series, people and tags repositories (issue 11): series
 * sorted and filtered, a person's films and info, a tag's films, originals, similar and
 * random films, titles in production.
 */

import type { BtsFilm, UpcomingProduct } from "../../../src/core/schema/catalogueExtras.ts";
import type { MovieSummary } from "../../../src/core/schema/movie.ts";
import type { PersonInfo } from "../../../src/core/schema/people.ts";
import type { SeriesSummary } from "../../../src/core/schema/series.ts";
import type { Tag } from "../../../src/core/schema/tag.ts";
import type { Db } from "../connection.ts";
import { type MovieSort, moviesRepository } from "./movies.ts";
import { json, placeholders, type Row, reqNum, reqStr, str } from "./rows.ts";
import { seriesRepository } from "./series.ts";
import { tagsRepository } from "./tags.ts";

/** A film counts as published when its status is empty or "published" in any case. */
const PUBLISHED = "(status IS NULL OR status = '' OR LOWER(status) = 'published')";

/** The slug of the originals collection (a tag of films; series carry `is_original`). */
export const ORIGINALS_TAG_SLUG = "cinema-originals";

/** What each sort order of the spec sorts series on: their own fields or their episodes'. */
const episodes = (aggregate: string) =>
  `(SELECT ${aggregate} FROM movies m WHERE m.series_id = s.id)`;
export const SERIES_SORTS: Readonly<Record<MovieSort, string>> = {
  default: "s.id",
  featured: episodes("MAX(m.featured)"),
  title: "s.title COLLATE NOCASE",
  price: episodes("SUM(m.price_cents)"),
  ratings: episodes("AVG(m.rating)"),
  sold: episodes("SUM(m.sold)"),
  most_seen: episodes("SUM(m.views_recent)"),
  most_seen_ever: episodes("SUM(m.views_ever)"),
  recommended: episodes("MAX(m.recommended)"),
  length: episodes("SUM(m.length)"),
};

export interface SeriesListQuery {
  readonly sortBy: MovieSort;
  readonly direction: "asc" | "desc";
  /** Tag slugs: a series with any of them. */
  readonly tags: readonly string[];
}

export function catalogueExtrasRepository(db: Db) {
  const movies = moviesRepository(db);
  const series = seriesRepository(db);
  const tags = tagsRepository(db);

  /** Summaries of films by id, in the order of `ids`. */
  const filmsInOrder = (ids: readonly number[]): MovieSummary[] => {
    const found = movies.summariesByIds(ids);
    return ids.flatMap((id) => found.get(id) ?? []);
  };
  const ids = (rows: unknown[]) => (rows as Row[]).map((r) => reqNum(r.id));

  const seriesWhere = (query: SeriesListQuery) =>
    query.tags.length === 0
      ? { sql: "1 = 1", params: [] as string[] }
      : {
          sql: `s.id IN (SELECT st.series_id FROM series_tags st JOIN tags t ON t.id = st.tag_id WHERE t.slug IN (${placeholders(query.tags.length)}))`,
          params: [...query.tags],
        };

  const directed = db.prepare(
    "SELECT id FROM movies WHERE director_id = ? AND series_id IS NULL ORDER BY release_date DESC, id",
  );
  const performed = db.prepare(
    "SELECT m.id FROM movie_performers mp JOIN movies m ON m.id = mp.movie_id WHERE mp.person_id = ? AND m.series_id IS NULL ORDER BY m.release_date DESC, m.id",
  );
  const personBySlug = db.prepare("SELECT id, gender FROM persons WHERE slug = ?");
  const info = db.prepare("SELECT * FROM person_info WHERE person_id = ?");
  const creditedFilms = db.prepare(`SELECT COUNT(*) AS n FROM movies WHERE series_id IS NULL
    AND ${PUBLISHED} AND (director_id = @id OR producer_id = @id OR photographer_id = @id
    OR id IN (SELECT movie_id FROM movie_performers WHERE person_id = @id))`);
  const tagFilms = db.prepare(`SELECT m.id FROM movie_tags mt JOIN movies m ON m.id = mt.movie_id
    WHERE mt.tag_id = ? AND m.series_id IS NULL ORDER BY m.views_ever DESC, m.id LIMIT ?`);
  const similar = db.prepare(
    "SELECT similar_id AS id FROM movie_similar WHERE movie_id = ? ORDER BY position",
  );
  const bts = db.prepare(`SELECT id, bts_poster_picture FROM movies WHERE series_id IS NULL
    AND behind_scenes_path IS NOT NULL AND ${PUBLISHED} ORDER BY release_date DESC, id`);
  const random = db.prepare(
    `SELECT id FROM movies WHERE series_id IS NULL AND ${PUBLISHED} ORDER BY RANDOM() LIMIT 1`,
  );
  const upcoming = db.prepare(
    "SELECT * FROM upcoming_products WHERE stage = ? ORDER BY sort_order",
  );

  /** Originals: films of the originals collection and original series, newest first. */
  const originalsSql = (exclude: "movies" | "series" | null) => {
    const parts: string[] = [];
    if (exclude !== "movies") {
      parts.push(`SELECT 'Movie' AS kind, m.id, m.release_date FROM movies m
        JOIN movie_tags mt ON mt.movie_id = m.id JOIN tags t ON t.id = mt.tag_id
        WHERE t.slug = '${ORIGINALS_TAG_SLUG}' AND m.series_id IS NULL`);
    }
    if (exclude !== "series") {
      parts.push("SELECT 'Series' AS kind, id, release_date FROM series WHERE is_original = 1");
    }
    return parts.join(" UNION ALL ");
  };

  return {
    seriesCount: (query: SeriesListQuery): number => {
      const w = seriesWhere(query);
      return reqNum(
        (db.prepare(`SELECT COUNT(*) AS n FROM series s WHERE ${w.sql}`).get(...w.params) as Row).n,
      );
    },
    seriesPage: (query: SeriesListQuery, limit: number, offset: number): SeriesSummary[] => {
      const w = seriesWhere(query);
      const dir = query.direction === "asc" ? "ASC" : "DESC";
      const rows = db
        .prepare(
          `SELECT s.slug FROM series s WHERE ${w.sql} ORDER BY ${SERIES_SORTS[query.sortBy]} ${dir}, s.id ${dir} LIMIT ? OFFSET ?`,
        )
        .all(...w.params, limit, offset) as Row[];
      return rows.flatMap((r) => {
        const found = series.bySlug(reqStr(r.slug));
        if (!found) return [];
        const { model_type, id, title, slug, release_date, is_original, short_synopsis, pictures } =
          found;
        return [
          { model_type, id, title, slug, release_date, is_original, short_synopsis, pictures },
        ];
      });
    },
    personFilms: (personId: number) => ({
      directed: filmsInOrder(ids(directed.all(personId))),
      performed: filmsInOrder(ids(performed.all(personId))),
    }),
    personInfo: (slug: string): PersonInfo | null => {
      const person = personBySlug.get(slug) as Row | undefined;
      if (!person) return null;
      const id = reqNum(person.id);
      const row = info.get(id) as Row | undefined;
      return {
        id,
        birthday: str(row?.birthday),
        birthplace: str(row?.birthplace),
        movies: reqNum((creditedFilms.get({ id }) as Row).n),
        awards: json(row?.awards_json, []),
        years_active: str(row?.years_active),
        gender: str(person.gender),
        hobbies: json(row?.hobbies_json, []),
        location: str(row?.location),
      };
    },
    /** Tags, optionally only featured / hidden ones and of one category type. */
    tags: (filter: {
      readonly featured?: boolean;
      readonly hidden?: boolean;
      readonly categoryType?: string;
    }): Tag[] =>
      tags
        .all()
        .filter(
          (t) =>
            (filter.featured === undefined || t.featured === filter.featured) &&
            (filter.hidden === undefined || t.hidden === filter.hidden) &&
            (filter.categoryType === undefined || t.category_type === filter.categoryType),
        ),
    tagFilms: (tagId: number, limit: number): MovieSummary[] =>
      filmsInOrder(ids(tagFilms.all(tagId, limit))),
    similar: (movieId: number): MovieSummary[] => filmsInOrder(ids(similar.all(movieId))),
    /** Published films with a behind-the-scenes video, newest first (`/movies/bts`). */
    bts: (): BtsFilm[] => {
      const rows = bts.all() as Row[];
      const found = movies.summariesByIds(ids(rows));
      return rows.flatMap((row) => {
        const film = found.get(reqNum(row.id));
        return film ? [{ ...film, bts_poster_picture: str(row.bts_poster_picture) }] : [];
      });
    },
    random: (): MovieSummary | null => {
      const row = random.get() as Row | undefined;
      return row ? (filmsInOrder([reqNum(row.id)])[0] ?? null) : null;
    },
    originalsCount: (exclude: "movies" | "series" | null): number =>
      reqNum((db.prepare(`SELECT COUNT(*) AS n FROM (${originalsSql(exclude)})`).get() as Row).n),
    originals: (
      exclude: "movies" | "series" | null,
      limit: number,
      offset: number,
    ): (MovieSummary | SeriesSummary)[] => {
      const rows = db
        .prepare(
          `SELECT kind, id FROM (${originalsSql(exclude)}) ORDER BY release_date DESC, kind, id LIMIT ? OFFSET ?`,
        )
        .all(limit, offset) as Row[];
      const films = movies.summariesByIds(
        rows.filter((r) => r.kind === "Movie").map((r) => reqNum(r.id)),
      );
      return rows.flatMap((r): (MovieSummary | SeriesSummary)[] => {
        if (r.kind === "Movie") {
          const film = films.get(reqNum(r.id));
          return film ? [film] : [];
        }
        const found = series.byId(reqNum(r.id));
        if (!found) return [];
        const { model_type, id, title, slug, release_date, is_original, short_synopsis, pictures } =
          found;
        return [
          { model_type, id, title, slug, release_date, is_original, short_synopsis, pictures },
        ];
      });
    },
    upcoming: (stage: UpcomingProduct["stage"]): UpcomingProduct[] =>
      (upcoming.all(stage) as Row[]).map((row) => ({
        id: reqNum(row.id),
        model_type: reqStr(row.model_type) as UpcomingProduct["model_type"],
        stage,
        title: reqStr(row.title),
        slug: reqStr(row.slug),
        short_synopsis: str(row.short_synopsis),
        poster_picture: reqStr(row.poster_picture),
        cover_picture: reqStr(row.cover_picture),
        expected_date: str(row.expected_date),
        director: str(row.director),
      })),
  };
}
export type CatalogueExtrasRepository = ReturnType<typeof catalogueExtrasRepository>;
