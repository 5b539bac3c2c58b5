/** Seasons and episodes of a series (spec 000 §3: the selected season defaults to 1). */
import type { Episode } from "./schema/index.ts";

export const DEFAULT_SEASON = 1;

/** The season numbers present, ascending. */
export const seasonsOf = (episodes: readonly Episode[]): readonly number[] =>
  [...new Set(episodes.map((e) => e.season))].sort((a, b) => a - b);

/**
 * The season to show: the requested one when the series has it, else season 1, else the
 * first season there is (DEFAULT_SEASON for a series without episodes).
 */
export const selectedSeason = (
  requested: number | undefined,
  seasons: readonly number[],
): number => {
  if (requested !== undefined && seasons.includes(requested)) return requested;
  if (seasons.length === 0 || seasons.includes(DEFAULT_SEASON)) return DEFAULT_SEASON;
  return seasons[0] ?? DEFAULT_SEASON;
};

/** The episodes of a season, in episode order. */
export const episodesOfSeason = (
  episodes: readonly Episode[],
  season: number,
): readonly Episode[] =>
  episodes.filter((e) => e.season === season).sort((a, b) => a.episode - b.episode);

/** An episode announced but not out yet shows an 'Upcoming Release' badge. */
export const isUpcoming = (episode: Episode): boolean => episode.status === "Upcoming Release";

/** Episodes in the order a viewer watches them: by season, then episode. */
export const byWatchingOrder = (a: Episode, b: Episode): number =>
  a.season - b.season || a.episode - b.episode;

/** Where a series page's Play starts, and whether it resumes an episode in progress. */
export interface SeriesStart {
  readonly episode: Episode;
  readonly resume: boolean;
}

/**
 * A series page's Play (issue 26): the episode the viewer is in the middle of (the first of
 * `inProgress`, the viewer's continue-watching films, most recent first, that belongs to the
 * series and is out), else the first episode out, by season then episode; none when no
 * episode is out.
 */
export const seriesStart = (
  episodes: readonly Episode[],
  inProgress: readonly number[],
): SeriesStart | null => {
  const out = episodes.filter((episode) => !isUpcoming(episode));
  for (const movieId of inProgress) {
    const episode = out.find((candidate) => candidate.movie.id === movieId);
    if (episode) return { episode, resume: true };
  }
  const first = [...out].sort(byWatchingOrder)[0];
  return first ? { episode: first, resume: false } : null;
};
