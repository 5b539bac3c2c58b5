import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantSigner, MEDIA_GRANT_TTL_S } from "../../server/http/signedMedia.ts";
import { FILM_LENGTH_S } from "../../server/mediaPaths.ts";
import { PlayResponse } from "../../src/core/schema/playback.ts";
import { bearer, decodes, login, startTestServer, type TestServer } from "./helpers.ts";

const SECRET = "media-test-secret";
const mediaDir = join(import.meta.dirname, "..", "..", "server", "media");

let server: TestServer;
let db: Database.Database;
let premium: string;
const previousSecret = process.env.CINEMA_MEDIA_SECRET;

beforeAll(async () => {
  process.env.CINEMA_MEDIA_SECRET = SECRET;
  server = await startTestServer();
  db = new Database(server.dbPath, { readonly: true });
  premium = await login(server, "premium@cinema.test");
});
afterAll(async () => {
  db.close();
  await server.stop();
  if (previousSecret === undefined) delete process.env.CINEMA_MEDIA_SECRET;
  else process.env.CINEMA_MEDIA_SECRET = previousSecret;
});

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const idOf = (sql: string) => (db.prepare(sql).get() as { id: number }).id;
const paidFilm = () =>
  idOf(
    "SELECT id FROM movies WHERE user_level = 0 AND is_free = 0 AND status = 'Published' AND series_id IS NULL ORDER BY id LIMIT 1",
  );
const otherPaidFilm = () =>
  idOf(
    "SELECT id FROM movies WHERE user_level = 0 AND is_free = 0 AND status = 'Published' AND series_id IS NULL ORDER BY id LIMIT 1 OFFSET 1",
  );

async function playUrl(movieId: number, token = premium) {
  const res = await server.api(`/movies/${movieId}/play`, { headers: bearer(token) });
  expect(res.status).toBe(200);
  return decodes(PlayResponse, await res.json()).data;
}

/** The URI lines of a playlist, resolved against its own URL. */
const urisOf = (text: string, base: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => new URL(line, base).toString());

