/**
 * Playback calls (spec 001 §7): `GET /movies/{id}/play`, `POST /stats`,
 * `GET /me/continue-watching`, `GET /me/history-movies`, `DELETE /me/visualization`, the
 * watch-again list `GET /me/seen` and its deletion `DELETE /me/seen` (decision 0063); and
 * `GET /related-content/{id}/play`, ours: the play data of an interview, behind the scenes,
 * chapter or extra (the spec gives related content a `video_path` but no play call; a chapter
 * of a film that is not free needs a signed stream, as the film does).
 */

import { Schema, SchemaTransformation } from "effect";
import { type Context, Hono } from "hono";
import { LIST_PAGE_SIZE, WATCH_AGAIN_PAGE_SIZE } from "../../src/core/constants.ts";
import { access } from "../../src/core/messages.ts";
import { needsSignedMedia, playDecision } from "../../src/core/playGate.ts";
import { resumePosition } from "../../src/core/resumePosition.ts";
import { WatchAgainPage } from "../../src/core/schema/library.ts";
import {
  ContinueWatchingPage,
  HistoryPage,
  PlayResponse,
  VideoKind,
  ViewStatsReceipt,
} from "../../src/core/schema/playback.ts";
import { deriveUserType } from "../../src/core/userType.ts";
import type { AppEnv, Deps } from "../context.ts";
import { playbackRepository } from "../db/repositories/playback.ts";
import { filmLengthS } from "../filmPlaylist.ts";
import { type RequestViewer, requireToken, viewerOfRequest } from "../http/auth.ts";
import { readBody, readQuery } from "../http/body.ts";
import { badRequest, fieldError, HttpError, notFound, unauthorized } from "../http/errors.ts";
import { IntInput } from "../http/fields.ts";
import { PageFields, paginate } from "../http/pagination.ts";
import { type GrantSigner, MEDIA_GRANT_TTL_S } from "../http/signedMedia.ts";
import { decodeInput } from "../http/validate.ts";
import {
  FILM_LENGTH_S,
  openFilmHls,
  openRelatedHls,
  signedFilmHls,
  signedRelatedHls,
} from "../mediaPaths.ts";
import { playableOf, playableRelated } from "./media.ts";
import { ID, idParam } from "./params.ts";

const encodePlay = Schema.encodeSync(PlayResponse);
const encodeReceipt = Schema.encodeSync(ViewStatsReceipt);
const encodeContinueWatching = Schema.encodeSync(ContinueWatchingPage);
const encodeHistory = Schema.encodeSync(HistoryPage);
const encodeWatchAgain = Schema.encodeSync(WatchAgainPage);

/** A day: no position, duration or watched time of a film is longer. */
const MAX_SECONDS = 86_400;

/** Seconds from JSON (number) or a form (decimal text), 0 to a day. */
const SecondsInput = Schema.Union([
  Schema.Number,
  Schema.String.check(
    Schema.isMaxLength(24, { message: "Must be a number" }),
    Schema.isPattern(/^\s*\d+(\.\d+)?\s*$/, { message: "Must be a number" }),
  ).pipe(
    Schema.decodeTo(
      Schema.Number,
      SchemaTransformation.transform<number, string>({
        decode: (s) => Number.parseFloat(s),
        encode: (n) => String(n),
      }),
    ),
  ),
]).check(
  Schema.isBetween(
    { minimum: 0, maximum: MAX_SECONDS },
    { message: `Must be between 0 and ${MAX_SECONDS}` },
  ),
);

const IdInput = IntInput.check(
  Schema.isBetween({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }, { message: "Invalid id" }),
);
/** An optional id: absent, null or blank (a form's empty field) means none. */
const OptionalId = Schema.optional(Schema.Union([Schema.Null, Schema.Literal(""), IdInput]));

/** `POST /stats` as received: the view stats payload, form-encoded or JSON, and a ticket. */
const ViewStatsInput = Schema.Struct({
  movie_id: IdInput,
  static_id: OptionalId,
  type: VideoKind,
  series_id: OptionalId,
  visualization_id: OptionalId,
  visualized_time: SecondsInput,
  movie_duration: SecondsInput,
  current_position: SecondsInput,
  debug_url: Schema.optional(
    Schema.NullOr(Schema.String.check(Schema.isMaxLength(2048, { message: "Too long" }))),
  ),
  ticket: Schema.optional(Schema.String.check(Schema.isMaxLength(512, { message: "Too long" }))),
});

