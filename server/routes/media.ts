/**
 * The films' media, guarded (issue 7): a film's HLS is served only as
 * - `/media/s/{token}/films/{id}/…`: a grant signed by `GET /movies/{id}/play` for that film,
 *   not expired (else 403);
 * - `/media/films/{id}/…`: open while the film is free and published (else 404).
 * Related content (issue 11) likewise: `/media/s/{token}/related/{id}/…` signed by
 * `GET /related-content/{id}/play`, `/media/related/{id}/…` open while a guest may play it.
 * The sample film's own folder, `/media/film/…`, answers 403. Mounted before the static routes,
 * which serve the rest of /media (trailers, subtitles, thumbnails, art) openly.
 */
import { posix } from "node:path";
import { gzipSync } from "node:zlib";
import { type Context, Hono } from "hono";
import { type Playable, playDecision } from "../../src/core/playGate.ts";
import { isRelatedOnSite, relatedPlayable } from "../../src/core/relatedContent.ts";
import type { Movie } from "../../src/core/schema/movie.ts";
import type { RelatedContent } from "../../src/core/schema/relatedContent.ts";
import type { AppEnv, Deps } from "../context.ts";
import { playbackRepository } from "../db/repositories/playback.ts";
import { relatedContentRepository } from "../db/repositories/relatedContent.ts";
import { filmLengthS, filmPlaylist, runFiles } from "../filmPlaylist.ts";
import { acceptsGzip } from "../http/compressAnswers.ts";
import { readStaticFile } from "../http/files.ts";
import { type OneScreen, servesScreen } from "../http/oneScreen.ts";
import type { GrantSigner } from "../http/signedMedia.ts";
import { FILM_DIR, FILM_LENGTH_S } from "../mediaPaths.ts";

/** The facts gating looks at, for a film or an episode (an episode's own status counts too). */
export const playableOf = (movie: Movie, episodeStatus: string | null): Playable => ({
  status: episodeStatus === "Upcoming Release" ? episodeStatus : movie.status,
  user_level: movie.user_level,
  is_free: movie.is_free,
  kind: movie.series_id === null ? "movie" : "episode",
});

/** A related item on this site, the film that owns it (null for a series') and its gating. */
export interface PlayableRelated {
  readonly item: RelatedContent;
  readonly film: Movie | null;
  readonly playable: Playable;
}

/** Looks a related item up for playing: null when unknown, off this site or its owner gone. */
export function playableRelated(deps: Deps) {
  const related = relatedContentRepository(deps.db);
  const playback = playbackRepository(deps.db);
  const { movies, series } = deps.repos;
  return (id: number): PlayableRelated | null => {
    const item = related.byId(id);
    if (!item || !isRelatedOnSite(item)) return null;
    if (item.model_type === "Series") {
      if (!series.byId(item.model_id)) return null;
      return { item, film: null, playable: relatedPlayable(item.type, null) };
    }
    const film = movies.byId(item.model_id);
    if (!film) return null;
    const owner = playableOf(film, playback.episodeStatus(film.id));
    return { item, film, playable: relatedPlayable(item.type, owner) };
  };
}

const FILM_ID = "{[0-9]{1,15}}";
const forbidden = (c: Context) => c.text("Forbidden", 403, { "Cache-Control": "no-store" });
const notFound = (c: Context) => c.text("Not found", 404);

/** Whether a /media path, decoded as often as a server might and normalised, is in film/. */
export function isFilmFolder(path: string): boolean {
  let decoded = path;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      break;
    }
    if (next === decoded) break;
    decoded = next;
  }
  const normalised = posix.normalize(decoded.replace(/\\/g, "/")).toLowerCase();
  const folder = `/media/${FILM_DIR}`;
  return normalised === folder || normalised.startsWith(`${folder}/`);
}

/** A rendition's playlist under a film's media path (`240p/index.m3u8`). */
const RENDITION_PLAYLIST = /^[^/]+\/index\.m3u8$/;
/** A run of the sample's files under a film's media path (`240p/segment-002-006.mpegts`). */
const RUN_OF_FILES = /^([^/]+)\/([^/]+)$/;

/**
 * A film's rendition playlists, plain and gzip, by rendition and length: the same few texts
 * are asked for on every play (the sample's renditions times the catalogue's lengths).
 */
const playlists = new Map<
  string,
  { readonly plain: Uint8Array<ArrayBuffer>; readonly gzip: Uint8Array<ArrayBuffer> }
>();
const PLAYLISTS_KEPT = 512;

function playlistOf(sample: Buffer, rest: string, lengthS: number) {
  const key = `${rest}\n${lengthS}`;
  const known = playlists.get(key);
  if (known) return known;
  const plain = new TextEncoder().encode(filmPlaylist(new TextDecoder().decode(sample), lengthS));
  const made = { plain, gzip: new Uint8Array(gzipSync(plain, { level: 9 })) };
  if (playlists.size >= PLAYLISTS_KEPT) playlists.clear();
  playlists.set(key, made);
  return made;
}

