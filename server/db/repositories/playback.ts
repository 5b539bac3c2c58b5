/**
 * What members watched: visualizations (one per play: the history), the films in progress
 * (continue-watching) and `users.cont_watching_counter`, kept in step in one transaction.
 */
import { isFinished, watchedPercent } from "../../../src/core/resumePosition.ts";
import type { WatchAgainItem } from "../../../src/core/schema/library.ts";
import type { MovieSummary } from "../../../src/core/schema/movie.ts";
import type { ContinueWatchingItem, HistoryItem } from "../../../src/core/schema/playback.ts";
import type { Db } from "../connection.ts";
import { moviesRepository } from "./movies.ts";
import { num, type Row, reqNum } from "./rows.ts";

/** One view stats report of a member about a film or an episode. */
export interface ViewReport {
  readonly userId: number;
  readonly movieId: number;
  /** The play's visualization, or null to start one (also when it is not this user's film). */
  readonly visualizationId: number | null;
  readonly visualizedTime: number;
  readonly currentPosition: number;
  readonly movieDuration: number;
}

export interface ViewReceipt {
  readonly visualization_id: number;
  readonly current_position: number;
  readonly current_percent: number;
}

/** Which continue-watching entry to remove. */
export type ContinueWatchingKey = { movieId: number } | { visualizationId: number };

const round = (n: number) => Math.round(n * 1000) / 1000;

