/**
 * Live TV (spec 001 §7 `/live-tv/categories`, `/live-tv/next-movies`) and its channel: an HLS
 * live stream at /media/live/index.m3u8 looping the sample film's 240p and 360p segments.
 * Each rendition's playlist is a sliding window whose `#EXT-X-MEDIA-SEQUENCE` advances with
 * the server's clock (one 2 s segment every 2 s) and never ends (no `#EXT-X-ENDLIST`); a
 * `#EXT-X-DISCONTINUITY` marks each loop, counted by `#EXT-X-DISCONTINUITY-SEQUENCE`.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Schema } from "effect";
import { type Context, Hono } from "hono";
import { LiveTvCategoryList, LiveTvSchedule } from "../../src/core/schema/liveTv.ts";
import type { AppEnv, Deps } from "../context.ts";
import { liveTvRepository } from "../db/repositories/liveTv.ts";
import { readQuery } from "../http/body.ts";
import { fieldError } from "../http/errors.ts";
import { IntInput } from "../http/fields.ts";
import { readStaticFile } from "../http/files.ts";
import { decodeInput } from "../http/validate.ts";
import { FILM_DIR, FILM_MASTER } from "../mediaPaths.ts";

export const LIVE_PLAYLIST = "/media/live/index.m3u8";
/** The renditions the channel carries (the sample film's two smallest). */
export const LIVE_RENDITIONS = ["240p", "360p"] as const;
/** Length of each sample segment, and how many segments the film has. */
export const LIVE_SEGMENT_S = 2;
export const LIVE_LOOP_SEGMENTS = 20;
/** Segments in a playlist: 12 s, over three target durations as HLS asks of live streams. */
export const LIVE_WINDOW_SEGMENTS = 6;
/** Sequence 0 started then; the stream has been "on air" since. */
const LIVE_EPOCH_MS = Date.UTC(2024, 0, 1);
/** Films listed by `/live-tv/next-movies`. */
const NEXT_MOVIES_COUNT = 10;

const encodeCategories = Schema.encodeSync(LiveTvCategoryList);
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
  "Cache-Control": `public, max-age=${LIVE_SEGMENT_S - 1}`,
};

/** The API calls of live TV. */
export function liveTvRoutes(deps: Deps) {
  const live = liveTvRepository(deps.db, LIVE_PLAYLIST);
  const app = new Hono<AppEnv>();
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

/** The channel's media under /media/live (mounted before the static /media routes). */
export function liveMediaRoutes(deps: Deps) {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  const notFound = (c: Context) => c.text("Not found", 404);

  let master: string | null = null;
  app.get(LIVE_PLAYLIST, async (c) => {
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

  app.get("/media/live/:rendition/index.m3u8", (c) => {
    if (!isRendition(c.req.param("rendition"))) return notFound(c);
    return c.body(livePlaylist(config.now()), 200, PLAYLIST_HEADERS);
  });

  app.get("/media/live/:rendition/:file", async (c) => {
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
      "Cache-Control": "public, max-age=3600",
    });
  });

  app.all("/media/live/*", (c) => notFound(c));
  return app;
}
