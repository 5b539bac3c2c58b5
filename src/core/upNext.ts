/**
 * What the player offers when a film is about to end (spec 001 §9's about-to-end, issue 25's
 * Up next): the series' next episode that is out, in watching order, else the film's first
 * similar film, else nothing.
 */

import type { Episode, MovieSummary } from "./schema/index.ts";
import { byWatchingOrder, isUpcoming } from "./seasons.ts";

export interface UpNextChoice {
  readonly movie: MovieSummary;
  readonly kind: "episode" | "film";
}

export const upNextChoice = (
  movieId: number,
  episodes: readonly Episode[] | null,
  similar: readonly MovieSummary[],
): UpNextChoice | null => {
  if (episodes !== null) {
    const ordered = [...episodes].sort(byWatchingOrder);
    const at = ordered.findIndex((episode) => episode.movie.id === movieId);
    const next = at === -1 ? undefined : ordered.slice(at + 1).find((e) => !isUpcoming(e));
    if (next) return { movie: next.movie, kind: "episode" };
  }
  const film = similar[0];
  return film ? { movie: film, kind: "film" } : null;
};