/** A run's files (`segment-002-006.mpegts`) read and joined, or null when one is missing. */
async function joinedRun(mediaDir: string, rest: string) {
  const match = RUN_OF_FILES.exec(rest);
  const files = match ? runFiles(match[2] ?? "") : null;
  if (!match || !files) return null;
  const parts = await Promise.all(
    files.map((file) => readStaticFile(mediaDir, `/${FILM_DIR}/${match[1]}/${file}`)),
  );
  if (parts.some((part) => part === null)) return null;
  const bodies = parts.map((part) => part!.body);
  return { body: new Uint8Array(Buffer.concat(bodies)), type: parts[0]!.type };
}

/**
 * The file of the sample film under a film's media path, with its cache policy; a rendition's
 * playlist is as long as the film (`lengthS`, see filmPlaylist.ts), gzip when the player
 * accepts it (a film's is about 30 KB of text, 1 KB compressed); a run of the sample's files
 * (named by the film's playlist) is those files joined.
 */
async function sendFilmFile(
  c: Context,
  mediaDir: string,
  rest: string,
  cacheControl: string,
  lengthS: number = FILM_LENGTH_S,
) {
  if (rest === "") return null;
  const file = await readStaticFile(mediaDir, `/${FILM_DIR}/${rest}`);
  if (!file) {
    const run = await joinedRun(mediaDir, rest);
    if (!run) return null;
    return c.body(run.body, 200, { "Content-Type": run.type, "Cache-Control": cacheControl });
  }
  if (RENDITION_PLAYLIST.test(rest)) {
    const playlist = playlistOf(file.body, rest, lengthS);
    const headers = {
      "Content-Type": file.type,
      "Cache-Control": cacheControl,
      Vary: "Accept-Encoding",
    };
    if (c.req.method !== "HEAD" && acceptsGzip(c.req.header("Accept-Encoding"))) {
      return c.body(playlist.gzip, 200, { ...headers, "Content-Encoding": "gzip" });
    }
    return c.body(playlist.plain, 200, headers);
  }
  return c.body(new Uint8Array(file.body), 200, {
    "Content-Type": file.type,
    "Cache-Control": cacheControl,
  });
}

/** The part of the path after `/{id}/`, still URL-encoded (readStaticFile decodes it once). */
const restAfter = (path: string, marker: string) => {
  const at = path.indexOf(marker);
  return at < 0 ? "" : path.slice(at + marker.length);
};

export function mediaRoutes(deps: Deps, signer: GrantSigner, oneScreen: OneScreen) {
  const { config, repos } = deps;
  const playback = playbackRepository(deps.db);
  const relatedToPlay = playableRelated(deps);
  const app = new Hono<AppEnv>();

  // Ahead of every /media route (the static ones too): the sample film's own folder is closed,
  // however its path is spelled.
  app.use("/media/*", async (c, next) => {
    if (isFilmFolder(c.req.path)) return forbidden(c);
    await next();
  });

  app.get(`/media/s/:token/films/:id${FILM_ID}/*`, async (c) => {
    const { token, id } = c.req.param();
    const now = config.now();
    const grant = signer.verify(token, "media", now);
    if (!grant || grant.movieId !== Number(id)) return forbidden(c);
    // One screen at a time, even for a screen that blocks presence (issue 23).
    if (grant.userId !== null && !servesScreen(deps, oneScreen, c, grant.userId)) {
      return forbidden(c);
    }
    const ttl = Math.max(0, Math.floor(grant.expiresAt - now / 1000));
    const rest = restAfter(c.req.path, `/films/${id}/`);
    const lengthS = filmLengthS(repos.movies.byId(Number(id))?.length ?? null);
    const res = await sendFilmFile(c, config.mediaDir, rest, `private, max-age=${ttl}`, lengthS);
    return res ?? notFound(c);
  });

  app.get(`/media/films/:id${FILM_ID}/*`, async (c) => {
    const id = Number(c.req.param("id"));
    const movie = repos.movies.byId(id);
    if (!movie) return notFound(c);
    // Open only to what a guest may play: a free film or episode, published.
    if (playDecision(playableOf(movie, playback.episodeStatus(id)), "Guest") !== "allowed") {
      return notFound(c);
    }
    const rest = restAfter(c.req.path, `/films/${id}/`);
    const lengthS = filmLengthS(movie.length);
    const res = await sendFilmFile(c, config.mediaDir, rest, "public, max-age=300", lengthS);
    return res ?? notFound(c);
  });

  app.get(`/media/s/:token/related/:id${FILM_ID}/*`, async (c) => {
    const { token, id } = c.req.param();
    const now = config.now();
    const grant = signer.verify(token, "related", now);
    if (!grant || grant.movieId !== Number(id)) return forbidden(c);
    const ttl = Math.max(0, Math.floor(grant.expiresAt - now / 1000));
    const rest = restAfter(c.req.path, `/related/${id}/`);
    const res = await sendFilmFile(c, config.mediaDir, rest, `private, max-age=${ttl}`);
    return res ?? notFound(c);
  });

  app.get(`/media/related/:id${FILM_ID}/*`, async (c) => {
    const id = Number(c.req.param("id"));
    const found = relatedToPlay(id);
    // Open only to what a guest may play: interviews, behind the scenes, free chapters.
    if (!found || playDecision(found.playable, "Guest") !== "allowed") return notFound(c);
    const rest = restAfter(c.req.path, `/related/${id}/`);
    const res = await sendFilmFile(c, config.mediaDir, rest, "public, max-age=300");
    return res ?? notFound(c);
  });

  return app;
}
