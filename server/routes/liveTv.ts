/**
 * Live TV (spec 001 §7 `/live-tv/categories`, `/live-tv/next-movies`) and its channel: an HLS
 * live stream at /media/live/index.m3u8 looping the sample film's 240p and 360p segments.
 * Each rendition's playlist is a sliding window whose `#EXT-X-MEDIA-SEQUENCE` advances with
 * the server's clock (one 2 s segment every 2 s) and never ends (no `#EXT-X-ENDLIST`); a
 * `#EXT-X-DISCONTINUITY` marks each loop, counted by `#EXT-X-DISCONTINUITY-SEQUENCE`.
 *
 * The channel is paid media (issue 23): it is served only under a signed, short-lived prefix
 * (`/media/s/{token}/live/...`, the film grants of server/http/signedMedia.ts, purpose
 * `live`), which `GET /live-tv/play` gives to viewers whose membership meets the setting
 * `live-tv-minimum-membership` (core `liveTvAccess`, the rule the client's route runs). The
 * open path `/media/live/...` answers 403.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Schema } from "effect";
import { type Context, Hono } from "hono";
import { liveTvAccess, liveTvMinimumMembership } from "../../src/core/liveTv.ts";
import {
  LiveTvCategoryList,
  LiveTvPlayResponse,
  LiveTvSchedule,
} from "../../src/core/schema/liveTv.ts";
import type { AppEnv, Deps } from "../context.ts";
import { liveTvRepository } from "../db/repositories/liveTv.ts";
import { viewerOfRequest } from "../http/auth.ts";
import { readQuery } from "../http/body.ts";
import { fieldError, HttpError } from "../http/errors.ts";
import { IntInput } from "../http/fields.ts";
import { readStaticFile } from "../http/files.ts";
import { type OneScreen, servesScreen } from "../http/oneScreen.ts";
import { type GrantSigner, MEDIA_GRANT_TTL_S } from "../http/signedMedia.ts";
import { decodeInput } from "../http/validate.ts";
import { FILM_DIR, FILM_MASTER } from "../mediaPaths.ts";

export const LIVE_PLAYLIST = "/media/live/index.m3u8";
/** The renditions the channel carries (the sample film's two smallest). */
export const LIVE_RENDITIONS = ["240p", "360p"] as const;
/**
 * Length of each sample segment, and how many the channel loops (the sample film's). They
 * follow the media (tests/server/liveTv.test.ts reads the film's playlists): a segment missing
 * from the loop is a 404 the player never gets past.
 */
export const LIVE_SEGMENT_S = 2;
export const LIVE_LOOP_SEGMENTS = 20;
/** Segments in a playlist: 12 s, over the three target durations HLS asks of live streams. */
export const LIVE_WINDOW_SEGMENTS = 6;
/** Sequence 0 started then; the stream has been "on air" since. */
const LIVE_EPOCH_MS = Date.UTC(2024, 0, 1);
/** Films listed by `/live-tv/next-movies`. */
const NEXT_MOVIES_COUNT = 10;

const encodeCategories = Schema.encodeSync(LiveTvCategoryList);
const encodePlay = Schema.encodeSync(LiveTvPlayResponse);

/** The channel's master playlist under a grant's signed prefix. */
export const signedLivePlaylist = (token: string) => `/media/s/${token}/live/index.m3u8`;
const encodeSchedule = Schema.encodeSync(LiveTvSchedule);

const NextMoviesQuery = Schema.Struct({ tag_id: Schema.optional(IntInput) });

/** The sequence number of the segment being "recorded" at `now`. */
export const liveSequenceAt = (now: number) =>
  Math.max(0, Math.floor((now - LIVE_EPOCH_MS) / (LIVE_SEGMENT_S * 1000)));

/** The media playlist of one rendition at `now`: the last complete segments. */
export function livePlaylist(now: number): string {
  const last = liveSequenceAt(now) - 1;
  const first = Math.max(0, last - LIVE_WINDOW_SEGMENTS + 1);
  const lines = [
    "#EXTM3U",
    "#EXT-X-VERSION:3",
    `#EXT-X-TARGETDURATION:${LIVE_SEGMENT_S}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / LIVE_LOOP_SEGMENTS)}`,
  ];
  for (let seq = first; seq <= last; seq++) {
    if (seq % LIVE_LOOP_SEGMENTS === 0 && seq !== first) lines.push("#EXT-X-DISCONTINUITY");
    if (seq === first) {
      const at = LIVE_EPOCH_MS + seq * LIVE_SEGMENT_S * 1000;
      lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(at).toISOString()}`);
    }
    lines.push(`#EXTINF:${LIVE_SEGMENT_S.toFixed(6)},`, `segment-${seq}.mpegts`);
  }
  return `${lines.join("\n")}\n`;
}

const PLAYLIST_HEADERS = {
  "Content-Type": "application/vnd.apple.mpegurl",
  // A live playlist changes every segment: never cached longer than one.
  "Cache-Control": `private, max-age=${LIVE_SEGMENT_S - 1}`,
};

