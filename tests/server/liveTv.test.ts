/** Live TV on the reference server: categories, the schedule and the looping HLS channel. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/db/demoAccounts.ts";
import {
  LIVE_LOOP_SEGMENTS,
  LIVE_SEGMENT_S,
  LIVE_WINDOW_SEGMENTS,
  livePlaylist,
} from "../../server/routes/liveTv.ts";
import {
  LiveTvCategoryList,
  LiveTvPlayResponse,
  LiveTvSchedule,
} from "../../src/core/schema/liveTv.ts";
import { bearer, decodes, login, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
/** The signed prefix a premium viewer's grant opens: `/media/s/{token}/live`. */
let signed = "";
beforeAll(async () => {
  server = await startTestServer();
  const premium = await login(server, DEMO_ACCOUNTS.premium);
  const res = await server.api("/live-tv/play", { headers: bearer(premium) });
  expect(res.status).toBe(200);
  const { playlist_url } = decodes(LiveTvPlayResponse, await res.json()).data;
  signed = playlist_url.replace(/\/index\.m3u8$/, "");
});
afterAll(() => server.stop());

/** A path of the channel (`/media/live/...`) under the premium viewer's signed prefix. */
const live = (path: string) => path.replace(/^\/media\/live/, signed);

const text = async (path: string) => {
  const res = await fetch(`${server.url}${live(path)}`);
  expect(res.status, path).toBe(200);
  return res.text();
};

const mediaSequence = (playlist: string) =>
  Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1] ?? Number.NaN);
const segmentUris = (playlist: string) =>
  playlist.split("\n").filter((line) => line !== "" && !line.startsWith("#"));

describe("live TV calls", () => {
  it("lists categories, each with a tag and the live playlist", async () => {
    const categories = decodes(
      LiveTvCategoryList,
      await (await server.api("/live-tv/categories")).json(),
    ).data;
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories.map((c) => c.playlist_url))).toEqual(
      new Set(["/media/live/index.m3u8"]),
    );
  });

  it("schedules a tag's films back to back from the slot running now", async () => {
    const res = await server.api("/live-tv/next-movies?tag_id=1");
    const schedule = decodes(LiveTvSchedule, await res.json());
    expect(schedule.server_time).toBe(new Date(server.clock.now).toISOString());
    const [first, ...rest] = schedule.data;
    expect(Date.parse(first!.starts_at)).toBeLessThanOrEqual(server.clock.now);
    expect(Date.parse(first!.ends_at)).toBeGreaterThan(server.clock.now);
    let previous = first!;
    for (const slot of rest) {
      expect(slot.starts_at).toBe(previous.ends_at);
      previous = slot;
    }
    const films = (await (await server.api("/movies?tags[]=drama&perPage=100")).json()) as {
      data: { id: number }[];
    };
    const drama = new Set(films.data.map((m) => m.id));
    expect(schedule.data.every((s) => drama.has(s.movie.id))).toBe(true);
  });

  it("the schedule moves with the clock: an hour later the slot running then", async () => {
    const before = server.clock.now;
    const now = decodes(
      LiveTvSchedule,
      await (await server.api("/live-tv/next-movies?tag_id=1")).json(),
    ).data;
    try {
      server.clock.now = Date.parse(now[1]!.starts_at) + 1000;
      const later = decodes(
        LiveTvSchedule,
        await (await server.api("/live-tv/next-movies?tag_id=1")).json(),
      ).data;
      expect(later[0]).toEqual(now[1]);
    } finally {
      server.clock.now = before;
    }
  });

  it("refuses an unknown or malformed tag with 422", async () => {
    expect((await server.api("/live-tv/next-movies?tag_id=99999")).status).toBe(422);
    expect((await server.api("/live-tv/next-movies?tag_id=x")).status).toBe(422);
  });
});

