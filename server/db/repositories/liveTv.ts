/** Live TV categories and the schedule of each (migration 9). */
import type { LiveTvCategory, LiveTvSlot } from "../../../src/core/schema/liveTv.ts";
import type { MovieSummary } from "../../../src/core/schema/movie.ts";
import type { Db } from "../connection.ts";
import { moviesRepository } from "./movies.ts";
import { type Row, reqNum, reqStr, str } from "./rows.ts";

/** Minutes a film without a length takes in the schedule. */
const DEFAULT_SLOT_MIN = 90;
/** The schedule is a loop of a category's films that started at this instant. */
const SCHEDULE_EPOCH_MS = Date.UTC(2024, 0, 1);

/**
 * The slots of a looping schedule from the one running at `now`: the films run one after the
 * other for their length (minutes), the list repeating from SCHEDULE_EPOCH_MS.
 */
export function scheduleAt(
  films: readonly MovieSummary[],
  now: number,
  count: number,
): LiveTvSlot[] {
  if (films.length === 0) return [];
  const slotMs = films.map((f) => Math.max(1, f.length ?? DEFAULT_SLOT_MIN) * 60_000);
  const loopMs = slotMs.reduce((a, b) => a + b, 0);
  let at = now - ((((now - SCHEDULE_EPOCH_MS) % loopMs) + loopMs) % loopMs);
  let i = 0;
  while (at + (slotMs[i] ?? 0) <= now) {
    at += slotMs[i] ?? 0;
    i = (i + 1) % films.length;
  }
  const slots: LiveTvSlot[] = [];
  for (let n = 0; n < count; n++) {
    const movie = films[i] as MovieSummary;
    const end = at + (slotMs[i] ?? 0);
    slots.push({
      movie,
      starts_at: new Date(at).toISOString(),
      ends_at: new Date(end).toISOString(),
    });
    at = end;
    i = (i + 1) % films.length;
  }
  return slots;
}

export function liveTvRepository(db: Db, playlistUrl: string) {
  const movies = moviesRepository(db);
  const categories = db.prepare("SELECT * FROM live_tv_categories ORDER BY sort_order, id");
  const hasTag = db.prepare("SELECT 1 FROM tags WHERE id = ?");
  const films = db.prepare(`SELECT m.id FROM movie_tags mt JOIN movies m ON m.id = mt.movie_id
    WHERE mt.tag_id = ? AND m.series_id IS NULL
    AND (m.status IS NULL OR m.status = '' OR LOWER(m.status) = 'published')
    ORDER BY m.id`);
  const allFilms = db.prepare(`SELECT id FROM movies WHERE series_id IS NULL
    AND (status IS NULL OR status = '' OR LOWER(status) = 'published') ORDER BY id LIMIT 50`);
  return {
    categories: (): LiveTvCategory[] =>
      (categories.all() as Row[]).map((row) => ({
        id: reqNum(row.id),
        title: reqStr(row.title),
        slug: reqStr(row.slug),
        tag_id: reqNum(row.tag_id),
        image: str(row.image),
        playlist_url: playlistUrl,
      })),
    tagExists: (tagId: number) => hasTag.get(tagId) !== undefined,
    /** The next `count` slots of a tag's schedule (no tag: the general schedule). */
    nextMovies: (tagId: number | null, now: number, count: number): LiveTvSlot[] => {
      const rows = (tagId === null ? allFilms.all() : films.all(tagId)) as Row[];
      const byId = movies.summariesByIds(rows.map((r) => reqNum(r.id)));
      const list = rows.flatMap((r) => byId.get(reqNum(r.id)) ?? []);
      return scheduleAt(list, now, count);
    },
  };
}