/** The API calls of live TV. */
export function liveTvRoutes(deps: Deps, signer: GrantSigner) {
  const live = liveTvRepository(deps.db, LIVE_PLAYLIST);
  const app = new Hono<AppEnv>();
  // The channel's grant: 401 to a guest, 403 to a member below the setting's membership.
  app.get("/live-tv/play", (c) => {
    const viewer = viewerOfRequest(deps, c);
    const minimum = liveTvMinimumMembership(deps.repos.site.settings());
    const access = liveTvAccess(
      {
        isLoggedIn: viewer.userId !== null,
        userType: viewer.userType,
        isSubscribed: viewer.userType !== "Guest" && viewer.userType !== "Registered",
      },
      minimum,
      null,
    );
    if (access.kind === "back" || viewer.userId === null) {
      throw new HttpError(401, "Log in to watch live TV.");
    }
    if (access.kind !== "allow") throw new HttpError(403, "Live TV needs a subscription.");
    const expiresAt = Math.floor(deps.config.now() / 1000) + MEDIA_GRANT_TTL_S;
    const token = signer.sign({ purpose: "live", movieId: 0, userId: viewer.userId, expiresAt });
    c.header("Cache-Control", "no-store");
    return c.json(
      encodePlay({ data: { playlist_url: signedLivePlaylist(token), expires_at: expiresAt } }),
    );
  });
  app.get("/live-tv/categories", (c) => c.json(encodeCategories({ data: live.categories() })));
  app.get("/live-tv/next-movies", (c) => {
    const { tag_id } = decodeInput(NextMoviesQuery, readQuery(c));
    if (tag_id !== undefined && !live.tagExists(tag_id)) {
      throw fieldError("tag_id", "Unknown tag");
    }
    const now = deps.config.now();
    return c.json(
      encodeSchedule({
        data: live.nextMovies(tag_id ?? null, now, NEXT_MOVIES_COUNT),
        server_time: new Date(now).toISOString(),
      }),
    );
  });
  return app;
}

const isRendition = (v: string): v is (typeof LIVE_RENDITIONS)[number] =>
  (LIVE_RENDITIONS as readonly string[]).includes(v);

const LIVE_PREFIX = "/media/s/:token/live";

/**
 * The channel's media under a signed prefix (mounted before the static /media routes); the
 * open /media/live path answers 403.
 */
export function liveMediaRoutes(deps: Deps, signer: GrantSigner, oneScreen: OneScreen) {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  const notFound = (c: Context) => c.text("Not found", 404);
  const forbidden = (c: Context) => c.text("Forbidden", 403, { "Cache-Control": "no-store" });

  app.all("/media/live/*", (c) => forbidden(c));
  app.all("/media/live", (c) => forbidden(c));
  app.use(`${LIVE_PREFIX}/*`, async (c, next) => {
    const grant = signer.verify(c.req.param("token") ?? "", "live", config.now());
    if (!grant) return forbidden(c);
    // One screen at a time, even for a screen that blocks presence (issue 23).
    if (grant.userId !== null && !servesScreen(deps, oneScreen, c, grant.userId)) {
      return forbidden(c);
    }
    await next();
  });

  let master: string | null = null;
  app.get(`${LIVE_PREFIX}/index.m3u8`, async (c) => {
    if (master === null) {
      // The film's master without the renditions the channel does not carry.
      const film = await readFile(join(config.mediaDir, FILM_DIR, FILM_MASTER), "utf8");
      const lines = film.split("\n");
      const kept: string[] = [];
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i] ?? "";
        if (line.startsWith("#EXT-X-STREAM-INF")) {
          const uri = lines[i + 1] ?? "";
          if (LIVE_RENDITIONS.some((r) => uri === `${r}/index.m3u8`)) kept.push(line, uri);
          i += 1;
        } else if (line !== "") kept.push(line);
      }
      master = `${kept.join("\n")}\n`;
    }
    return c.body(master, 200, PLAYLIST_HEADERS);
  });

  app.get(`${LIVE_PREFIX}/:rendition/index.m3u8`, (c) => {
    if (!isRendition(c.req.param("rendition"))) return notFound(c);
    return c.body(livePlaylist(config.now()), 200, PLAYLIST_HEADERS);
  });

  app.get(`${LIVE_PREFIX}/:rendition/:file`, async (c) => {
    const rendition = c.req.param("rendition");
    const seq = /^segment-(\d{1,12})\.mpegts$/.exec(c.req.param("file"))?.[1];
    if (!isRendition(rendition) || seq === undefined) return notFound(c);
    // Segments "recorded" so far only.
    if (Number(seq) >= liveSequenceAt(config.now())) return notFound(c);
    const index = String(Number(seq) % LIVE_LOOP_SEGMENTS).padStart(3, "0");
    const file = await readStaticFile(
      config.mediaDir,
      `/${FILM_DIR}/${rendition}/segment-${index}.mpegts`,
    );
    if (!file) return notFound(c);
    return c.body(new Uint8Array(file.body), 200, {
      "Content-Type": file.type,
      "Cache-Control": "private, max-age=3600",
    });
  });

  app.all(`${LIVE_PREFIX}/*`, (c) => notFound(c));
  return app;
}