describe("the live channel", () => {
  it("the master lists the 240p and 360p renditions only", async () => {
    const master = await text("/media/live/index.m3u8");
    expect(segmentUris(master)).toEqual(["240p/index.m3u8", "360p/index.m3u8"]);
  });

  it("a sliding window whose media sequence advances with the server clock, never ending", async () => {
    const before = server.clock.now;
    try {
      const first = await text("/media/live/240p/index.m3u8");
      expect(first).not.toContain("#EXT-X-ENDLIST");
      expect(first).not.toContain("#EXT-X-PLAYLIST-TYPE");
      expect(segmentUris(first)).toHaveLength(LIVE_WINDOW_SEGMENTS);
      server.clock.now += 3 * LIVE_SEGMENT_S * 1000;
      const later = await text("/media/live/240p/index.m3u8");
      expect(mediaSequence(later)).toBe(mediaSequence(first) + 3);
      expect(segmentUris(later).slice(0, 3)).toEqual(segmentUris(first).slice(3));
    } finally {
      server.clock.now = before;
    }
  });

  it("serves each listed segment as the sample film's segment of that loop position", async () => {
    const playlist = await text("/media/live/360p/index.m3u8");
    const uri = segmentUris(playlist)[0]!;
    const seq = Number(/segment-(\d+)/.exec(uri)?.[1]);
    const res = await fetch(`${server.url}${live(`/media/live/360p/${uri}`)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/mp2t");
    const expected = readFileSync(
      join(
        import.meta.dirname,
        "../../server/media/film/360p",
        `segment-${String(seq % LIVE_LOOP_SEGMENTS).padStart(3, "0")}.mpegts`,
      ),
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(expected)).toBe(true);
  });

  it("refuses segments not yet on air, other renditions and other files", async () => {
    const playlist = await text("/media/live/240p/index.m3u8");
    const next = mediaSequence(playlist) + LIVE_WINDOW_SEGMENTS + 1;
    for (const path of [
      `/media/live/240p/segment-${next}.mpegts`,
      "/media/live/720p/index.m3u8",
      "/media/live/720p/segment-1.mpegts",
      "/media/live/240p/../../film/master.m3u8",
      "/media/live/240p/segment-x.mpegts",
    ]) {
      expect((await fetch(`${server.url}${live(path)}`)).status, path).toBeGreaterThanOrEqual(400);
    }
  });
});

describe("live TV media behind signed grants (issue 23)", () => {
  const setMinimum = (value: string) => {
    const db = new Database(server.dbPath);
    try {
      db.prepare("UPDATE settings SET value_json = ? WHERE key = ?").run(
        JSON.stringify(value),
        "live-tv-minimum-membership",
      );
    } finally {
      db.close();
    }
  };

  it("a guest and a registered viewer get 401/403 for live TV playlists and segments", async () => {
    const playlist = await text("/media/live/240p/index.m3u8");
    const segment = segmentUris(playlist)[0]!;
    const open = [
      "/media/live/index.m3u8",
      "/media/live/240p/index.m3u8",
      `/media/live/240p/${segment}`,
      "/media/live/360p/index.m3u8",
    ];
    const registered = await login(server, DEMO_ACCOUNTS.registered);
    for (const headers of [{}, bearer(registered)]) {
      for (const path of open) {
        const res = await fetch(`${server.url}${path}`, { headers });
        expect([401, 403], path).toContain(res.status);
      }
    }
    // The grant itself: 401 to a guest, 403 to a registered viewer (the setting: Subscribed).
    expect((await server.api("/live-tv/play")).status).toBe(401);
    expect((await server.api("/live-tv/play", { headers: bearer(registered) })).status).toBe(403);
  });

  it("a forged, altered or expired grant opens nothing", async () => {
    const token = /\/media\/s\/([^/]+)\/live/.exec(signed)?.[1] ?? "";
    const [payload = "", mac = ""] = token.split(".");
    const forged = Buffer.from(JSON.stringify(["live", 0, 1, 9_999_999_999])).toString("base64url");
    for (const bad of [`${forged}.${mac}`, `${payload}.${"A".repeat(43)}`, "junk"]) {
      const res = await fetch(`${server.url}/media/s/${bad}/live/240p/index.m3u8`);
      expect(res.status, bad).toBe(403);
    }
    const before = server.clock.now;
    try {
      server.clock.now += 4 * 3600 * 1000;
      expect((await fetch(`${server.url}${signed}/240p/index.m3u8`)).status).toBe(403);
    } finally {
      server.clock.now = before;
    }
  });

  it("with the setting at Registered, a registered viewer gets the grant, a guest still not", async () => {
    setMinimum("Registered");
    try {
      const registered = await login(server, DEMO_ACCOUNTS.registered);
      const res = await server.api("/live-tv/play", { headers: bearer(registered) });
      expect(res.status).toBe(200);
      const { playlist_url } = decodes(LiveTvPlayResponse, await res.json()).data;
      expect(playlist_url).toMatch(/^\/media\/s\/[^/]+\/live\/index\.m3u8$/);
      expect((await fetch(`${server.url}${playlist_url}`)).status).toBe(200);
      expect((await server.api("/live-tv/play")).status).toBe(401);
    } finally {
      setMinimum("Subscribed");
    }
  });
});

describe("the live loop follows the film's media", () => {
  it("every looped segment exists in both renditions and lasts what the live playlist says", () => {
    for (const rendition of ["240p", "360p"]) {
      const playlist = readFileSync(
        join(import.meta.dirname, "../../server/media/film", rendition, "index.m3u8"),
        "utf8",
      );
      const durations = [...playlist.matchAll(/#EXTINF:([\d.]+),\s*\n(segment-\d+\.mpegts)/g)].map(
        (m) => [m[2], Number(m[1])] as const,
      );
      for (let i = 0; i < LIVE_LOOP_SEGMENTS; i++) {
        const name = `segment-${String(i).padStart(3, "0")}.mpegts`;
        expect(durations[i], `${rendition} ${name}`).toEqual([name, LIVE_SEGMENT_S]);
        expect(
          existsSync(join(import.meta.dirname, "../../server/media/film", rendition, name)),
        ).toBe(true);
      }
    }
  });

  it("the window spans at least three target durations (HLS's rule for live playlists)", () => {
    const playlist = livePlaylist(Date.UTC(2025, 5, 1));
    const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(playlist)?.[1]);
    const total = [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].reduce(
      (s, m) => s + Number(m[1]),
      0,
    );
    expect(total).toBeGreaterThanOrEqual(3 * target);
  });
});

describe("livePlaylist", () => {
  it("marks each loop with a discontinuity counted by the discontinuity sequence", () => {
    const t0 = Date.UTC(2024, 0, 1);
    for (let step = 0; step < 3 * LIVE_LOOP_SEGMENTS; step++) {
      const playlist = livePlaylist(t0 + step * LIVE_SEGMENT_S * 1000 + 500);
      const lines = playlist.split("\n");
      const firstSeq = mediaSequence(playlist);
      const disc = Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(playlist)?.[1]);
      expect(disc).toBe(Math.floor(firstSeq / LIVE_LOOP_SEGMENTS));
      // Every segment starting a loop (but the first listed) follows a discontinuity tag.
      lines.forEach((line, i) => {
        const seq = /^segment-(\d+)\.mpegts$/.exec(line)?.[1];
        if (seq === undefined) return;
        const loopStart = Number(seq) % LIVE_LOOP_SEGMENTS === 0 && Number(seq) !== firstSeq;
        expect(lines.slice(Math.max(0, i - 3), i).includes("#EXT-X-DISCONTINUITY")).toBe(loopStart);
      });
    }
  });
});