const attribute = (line: string, name: string) =>
  new RegExp(`[:,]${name}=("[^"]*"|[^,]*)`).exec(line)?.[1]?.replace(/"/g, "");

const sizeOf = (dir: string): number =>
  readdirSync(dir).reduce((sum, entry) => {
    const path = join(dir, entry);
    return sum + (statSync(path).isDirectory() ? sizeOf(path) : statSync(path).size);
  }, 0);

const playlistSeconds = (text: string) =>
  [...text.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);

describe("the committed sample media", () => {
  const master = readFileSync(join(mediaDir, "film", "master.m3u8"), "utf8");
  const variants = master
    .split("\n")
    .map((line, i, lines) => ({ line, uri: lines[i + 1] ?? "" }))
    .filter(({ line }) => line.startsWith("#EXT-X-STREAM-INF:"));

  it("has a master playlist of 240p, 360p and 720p, lowest first, with ABR attributes", () => {
    expect(variants.map((v) => attribute(v.line, "RESOLUTION"))).toEqual([
      "426x240",
      "640x360",
      "1280x720",
    ]);
    const bandwidths = variants.map((v) => Number(attribute(v.line, "BANDWIDTH")));
    expect(bandwidths.every((b) => b > 0)).toBe(true);
    expect([...bandwidths].sort((a, b) => a - b)).toEqual(bandwidths);
    for (const { line, uri } of variants) {
      // H.264 baseline (42) or main (4d) as the rendition's sequence parameter set says, AAC-LC.
      const segment = readFileSync(
        join(mediaDir, "film", uri.replace("index.m3u8", "segment-000.mpegts")),
      );
      let sps = -1;
      for (let i = 0; i + 6 < segment.length && sps < 0; i++) {
        const nal = segment[i + 3] ?? 0;
        if (
          segment[i] === 0 &&
          segment[i + 1] === 0 &&
          segment[i + 2] === 1 &&
          (nal & 0x1f) === 7
        ) {
          sps = i + 4;
        }
      }
      const avc = segment.subarray(sps, sps + 3).toString("hex");
      expect(avc).toMatch(/^(42|4d)/);
      expect(attribute(line, "CODECS")).toBe(`avc1.${avc},mp4a.40.2`);
      expect(Number(attribute(line, "AVERAGE-BANDWIDTH"))).toBeLessThanOrEqual(
        Number(attribute(line, "BANDWIDTH")),
      );
    }
  });

  it("has renditions of 2 s segments lasting the film's length, every segment on disk", () => {
    for (const { uri } of variants) {
      const dir = join(mediaDir, "film", uri.replace(/\/index\.m3u8$/, ""));
      const text = readFileSync(join(mediaDir, "film", uri), "utf8");
      expect(text).toContain("#EXT-X-TARGETDURATION:2");
      expect(text).toContain("#EXT-X-ENDLIST");
      expect(playlistSeconds(text)).toBeCloseTo(FILM_LENGTH_S, 0);
      for (const segment of text.split("\n").filter((l) => l.endsWith(".mpegts"))) {
        // MPEG-TS: 188-byte packets starting with the sync byte 0x47.
        const bytes = readFileSync(join(dir, segment));
        expect(bytes.length % 188, segment).toBe(0);
        expect(bytes[0], segment).toBe(0x47);
      }
    }
  });

  it("stays small: the film under 2.5 MB in all renditions, the trailer smaller", () => {
    const film = sizeOf(join(mediaDir, "film"));
    const trailer = sizeOf(join(mediaDir, "trailer"));
    expect(film).toBeLessThan(2.5 * 1024 * 1024);
    expect(trailer).toBeLessThan(film / 4);
    const renditions = ["240p", "360p", "720p"].map((r) => sizeOf(join(mediaDir, "film", r)));
    expect([...renditions].sort((a, b) => a - b)).toEqual(renditions);
  });

  it("keeps subtitles in four languages and thumbnails within the film's length", () => {
    const end = (vtt: string) =>
      Math.max(
        ...[...vtt.matchAll(/--> (\d\d):(\d\d):(\d\d)\.(\d{3})/g)].map(
          (m) => Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000,
        ),
      );
    for (const language of ["es", "fr", "de", "en"]) {
      const vtt = readFileSync(join(mediaDir, "subtitles", `film.${language}.vtt`), "utf8");
      expect(vtt.startsWith("WEBVTT")).toBe(true);
      expect(end(vtt)).toBeLessThanOrEqual(FILM_LENGTH_S);
      expect(end(vtt)).toBeGreaterThan(FILM_LENGTH_S - 5);
    }
    const thumbs = readFileSync(join(mediaDir, "thumbnails", "film.vtt"), "utf8");
    expect(end(thumbs)).toBe(FILM_LENGTH_S);
    // Every tile lies inside the sprite: read the JPEG's size from its SOF marker.
    const jpeg = readFileSync(join(mediaDir, "thumbnails", "sprite.jpg"));
    let at = 2;
    while (
      at < jpeg.length &&
      !(jpeg[at + 1] !== undefined && jpeg[at + 1]! >= 0xc0 && jpeg[at + 1]! <= 0xc2)
    ) {
      at += 2 + jpeg.readUInt16BE(at + 2);
    }
    const height = jpeg.readUInt16BE(at + 5);
    const width = jpeg.readUInt16BE(at + 7);
    for (const m of thumbs.matchAll(/#xywh=(\d+),(\d+),(\d+),(\d+)/g)) {
      const [x, y, w, h] = m.slice(1).map(Number) as [number, number, number, number];
      expect(x + w).toBeLessThanOrEqual(width);
      expect(y + h).toBeLessThanOrEqual(height);
    }
  });
});

describe("signed film media", () => {
  it("serves master, variant playlist and segment through a play's signed URL", async () => {
    const play = await playUrl(paidFilm());
    const masterUrl = new URL(play.streaming_links.ahls ?? "", server.url).toString();
    expect(masterUrl).toMatch(/\/media\/s\/[^/]+\/films\/\d+\/master\.m3u8$/);
    const master = await get(new URL(masterUrl).pathname);
    expect(master.status).toBe(200);
    expect(master.headers.get("content-type")).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(master.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    const variantUrls = urisOf(await master.text(), masterUrl);
    expect(variantUrls).toHaveLength(3);
    for (const variantUrl of variantUrls) {
      const variant = await fetch(variantUrl);
      expect(variant.status, variantUrl).toBe(200);
      const segments = urisOf(await variant.text(), variantUrl);
      expect(segments.length).toBeGreaterThanOrEqual(FILM_LENGTH_S / 2);
      const segment = await fetch(segments[0] ?? "");
      expect(segment.status).toBe(200);
      expect(segment.headers.get("content-type")).toMatch(/^video\/mp2t/);
      expect(new Uint8Array(await segment.arrayBuffer())[0]).toBe(0x47);
      const head = await fetch(segments[1] ?? "", { method: "HEAD" });
      expect(head.status).toBe(200);
    }
  });

  it("refuses the film's own unsigned paths with 403", async () => {
    for (const path of [
      "/media/film/master.m3u8",
      "/media/film/240p/index.m3u8",
      "/media/film/720p/segment-000.mpegts",
      "/media/film",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(403);
      expect(await res.text()).not.toContain("#EXTM3U");
    }
    // Spelled otherwise, over node:http so that the path reaches the server as written.
    const { request } = await import("node:http");
    const raw = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(`${server.url}${path}`, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        req.end();
      });
    for (const path of [
      "/media/%66ilm/master.m3u8",
      "/media/%2566ilm/master.m3u8",
      "/media/trailer/../film/master.m3u8",
      "/media/trailer/..%2ffilm/master.m3u8",
      "/media/./film/240p/index.m3u8",
      "/media//film/master.m3u8",
      "/media/FILM/master.m3u8",
      "/media/films/1/../../film/master.m3u8",
    ]) {
      const res = await raw(path);
      expect(res.body, path).not.toContain("#EXTM3U");
      expect([400, 403, 404], path).toContain(res.status);
    }
  });

  it("refuses an expired, tampered, other film's or wrong-purpose token with 403", async () => {
    const id = paidFilm();
    const play = await playUrl(id);
    const path = new URL(play.streaming_links.ahls ?? "", server.url).pathname;
    const token = path.split("/")[3] ?? "";
    const [payload = "", signature = ""] = token.split(".");
    const flip = (s: string, at: number) =>
      s.slice(0, at) + (s[at] === "A" ? "B" : "A") + s.slice(at + 1);
    const signer = grantSigner(SECRET);
    const now = Math.floor(server.clock.now / 1000);
    const forged = (movieId: number, expiresAt: number, purpose: "media" | "stats" = "media") =>
      signer.sign({ purpose, movieId, userId: 4, expiresAt });
    const cases: [string, string][] = [
      ["tampered payload", path.replace(token, `${flip(payload, 2)}.${signature}`)],
      ["tampered signature", path.replace(token, `${payload}.${flip(signature, 5)}`)],
      ["no signature", path.replace(token, payload)],
      ["another film's token", path.replace(`/films/${id}/`, `/films/${otherPaidFilm()}/`)],
      [
        "another secret",
        path.replace(
          token,
          grantSigner("other").sign({
            purpose: "media",
            movieId: id,
            userId: 4,
            expiresAt: now + 60,
          }),
        ),
      ],
      ["a stats ticket", path.replace(token, play.stats_ticket ?? "")],
      ["expired", path.replace(token, forged(id, now - 1))],
      ["forged for stats", path.replace(token, forged(id, now + 60, "stats"))],
    ];
    for (const [name, bad] of cases) {
      const res = await get(bad);
      expect(res.status, name).toBe(403);
    }
    // The same secret, this film, not expired: the control case is served.
    expect((await get(path.replace(token, forged(id, now + 60)))).status).toBe(200);
  });

  it("expires the play's URL after its lifetime", async () => {
    const play = await playUrl(paidFilm());
    const path = new URL(play.streaming_links.ahls ?? "", server.url).pathname;
    expect(play.expires_at).toBe(Math.floor(server.clock.now / 1000) + MEDIA_GRANT_TTL_S);
    expect((await get(path)).status).toBe(200);
    const start = server.clock.now;
    server.clock.now = play.expires_at * 1000;
    try {
      expect((await get(path)).status).toBe(403);
    } finally {
      server.clock.now = start;
    }
  });
});

describe("open media", () => {
  it("serves a free film's media openly, and not a paid film's through the open path", async () => {
    const free = idOf(
      "SELECT id FROM movies WHERE (user_level = 2 OR is_free = 1) AND status = 'Published' AND series_id IS NULL ORDER BY id LIMIT 1",
    );
    const master = await get(`/media/films/${free}/master.m3u8`);
    expect(master.status).toBe(200);
    const base = `${server.url}/media/films/${free}/master.m3u8`;
    const variant = urisOf(await master.text(), base)[0] ?? "";
    const segment = urisOf(await (await fetch(variant)).text(), variant)[0] ?? "";
    expect((await fetch(segment)).status).toBe(200);
    expect((await get(`/media/films/${paidFilm()}/master.m3u8`)).status).toBe(404);
    const unpublishedFree = db
      .prepare(
        "SELECT id FROM movies WHERE (user_level = 2 OR is_free = 1) AND status = 'Draft' LIMIT 1",
      )
      .get() as { id: number } | undefined;
    if (unpublishedFree) {
      expect((await get(`/media/films/${unpublishedFree.id}/master.m3u8`)).status).toBe(404);
    }
    expect((await get("/media/films/999999/master.m3u8")).status).toBe(404);
  });

  it("serves a film's playlist gzip, and a run of its files as those files joined", async () => {
    const free = idOf(
      "SELECT id FROM movies WHERE (user_level = 2 OR is_free = 1) AND status = 'Published' AND series_id IS NULL AND length > 60 ORDER BY id LIMIT 1",
    );
    const variant = await get(`/media/films/${free}/240p/index.m3u8`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-encoding")).toBe("gzip");
    expect(variant.headers.get("vary")).toMatch(/accept-encoding/i);
    const text = await variant.text();
    expect(text).toContain("segment-002-006.mpegts");
    const plain = await get(`/media/films/${free}/240p/index.m3u8`, {
      headers: { "Accept-Encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(text);

    const run = await get(`/media/films/${free}/240p/segment-002-006.mpegts`);
    expect(run.status).toBe(200);
    expect(run.headers.get("content-type")).toMatch(/^video\/mp2t/);
    expect(run.headers.get("cache-control")).toBe("public, max-age=300");
    const files = ["002", "003", "004", "005", "006"].map((n) =>
      readFileSync(join(mediaDir, "film", "240p", `segment-${n}.mpegts`)),
    );
    expect(Buffer.from(await run.arrayBuffer()).equals(Buffer.concat(files))).toBe(true);
    for (const name of ["segment-002-007", "segment-006-002", "segment-018-021", "segment-2-6"]) {
      const res = await get(`/media/films/${free}/240p/${name}.mpegts`);
      expect(res.status, name).toBe(404);
    }
    // A paid film's runs are behind its grant like its files.
    expect((await get(`/media/films/${paidFilm()}/240p/segment-002-006.mpegts`)).status).toBe(404);
    expect((await get("/media/film/240p/segment-002-006.mpegts")).status).toBe(403);
  });

  it("keeps trailers, subtitles and thumbnails open", async () => {
    for (const path of [
      "/media/trailer/index.m3u8",
      "/media/trailer/segment-000.mpegts",
      "/media/subtitles/film.de.vtt",
      "/media/thumbnails/film.vtt",
      "/media/thumbnails/sprite.jpg",
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
    const trailer = await (await get("/media/trailer/index.m3u8")).text();
    expect(playlistSeconds(trailer)).toBeCloseTo(12, 0);
  });
});
