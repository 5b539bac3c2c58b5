/**
 * A film's own short clips on its watch page: the trailer (`watch/trailer/{id}`) and behind
 * the scenes (`watch/bhs/{id}`). Both are open to every viewer (core `isOpenKind`) and play
 * the film's own path, so they need no play call.
 */
import type { Movie } from "../../core/schema/index.ts";
import type { PlayGrant } from "../../machines/playGate.machine.ts";

export type FilmClip = "trailer" | "bhs";

const CLIP_NAMES: Readonly<Record<FilmClip, string>> = {
  trailer: "trailer",
  bhs: "behind the scenes",
};

/** The watch page's heading: the film's title, and which clip. */
export const clipHeading = (movie: Movie, clip: FilmClip | null): string =>
  clip === null ? movie.title : `${movie.title}: ${CLIP_NAMES[clip]}`;

/** The open grant of a film's clip, or null when the film has no such clip. */
export const filmClipGrant = (movie: Movie, clip: FilmClip): PlayGrant | null => {
  const path = clip === "trailer" ? movie.trailer_path : movie.behind_scenes_path;
  return path === null
    ? null
    : {
        movie_id: movie.id,
        series_id: movie.series_id,
        title: `${movie.title} (${CLIP_NAMES[clip]})`,
        streaming_links: { ahls: path, dash: null, rtmp: null },
        subtitles: [],
        thumbnails_url: null,
        scene_markers: [],
        duration: 0,
        resume_position: 0,
        expires_at: 0,
      };
};

/** Whether a film's watch page has something to play: the full film, or a clip it has. */
export const filmPagePlays = (
  mediaKind: string,
  clip: FilmClip | null,
  clipGrant: PlayGrant | null,
): boolean => (clip === null ? mediaKind === "movie" : clipGrant !== null);
