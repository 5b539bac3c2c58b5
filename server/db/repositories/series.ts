import type { PersonSummary } from "../../../src/core/schema/person.ts";
import type { Episode, Series, SeriesSummary } from "../../../src/core/schema/series.ts";
import type { TagSummary } from "../../../src/core/schema/tag.ts";
import type { Db } from "../connection.ts";
import { moviesRepository } from "./movies.ts";
import { peopleRepository } from "./people.ts";
import { bool, type Row, reqNum, reqStr, str } from "./rows.ts";

const toSummary = (row: Row): SeriesSummary => ({
  model_type: "Series",
  id: reqNum(row.id),
  title: reqStr(row.title),
  slug: reqStr(row.slug),
  release_date: str(row.release_date),
  is_original: bool(row.is_original),
  short_synopsis: str(row.short_synopsis),
  pictures: {
    cover: str(row.pic_cover),
    poster: str(row.pic_poster),
    cover_title: str(row.pic_cover_title),
    info_title: str(row.pic_info_title),
    banner: str(row.pic_banner),
    banner_mobile: str(row.pic_banner_mobile),
    series_detail: str(row.pic_series_detail),
    mobile_detail: str(row.pic_mobile_detail),
  },
});

export function seriesRepository(db: Db) {
  const movies = moviesRepository(db);
  const people = peopleRepository(db);
  const count = db.prepare("SELECT COUNT(*) AS n FROM series");
  const page = db.prepare("SELECT * FROM series ORDER BY release_date DESC, id LIMIT ? OFFSET ?");
  const byId = db.prepare("SELECT * FROM series WHERE id = ?");
  const existsById = db.prepare("SELECT 1 FROM series WHERE id = ?");
  const bySlug = db.prepare("SELECT * FROM series WHERE slug = ?");
  const tags = db.prepare(
    "SELECT t.id, t.title, t.slug FROM series_tags st JOIN tags t ON t.id = st.tag_id WHERE st.series_id = ? ORDER BY t.sort_order",
  );
  const performers = db.prepare(
    "SELECT person_id FROM series_performers WHERE series_id = ? ORDER BY position",
  );
  const episodes = db.prepare(
    "SELECT * FROM episodes WHERE series_id = ? ORDER BY season, episode",
  );

  const toSeries = (row: Row): Series => {
    const id = reqNum(row.id);
    const episodeRows = episodes.all(id) as Row[];
    const episodeMovies = movies.summariesByIds(episodeRows.map((e) => reqNum(e.movie_id)));
    const performerIds = (performers.all(id) as Row[]).map((r) => reqNum(r.person_id));
    const persons = people.summaries(performerIds);
    return {
      ...toSummary(row),
      outstanding_text: str(row.outstanding_text),
      synopsis: str(row.synopsis),
      tags: tags.all(id) as TagSummary[],
      trailer_path: str(row.trailer_path),
      behind_scenes_path: str(row.behind_scenes_path),
      performers: performerIds.flatMap((pid): PersonSummary[] => {
        const person = persons.get(pid);
        return person ? [person] : [];
      }),
      episodes: episodeRows.flatMap((e): Episode[] => {
        const movie = episodeMovies.get(reqNum(e.movie_id));
        if (!movie) return [];
        const status = e.status === "Upcoming Release" ? "Upcoming Release" : "Published";
        return [{ season: reqNum(e.season), episode: reqNum(e.episode), status, movie }];
      }),
    };
  };

  return {
    count: () => reqNum((count.get() as Row).n),
    page: (limit: number, offset: number) => (page.all(limit, offset) as Row[]).map(toSummary),
    byId: (id: number) => {
      const row = byId.get(id) as Row | undefined;
      return row ? toSeries(row) : null;
    },
    /** Whether the series exists, without building it (its episodes, credits and tags). */
    exists: (id: number) => existsById.get(id) !== undefined,
    bySlug: (slug: string) => {
      const row = bySlug.get(slug) as Row | undefined;
      return row ? toSeries(row) : null;
    },
    titleBySlug: (slug: string) => {
      const row = bySlug.get(slug) as Row | undefined;
      return row ? reqStr(row.title) : null;
    },
  };
}
export type SeriesRepository = ReturnType<typeof seriesRepository>;
