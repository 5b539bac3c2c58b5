/** Where the sample media lives (served under /media from server/media). */

/**
 * The sample film on disk: `film/master.m3u8` and one folder per rendition (240p, 360p, 720p).
 * Every film, episode and related item plays it; it is never served at its own path
 * (/media/film/… is 403), only as their media: open for what a guest may play, signed for the
 * others (routes/media.ts).
 */
export const FILM_DIR = "film";
export const FILM_MASTER = "master.m3u8";
/** The HLS master of a free film: open to anyone while the film is free and published. */
export const openFilmHls = (movieId: number) => `/media/films/${movieId}/${FILM_MASTER}`;
/** The HLS master of a film behind a signed grant (`GET /movies/{id}/play`). */
export const signedFilmHls = (token: string, movieId: number) =>
  `/media/s/${token}/films/${movieId}/${FILM_MASTER}`;
/** The HLS master of a related item open to every viewer (interviews, behind the scenes). */
export const openRelatedHls = (relatedId: number) => `/media/related/${relatedId}/${FILM_MASTER}`;
/** The HLS master of a related item behind a signed grant (a chapter of a film not free). */
export const signedRelatedHls = (token: string, relatedId: number) =>
  `/media/s/${token}/related/${relatedId}/${FILM_MASTER}`;
export const TRAILER_HLS = "/media/trailer/index.m3u8";
export const THUMBNAILS_VTT = "/media/thumbnails/film.vtt";
/** Length of the sample film in seconds (scripts/make-media.mjs). */
export const FILM_LENGTH_S = 40;

export const SUBTITLE_LANGUAGES = [
  { language: "es", label: "Español" },
  { language: "fr", label: "Français" },
  { language: "de", label: "Deutsch" },
  { language: "en", label: "English" },
] as const;

export const subtitleUrl = (language: string) => `/media/subtitles/film.${language}.vtt`;

export const ART_KINDS = ["movie", "series", "person", "tag", "misc"] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** Picture variants and their pixel size: generated SVG art, see routes/art.ts. */
export const ART_VARIANTS = {
  cover: [1280, 720],
  poster: [400, 600],
  title: [800, 200],
  info: [800, 300],
  mobile: [600, 800],
  bts: [400, 600],
  banner: [1500, 500],
  "banner-mobile": [600, 600],
  detail: [1280, 720],
  icon: [128, 128],
  photo: [600, 800],
} as const;
export type ArtVariant = keyof typeof ART_VARIANTS;

export const artUrl = (kind: ArtKind, variant: ArtVariant, slug: string) =>
  `/media/art/${kind}/${variant}/${slug}.svg`;