const ContinueWatchingQuery = Schema.Struct(PageFields);
const HistoryQuery = Schema.Struct({ ...PageFields, series_id: OptionalId });
const VisualizationKey = Schema.Struct({ movie_id: OptionalId, visualization_id: OptionalId });
const WatchAgainQuery = Schema.Struct(PageFields);
const WatchAgainKey = Schema.Struct({ movie_id: IdInput });

const idOrNull = (value: number | "" | null | undefined) =>
  typeof value === "number" ? value : null;

/** Kinds recorded as watched: full films and episodes. */
const RECORDED_KINDS: ReadonlySet<string> = new Set(["movie", "episode"]);

type Viewer = RequestViewer;

export function playbackRoutes(deps: Deps, signer: GrantSigner) {
  const { config, repos } = deps;
  const playback = playbackRepository(deps.db);
  const relatedToPlay = playableRelated(deps);
  const app = new Hono<AppEnv>();
  app.use("/me/continue-watching", requireToken(deps, "user"));
  app.use("/me/history-movies", requireToken(deps, "user"));
  app.use("/me/visualization", requireToken(deps, "user"));
  app.use("/me/seen", requireToken(deps, "user"));

  const viewerOf = (c: Context): Viewer => viewerOfRequest(deps, c);

  const userIdOf = (c: Context<AppEnv>) => {
    const { userId } = c.get("owner");
    if (userId === null) throw unauthorized();
    return userId;
  };

  /** A film or episode and the gating decision for a viewer (404 when unknown). */
  const gate = (movieId: number, viewer: Viewer) => {
    const movie = repos.movies.byId(movieId);
    if (!movie) throw notFound();
    const playable = playableOf(movie, playback.episodeStatus(movieId));
    return { movie, playable, decision: playDecision(playable, viewer.userType) };
  };

  const refuse = (decision: "blocked-unpublished" | "needs-login" | "needs-premium") => {
    switch (decision) {
      case "needs-login":
        return new HttpError(401, access.needLogin);
      case "needs-premium":
        return new HttpError(402, access.needPremium);
      case "blocked-unpublished":
        return new HttpError(403, "This film cannot be played");
    }
  };

  app.get(`/movies/:id${ID}/play`, (c) => {
    const viewer = viewerOf(c);
    const { movie, playable, decision } = gate(idParam(c.req.param("id")), viewer);
    if (decision !== "allowed") throw refuse(decision);
    const expiresAt = Math.floor(config.now() / 1000) + MEDIA_GRANT_TTL_S;
    const grant = { movieId: movie.id, userId: viewer.userId, expiresAt };
    const ahls = needsSignedMedia(playable)
      ? signedFilmHls(signer.sign({ ...grant, purpose: "media" }), movie.id)
      : openFilmHls(movie.id);
    const saved = viewer.userId === null ? null : playback.savedPosition(viewer.userId, movie.id);
    c.header("Cache-Control", "no-store");
    return c.json(
      encodePlay({
        data: {
          movie_id: movie.id,
          series_id: movie.series_id,
          title: movie.title,
          streaming_links: { ahls, dash: null, rtmp: null },
          subtitles: movie.subtitles,
          thumbnails_url: movie.thumbnails_url,
          scene_markers: movie.scene_markers,
          // As long as the film says: its media plays that long (filmPlaylist.ts).
          duration: filmLengthS(movie.length),
          resume_position: resumePosition(saved, filmLengthS(movie.length)),
          stats_ticket: viewer.userId === null ? null : signer.sign({ ...grant, purpose: "stats" }),
          expires_at: expiresAt,
        },
      }),
    );
  });

  app.get(`/related-content/:id${ID}/play`, (c) => {
    const viewer = viewerOf(c);
    const found = relatedToPlay(idParam(c.req.param("id")));
    if (!found) throw notFound();
    const { item, film, playable } = found;
    const decision = playDecision(playable, viewer.userType);
    if (decision !== "allowed") throw refuse(decision);
    const expiresAt = Math.floor(config.now() / 1000) + MEDIA_GRANT_TTL_S;
    const ahls = needsSignedMedia(playable)
      ? signedRelatedHls(
          signer.sign({ purpose: "related", movieId: item.id, userId: viewer.userId, expiresAt }),
          item.id,
        )
      : openRelatedHls(item.id);
    c.header("Cache-Control", "no-store");
    return c.json(
      encodePlay({
        data: {
          // The item's own id: its view stats carry it as `static_id` too.
          movie_id: item.id,
          series_id: film === null ? item.model_id : film.series_id,
          title: item.title,
          streaming_links: { ahls, dash: null, rtmp: null },
          subtitles: [],
          thumbnails_url: null,
          scene_markers: [],
          duration: FILM_LENGTH_S,
          resume_position: 0,
          stats_ticket: null,
          expires_at: expiresAt,
        },
      }),
    );
  });

  app.post("/stats", async (c) => {
    const input = decodeInput(ViewStatsInput, await readStatsBody(c));
    let viewer: Viewer;
    if (input.ticket !== undefined && c.req.header("authorization") === undefined) {
      // A beacon: the play's stats ticket stands for the Authorization header.
      const grant = signer.verify(input.ticket, "stats", config.now());
      if (!grant || grant.userId === null) throw unauthorized("Invalid or expired stats ticket");
      if (grant.movieId !== input.movie_id) {
        throw fieldError("movie_id", "The ticket is for another film");
      }
      const user = repos.users.find(grant.userId);
      if (!user) throw unauthorized("Invalid or expired stats ticket");
      viewer = { userId: user.id, userType: deriveUserType(user) };
    } else {
      viewer = viewerOf(c);
    }
    if (viewer.userId === null || !RECORDED_KINDS.has(input.type)) return c.body(null, 204);
    const movie = repos.movies.byId(input.movie_id);
    if (!movie) throw fieldError("movie_id", "Unknown film");
    const { decision } = gate(movie.id, viewer);
    if (decision !== "allowed") throw refuse(decision);
    const receipt = playback.record(
      {
        userId: viewer.userId,
        movieId: movie.id,
        visualizationId: idOrNull(input.visualization_id),
        visualizedTime: input.visualized_time,
        currentPosition: input.current_position,
        movieDuration: input.movie_duration,
      },
      config.now(),
    );
    return c.json(encodeReceipt({ data: receipt }));
  });

  app.get("/me/continue-watching", (c) => {
    const userId = userIdOf(c);
    const q = decodeInput(ContinueWatchingQuery, readQuery(c));
    const { limit, offset, meta } = paginate(
      playback.continueWatchingCount(userId),
      q.page,
      q.perPage ?? LIST_PAGE_SIZE,
    );
    return c.json(
      encodeContinueWatching({ data: playback.continueWatching(userId, limit, offset), meta }),
    );
  });

  app.get("/me/history-movies", (c) => {
    const userId = userIdOf(c);
    const q = decodeInput(HistoryQuery, readQuery(c));
    const seriesId = idOrNull(q.series_id);
    const { limit, offset, meta } = paginate(
      playback.historyCount(userId, seriesId),
      q.page,
      q.perPage ?? LIST_PAGE_SIZE,
    );
    return c.json(encodeHistory({ data: playback.history(userId, seriesId, limit, offset), meta }));
  });

  /** The watch-again list: the films watched to the end, 10 a page by default. */
  app.get("/me/seen", (c) => {
    const userId = userIdOf(c);
    const q = decodeInput(WatchAgainQuery, readQuery(c));
    const { limit, offset, meta } = paginate(
      playback.watchAgainCount(userId),
      q.page,
      q.perPage ?? WATCH_AGAIN_PAGE_SIZE,
    );
    return c.json(encodeWatchAgain({ data: playback.watchAgain(userId, limit, offset), meta }));
  });

  /** Takes a film off the watch-again list (`movie_id`); 404 when it is not on it. */
  app.delete("/me/seen", async (c) => {
    const userId = userIdOf(c);
    const key = decodeInput(WatchAgainKey, { ...readQuery(c), ...(await readBody(c)) });
    if (!playback.removeWatchAgain(userId, key.movie_id, config.now())) throw notFound();
    return c.body(null, 204);
  });

  app.delete("/me/visualization", async (c) => {
    const userId = userIdOf(c);
    const key = decodeInput(VisualizationKey, { ...readQuery(c), ...(await readBody(c)) });
    const movieId = idOrNull(key.movie_id);
    const visualizationId = idOrNull(key.visualization_id);
    if ((movieId === null) === (visualizationId === null)) {
      throw fieldError("movie_id", "Give either movie_id or visualization_id");
    }
    const removed = playback.removeContinueWatching(
      userId,
      movieId !== null ? { movieId } : { visualizationId: visualizationId ?? 0 },
    );
    if (!removed) throw notFound();
    return c.body(null, 204);
  });

  return app;
}

/**
 * The body of `POST /stats`. Besides what readBody takes (JSON, forms), a beacon may send JSON
 * as text/plain (`navigator.sendBeacon(url, JSON.stringify(payload))`).
 */
async function readStatsBody(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type === "text/plain") {
    const text = await c.req.text();
    if (/^\s*\{/.test(text)) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
          return parsed as Record<string, unknown>;
        }
      } catch {
        throw badRequest("Malformed JSON body");
      }
      throw badRequest("The JSON body must be an object");
    }
  }
  return readBody(c);
}
