/**
 * What the watch page shows under the video (spec 000 §2 player layout; issue 25): the title,
 * its line of facts and synopsis, and for an episode the season's episodes with the one playing
 * and the next one marked. Props for `WatchDetails`, built from the catalogue's data.
 */

import type { Movie, Series } from "../../core/schema/index.ts";
import { episodesOfSeason, isUpcoming } from "../../core/seasons.ts";
import { watchUrlFor } from "../../core/watchUrl.ts";
import { formatLength } from "../format.ts";
import type { UpNext } from "../player.view.ts";

export interface EpisodeRow {
  readonly id: number;
  readonly number: number;
  readonly title: string;
  readonly url: string;
  readonly picture: string | null;
  /** The episode on screen. */
  readonly current: boolean;
  /** The one that plays next (the Up next card's). */
  readonly next: boolean;
  /** Announced, not out yet: listed, not playable. */
  readonly upcoming: boolean;
  /** "Now playing", "Next episode", "Upcoming Release" and the length, as one line. */
  readonly note: string | null;
}

export interface WatchDetailsProps {
  readonly title: string;
  /** "Season 1 · Episode 2 · 45min", or the film's length. */
  readonly facts: string | null;
  readonly synopsis: string | null;
  /** The series' title for an episode, null for a film. */
  readonly seriesTitle: string | null;
  readonly season: number | null;
  /** The season's episodes, in order; empty for a film. */
  readonly episodes: readonly EpisodeRow[];
}

export const watchDetailsOf = (
  heading: string,
  movie: Movie,
  series: Series | null,
  upNext: UpNext | null,
): WatchDetailsProps => {
  const episode = series?.episodes.find((e) => e.movie.id === movie.id) ?? null;
  const length = formatLength(movie.length);
  const facts =
    episode === null
      ? length
      : [`Season ${episode.season}`, `Episode ${episode.episode}`, length]
          .filter((part) => part !== null)
          .join(" · ");
  const nextUrl = upNext?.kind === "episode" ? upNext.url : null;
  const episodes =
    series === null || episode === null
      ? []
      : episodesOfSeason(series.episodes, episode.season).map((e): EpisodeRow => {
          const url = watchUrlFor(e.movie, "movie");
          const current = e.movie.id === movie.id;
          const next = url === nextUrl;
          const upcoming = isUpcoming(e);
          const tag = current
            ? "Now playing"
            : next
              ? "Next episode"
              : upcoming
                ? "Upcoming Release"
                : null;
          const note = [tag, formatLength(e.movie.length)].filter((part) => part !== null);
          return {
            id: e.movie.id,
            number: e.episode,
            title: e.movie.title,
            url,
            picture: e.movie.cover_picture,
            current,
            next,
            upcoming,
            note: note.length > 0 ? note.join(" · ") : null,
          };
        });
  return {
    title: heading,
    facts,
    synopsis: movie.short_synopsis,
    seriesTitle: series?.title ?? null,
    season: episode?.season ?? null,
    episodes,
  };
};
