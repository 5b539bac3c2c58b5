import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_TOKEN_TTL_S } from "../../server/http/auth.ts";
import { SETTINGS_KEYS } from "../../src/core/schema/settings.ts";
import { startTestServer, type TestServer } from "./helpers.ts";

const INDEX = `<!doctype html><html><head><meta charset="utf-8">
<meta name="cinema-config" content="{}">
<title>Cinema</title></head><body><div id="root"></div></body></html>`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ defaultCountry: "GB", defaultUsState: null });
  const dist = join(server.dir, "dist");
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(
    join(dist, "assets", "index-abc123.js"),
    `console.log(${JSON.stringify("x".repeat(4000))});`,
  );
  writeFileSync(join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
});
afterAll(() => server.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

function configOf(html: string): Record<string, unknown> {
  const content = /<meta name="cinema-config" content="([^"]*)">/.exec(html)?.[1];
  expect(content).toBeDefined();
  const unescaped = (content ?? "")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
  return JSON.parse(unescaped) as Record<string, unknown>;
}

describe("the client (SPA fallback)", () => {
  it("answers index.html with the config injected and escaped, no-cache", async () => {
    for (const path of ["/", "/movies/the-quiet-harbour", "/profile?tab=x", "/index.html"]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const html = await res.text();
      expect(html).not.toContain('content="{}"');
      expect(html).not.toContain('"apiBase"');
      const { settings, clientToken, start, ...config } = configOf(html);
      // The first render's input (issue 24, spec 001 §7): the request's path, the visitor's
      // location, the server's date; a guest (no Authorization cookie).
      expect(start).toMatchObject({
        pathname: new URL(path, "http://x").pathname,
        serverDate: server.clock.now,
        location: { country: "GB", usState: null },
        restoredTokenExpiresAt: null,
      });
      expect(clientToken).toMatchObject({ token_type: "Bearer", refresh_token: null });
      // The first render carries the settings, as the spec's server-render actions do.
      expect((settings as { key: string }[]).map((setting) => setting.key).sort()).toEqual(
        [...SETTINGS_KEYS].sort(),
      );
      expect(config).toEqual({
        apiBase: "/api",
        clientId: "cinema-web",
        clientSecret: "cinema-web-public-secret",
        country: "GB",
        usState: null,
        serverDate: new Date(server.clock.now).toISOString(),
        // The demo's error collector (spec 001 §1's error-reporting service, none configured).
        errorReporting: "/dev/errors",
        // Where browsers find presence: the public part only, never the secret.
        presence: {
          key: "cinema-presence-key",
          authEndpoint: "/api/presence/auth",
          cluster: null,
          host: null,
          port: null,
          path: "/presence",
          tls: null,
        },
        // The heads' absolute URLs (issue 24): the configured public origin.
        origin: new URL(server.url).origin,
      });
    }
  });

  it("hands every page one shared client token that no visitor can revoke, renewed before it runs out", async () => {
    const tokenOf = async () =>
      (configOf(await (await get("/")).text()).clientToken as { access_token: string })
        .access_token;
    const first = await tokenOf();
    expect(await tokenOf()).toBe(first);
    // Log Out with the shared token revokes nothing: every open page keeps working.
    const logout = await fetch(`${server.url}/api/logout`, {
      method: "POST",
      headers: { Authorization: `Bearer ${first}` },
    });
    expect(logout.status).toBe(200);
    expect(await tokenOf()).toBe(first);
    const read = await fetch(`${server.url}/api/movies`, {
      headers: { Authorization: `Bearer ${first}` },
    });
    expect(read.status).toBe(200);
    // Near its expiry, pages get a new one.
    server.clock.now += (CLIENT_TOKEN_TTL_S - 300) * 1000;
    const renewed = await tokenOf();
    expect(renewed).not.toBe(first);
    expect(renewed).toMatch(/^\S{20,}$/);
  });

  it("takes the visitor location from the headers, ignoring junk", async () => {
    const us = configOf(
      await (await get("/", { "x-el-country": "us", "x-el-us-state": "TX" })).text(),
    );
    expect(us).toMatchObject({ country: "US", usState: "TX" });
    const junk = configOf(
      await (await get("/", { "x-el-country": '"><script>alert(1)</script>' })).text(),
    );
    expect(junk).toMatchObject({ country: "GB" });
  });

  it("serves hashed assets immutable and compressed (brotli or gzip)", async () => {
    const br = await get("/assets/index-abc123.js", { "accept-encoding": "br, gzip" });
    expect(br.status).toBe(200);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-type")).toMatch(/^text\/javascript/);
    const raw = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(raw.headers.get("content-encoding") ?? "gzip").toBe("gzip");
    expect((await raw.text()).startsWith("console.log")).toBe(true);
    expect((await get("/assets/missing.js")).status).toBe(404);
    const favicon = await get("/favicon.svg");
    expect(favicon.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("compresses with gzip when asked (raw check over node:http)", async () => {
    const { request } = await import("node:http");
    const body = await new Promise<{ encoding: string | undefined; data: Buffer }>(
      (resolve, reject) => {
        const req = request(
          `${server.url}/assets/index-abc123.js`,
          { headers: { "accept-encoding": "gzip" } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () =>
              resolve({ encoding: res.headers["content-encoding"], data: Buffer.concat(chunks) }),
            );
          },
        );
        req.on("error", reject);
        req.end();
      },
    );
    expect(body.encoding).toBe("gzip");
    expect(gunzipSync(body.data).toString().startsWith("console.log")).toBe(true);
  });

  it("answers 503 'Client not built' without a build", async () => {
    const bare = await startTestServer({ clientDir: join(server.dir, "no-such-dist") });
    try {
      const res = await fetch(`${bare.url}/movies`);
      expect(res.status).toBe(503);
      expect(await res.text()).toBe("Client not built: run npm run build");
      expect((await bare.api("/health")).status).toBe(200);
    } finally {
      await bare.stop();
    }
  });
});

describe("media", () => {
  /** A free, published film: its media is open (a paid film's goes through signed URLs). */
  const freeFilm = () => {
    const db = new Database(server.dbPath, { readonly: true });
    try {
      const row = db
        .prepare(
          "SELECT id FROM movies WHERE (user_level = 2 OR is_free = 1) AND status = 'Published' AND series_id IS NULL ORDER BY id LIMIT 1",
        )
        .get() as { id: number };
      return `/media/films/${row.id}`;
    } finally {
      db.close();
    }
  };

  it("serves the sample media with the right content types and long caching", async () => {
    const film = freeFilm();
    const cases: [string, RegExp][] = [
      [`${film}/master.m3u8`, /^application\/vnd\.apple\.mpegurl/],
      [`${film}/240p/index.m3u8`, /^application\/vnd\.apple\.mpegurl/],
      [`${film}/240p/segment-000.mpegts`, /^video\/mp2t/],
      ["/media/trailer/index.m3u8", /^application\/vnd\.apple\.mpegurl/],
      ["/media/subtitles/film.es.vtt", /^text\/vtt/],
      ["/media/thumbnails/film.vtt", /^text\/vtt/],
      ["/media/thumbnails/sprite.jpg", /^image\/jpeg/],
      ["/media/art/movie/poster/the-quiet-harbour.svg", /^image\/svg\+xml/],
    ];
    for (const [path, type] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(type);
      // A film's media is cached briefly (whether it is free may change); the rest long.
      const cache = path.startsWith("/media/films/") ? /max-age=\d+/ : /max-age=\d{6,}/;
      expect(res.headers.get("cache-control"), path).toMatch(cache);
      await res.arrayBuffer();
    }
  });

  it("answers HEAD requests for media and the client", async () => {
    const film = freeFilm();
    for (const path of [
      `${film}/360p/segment-001.mpegts`,
      `${film}/master.m3u8`,
      "/",
      "/assets/index-abc123.js",
    ]) {
      const res = await fetch(`${server.url}${path}`, { method: "HEAD" });
      expect(res.status, path).toBe(200);
    }
  });

  it("has a film longer than 20 s in 2 s segments, in three renditions, and a ~12 s trailer", async () => {
    const duration = async (path: string) => {
      const text = await (await get(path)).text();
      return [...text.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    };
    const film = freeFilm();
    const master = await (await get(`${film}/master.m3u8`)).text();
    const renditions = [...master.matchAll(/^(\d+p)\/index\.m3u8$/gm)].map((m) => m[1]);
    expect(renditions).toEqual(["240p", "360p", "720p"]);
    for (const rendition of renditions) {
      expect(await duration(`${film}/${rendition}/index.m3u8`)).toBeGreaterThan(20);
    }
    // The 2 s files: the first two alone, the rest in runs of up to five (decision 0049).
    const lowest = await (await get(`${film}/240p/index.m3u8`)).text();
    expect(lowest).toContain(
      "#EXTINF:2.000000,\nsegment-000.mpegts\n#EXTINF:2.000000,\nsegment-001.mpegts\n",
    );
    expect(lowest).toContain("#EXT-X-TARGETDURATION:10");
    expect(await duration("/media/trailer/index.m3u8")).toBeCloseTo(12, 0);
  });

  it("draws deterministic art with the title, and 404s for unknown slugs or kinds", async () => {
    const a = await (await get("/media/art/movie/cover/the-quiet-harbour.svg")).text();
    const b = await (await get("/media/art/movie/cover/the-quiet-harbour.svg")).text();
    expect(a).toBe(b);
    expect(a).toContain('aria-label="The Quiet Harbour"');
    // A cover is a backdrop under the page's own heading: no title drawn on it.
    expect(a).not.toContain("<tspan");
    const poster = await (await get("/media/art/movie/poster/the-quiet-harbour.svg")).text();
    expect(poster).toMatch(/<tspan[^>]*>The Quiet<\/tspan>|<tspan[^>]*>The Quiet Harbour<\/tspan>/);
    expect(a).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    for (const path of [
      "/media/art/movie/cover/no-such-film.svg",
      "/media/art/monster/cover/the-quiet-harbour.svg",
      "/media/art/movie/huge/the-quiet-harbour.svg",
      "/media/art/movie/cover/the-quiet-harbour.png",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("answers 404, never 500, for object prototype keys in art and media paths", async () => {
    const keys = ["constructor", "__proto__", "toString", "hasOwnProperty", "prototype"];
    for (const key of keys) {
      for (const path of [
        `/media/art/misc/poster/${key}.svg`,
        `/media/art/movie/poster/${key}.svg`,
        `/media/art/tag/icon/${key}.svg`,
        `/media/art/${key}/poster/plans.svg`,
        `/media/art/misc/${key}/plans.svg`,
        `/media/${key}`,
        `/media/subtitles/${key}`,
        `/media/subtitles/film.${key}`,
        `/assets/${key}`,
        `/assets/app.${key}`,
      ]) {
        const res = await get(path);
        expect(res.status, path).toBe(404);
        await res.arrayBuffer();
      }
      // The film's media is only served signed: refused, never a 500.
      for (const path of [`/media/film/${key}`, `/media/film/index.${key}`]) {
        const res = await get(path);
        expect([403, 404], path).toContain(res.status);
        await res.arrayBuffer();
      }
    }
    // The lookup still finds the real misc art.
    expect((await get("/media/art/misc/poster/plans.svg")).status).toBe(200);
  });

  it("does not leave the media folder", async () => {
    const { request } = await import("node:http");
    /** Raw paths over node:http: fetch would normalise the dot segments away. */
    const raw = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(`${server.url}${path}`, (res) => {
          let body = "";
          res.on("data", (c: Buffer) => {
            body += c.toString();
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        req.end();
      });
    for (const path of [
      "/media/..%2f..%2fapp.ts",
      "/media/../../server/app.ts",
      "/media/%2e%2e/%2e%2e/package.json",
      "/media/film/..%5c..%5capp.ts",
      "/media/film/%00index.m3u8",
      "/media/film",
    ]) {
      const res = await raw(path);
      expect(res.body, path).not.toContain("startServer");
      expect(res.body, path).not.toContain("cinema-client");
      // Either refused, or normalised to a client route (then it is index.html).
      if (res.status === 200) expect(res.body, path).toContain("cinema-config");
      else expect([400, 403, 404], path).toContain(res.status);
    }
  });
});