export function playbackRepository(db: Db) {
  const movies = moviesRepository(db);
  const findVisualization = db.prepare(
    "SELECT id FROM visualizations WHERE id = ? AND user_id = ? AND movie_id = ?",
  );
  const insertVisualization = db.prepare(`INSERT INTO visualizations (user_id, movie_id,
    visualized_time, current_position, movie_duration, started_at, updated_at)
    VALUES (@userId, @movieId, @visualizedTime, @currentPosition, @movieDuration, @now, @now)`);
  const updateVisualization = db.prepare(`UPDATE visualizations SET
    visualized_time = MAX(visualized_time, @visualizedTime), current_position = @currentPosition,
    movie_duration = @movieDuration, updated_at = @now WHERE id = @id`);
  const upsertProgress = db.prepare(`INSERT INTO continue_watching (user_id, movie_id,
    visualization_id, current_position, current_percent, updated_at)
    VALUES (@userId, @movieId, @visualizationId, @currentPosition, @percent, @now)
    ON CONFLICT (user_id, movie_id) DO UPDATE SET visualization_id = excluded.visualization_id,
    current_position = excluded.current_position, current_percent = excluded.current_percent,
    updated_at = excluded.updated_at`);
  const removeProgress = db.prepare(
    "DELETE FROM continue_watching WHERE user_id = ? AND movie_id = ?",
  );
  const removeProgressByVisualization = db.prepare(
    "DELETE FROM continue_watching WHERE user_id = ? AND visualization_id = ?",
  );
  const syncCounter = db.prepare(`UPDATE users SET cont_watching_counter =
    (SELECT COUNT(*) FROM continue_watching WHERE user_id = @userId) WHERE id = @userId`);
  const progressOf = db.prepare(
    "SELECT current_position FROM continue_watching WHERE user_id = ? AND movie_id = ?",
  );
  const progressCount = db.prepare("SELECT COUNT(*) AS n FROM continue_watching WHERE user_id = ?");
  const progressPage = db.prepare(`SELECT * FROM continue_watching WHERE user_id = ?
    ORDER BY updated_at DESC, visualization_id DESC LIMIT ? OFFSET ?`);
  /** The latest visualization of each film, optionally the episodes of one series. */
  const latestWhere = `FROM visualizations v JOIN movies m ON m.id = v.movie_id
    WHERE v.user_id = @userId AND (@seriesId IS NULL OR m.series_id = @seriesId)
    AND v.id = (SELECT v2.id FROM visualizations v2 WHERE v2.user_id = v.user_id
      AND v2.movie_id = v.movie_id ORDER BY v2.updated_at DESC, v2.id DESC LIMIT 1)`;
  const historyCount = db.prepare(`SELECT COUNT(*) AS n ${latestWhere}`);
  const historyPage = db.prepare(`SELECT v.*, m.series_id AS series_id ${latestWhere}
    ORDER BY v.updated_at DESC, v.id DESC LIMIT @limit OFFSET @offset`);
  const episodeStatus = db.prepare("SELECT status FROM episodes WHERE movie_id = ?");
  const allVisualizations = db.prepare(`SELECT movie_id, current_position, movie_duration,
    updated_at FROM visualizations WHERE user_id = ? ORDER BY updated_at DESC, id DESC`);
  const watchAgainRemovals = db.prepare(
    "SELECT movie_id, removed_at FROM watch_again_removed WHERE user_id = ?",
  );
  const removeWatchAgain = db.prepare(`INSERT INTO watch_again_removed (user_id, movie_id,
    removed_at) VALUES (?, ?, ?) ON CONFLICT (user_id, movie_id)
    DO UPDATE SET removed_at = excluded.removed_at`);

  /**
   * The watch-again list: each film the member watched to the end (core isFinished), when
   * last finished, newest first; a film taken off stays off until it is finished again.
   */
  const watchAgainEntries = (userId: number): { movieId: number; at: number }[] => {
    const removed = new Map(
      (watchAgainRemovals.all(userId) as Row[]).map((r) => [
        reqNum(r.movie_id),
        reqNum(r.removed_at),
      ]),
    );
    const seen = new Map<number, number>();
    for (const row of allVisualizations.all(userId) as Row[]) {
      const movieId = reqNum(row.movie_id);
      const at = reqNum(row.updated_at);
      if (seen.has(movieId)) continue;
      if (!isFinished(reqNum(row.current_position), reqNum(row.movie_duration))) continue;
      if ((removed.get(movieId) ?? -1) >= at) continue;
      seen.set(movieId, at);
    }
    return [...seen].map(([movieId, at]) => ({ movieId, at }));
  };

  const products = (rows: Row[]): Map<number, MovieSummary> =>
    movies.summariesByIds([...new Set(rows.map((r) => reqNum(r.movie_id)))]);

  const record = db.transaction((report: ViewReport, nowMs: number): ViewReceipt => {
    const values = { ...report, now: nowMs };
    const existing =
      report.visualizationId === null
        ? undefined
        : (findVisualization.get(report.visualizationId, report.userId, report.movieId) as
            | Row
            | undefined);
    let visualizationId: number;
    if (existing) {
      visualizationId = reqNum(existing.id);
      updateVisualization.run({ ...values, id: visualizationId });
    } else {
      visualizationId = Number(insertVisualization.run(values).lastInsertRowid);
    }
    const percent = round(watchedPercent(report.currentPosition, report.movieDuration));
    if (isFinished(report.currentPosition, report.movieDuration)) {
      removeProgress.run(report.userId, report.movieId);
    } else if (report.currentPosition > 0) {
      upsertProgress.run({ ...values, visualizationId, percent });
    }
    syncCounter.run({ userId: report.userId });
    return {
      visualization_id: visualizationId,
      current_position: report.currentPosition,
      current_percent: percent,
    };
  });

  const remove = db.transaction((userId: number, key: ContinueWatchingKey): boolean => {
    const { changes } =
      "movieId" in key
        ? removeProgress.run(userId, key.movieId)
        : removeProgressByVisualization.run(userId, key.visualizationId);
    syncCounter.run({ userId });
    return changes > 0;
  });

  return {
    /** Records a report: the visualization, then the film's progress (finished: removed). */
    record: (report: ViewReport, nowMs: number) => record(report, nowMs),
    /** Removes a film from continue-watching; false when it was not there. */
    removeContinueWatching: (userId: number, key: ContinueWatchingKey) => remove(userId, key),
    /** The saved position of a film in progress, or null. */
    savedPosition: (userId: number, movieId: number): number | null => {
      const row = progressOf.get(userId, movieId) as Row | undefined;
      return row ? num(row.current_position) : null;
    },
    continueWatchingCount: (userId: number) => reqNum((progressCount.get(userId) as Row).n),
    continueWatching: (userId: number, limit: number, offset: number): ContinueWatchingItem[] => {
      const rows = progressPage.all(userId, limit, offset) as Row[];
      const byId = products(rows);
      return rows.flatMap((row) => {
        const product = byId.get(reqNum(row.movie_id));
        return product
          ? [
              {
                movie_id: product.id,
                visualization_id: reqNum(row.visualization_id),
                current_position: reqNum(row.current_position),
                current_percent: reqNum(row.current_percent),
                product,
              },
            ]
          : [];
      });
    },
    historyCount: (userId: number, seriesId: number | null) =>
      reqNum((historyCount.get({ userId, seriesId }) as Row).n),
    history: (
      userId: number,
      seriesId: number | null,
      limit: number,
      offset: number,
    ): HistoryItem[] => {
      const rows = historyPage.all({ userId, seriesId, limit, offset }) as Row[];
      const byId = products(rows);
      return rows.flatMap((row) => {
        const product = byId.get(reqNum(row.movie_id));
        if (!product) return [];
        const position = reqNum(row.current_position);
        const duration = reqNum(row.movie_duration);
        return [
          {
            visualization_id: reqNum(row.id),
            movie_id: product.id,
            series_id: num(row.series_id),
            visualized_time: reqNum(row.visualized_time),
            current_position: position,
            current_percent: round(watchedPercent(position, duration)),
            movie_duration: duration,
            last_seen_at: new Date(reqNum(row.updated_at)).toISOString(),
            product,
          },
        ];
      });
    },
    watchAgainCount: (userId: number) => watchAgainEntries(userId).length,
    watchAgain: (userId: number, limit: number, offset: number): WatchAgainItem[] => {
      const entries = watchAgainEntries(userId).slice(offset, offset + limit);
      const byId = movies.summariesByIds(entries.map((e) => e.movieId));
      return entries.flatMap(({ movieId, at }) => {
        const product = byId.get(movieId);
        return product
          ? [{ movie_id: movieId, last_seen_at: new Date(at).toISOString(), product }]
          : [];
      });
    },
    /** Takes a film off the watch-again list; false when it was not on it. */
    removeWatchAgain: (userId: number, movieId: number, nowMs: number): boolean => {
      if (!watchAgainEntries(userId).some((e) => e.movieId === movieId)) return false;
      removeWatchAgain.run(userId, movieId, nowMs);
      return true;
    },
    /** An episode's status in its series ("Published", "Upcoming Release"), null for films. */
    episodeStatus: (movieId: number): string | null => {
      const row = episodeStatus.get(movieId) as Row | undefined;
      return row && typeof row.status === "string" ? row.status : null;
    },
  };
}
export type PlaybackRepository = ReturnType<typeof playbackRepository>;
