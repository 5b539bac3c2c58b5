import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineBlocks } from "../../server/http/contentSecurityPolicy.ts";
import { withPageHead } from "../../server/http/html.ts";
import { startTestServer, type TestServer } from "./helpers.ts";

const PUBLIC_URL = "https://cinema.example";
const STYLE = "html{background:#0b1020}.boot-logo b{color:#ff5a67}";
const SCRIPT = "window.VIDEOJS_NO_DYNAMIC_STYLE = true;";
/** A built index.html as the build writes it: an inlined stylesheet and one inline script. */
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="cinema-config" content="{}" />
<title>Cinema · Films and series</title>
<style>${STYLE}</style>
<script>${SCRIPT}</script>
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
</head><body><div id="root"></div></body></html>`;

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

let server: TestServer;
/** Last pages of the lists, as the API counts them at the client's page size. */
const lastPage: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ publicUrl: PUBLIC_URL });
  const dist = join(server.dir, "dist");
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log(1);");
  const last = async (path: string) =>
    ((await (await server.api(`${path}?perPage=24`)).json()) as { meta: { last_page: number } })
      .meta.last_page;
  lastPage.movies = await last("/movies");
  lastPage.series = await last("/series");
  lastPage.cast = await last("/persons/performers");
  lastPage.directors = await last("/persons/directors");
});
afterAll(() => server.stop());

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });

const headOf = (html: string) => ({
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
  canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? null,
  prev: /<link rel="prev" href="([^"]*)">/.exec(html)?.[1] ?? null,
  next: /<link rel="next" href="([^"]*)">/.exec(html)?.[1] ?? null,
});

async function page(path: string) {
  const res = await get(path);
  const html = await res.text();
  return { status: res.status, headers: res.headers, html, head: headOf(html) };
}

describe("pagination redirects (spec 000 §2)", () => {
  it("answers 301 to the path without page for page 0, 1 or a value that is not a number", async () => {
    const cases: [string, string][] = [
      ["/movies?page=0", "/movies"],
      ["/movies?page=1", "/movies"],
      ["/movies?page=abc", "/movies"],
      ["/movies?page=", "/movies"],
      ["/movies?page=-1", "/movies"],
      ["/series?order=title&page=1", "/series?order=title"],
      ["/es/cast?page=0", "/es/cast"],
      ["/my-space?tab=history&page=0", "/my-space?tab=history"],
      ["/categories/drama?page=1&dir=asc", "/categories/drama?dir=asc"],
    ];
    for (const [path, location] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(location);
    }
  });

  it("answers 301 to the absolute value for a negative page, keeping the other keys", async () => {
    const cases: [string, string][] = [
      ["/movies?page=-2", "/movies?page=2"],
      ["/movies?order=title&page=-3&dir=asc", "/movies?order=title&page=3&dir=asc"],
      ["/fr/directors?page=-2", "/fr/directors?page=2"],
      ["/movies?page=2.5", "/movies?page=2"],
    ];
    for (const [path, location] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(location);
    }
  });

  it("leaves `page` alone on pages that are not lists", async () => {
    const film = await page("/movies/the-quiet-harbour?page=0");
    expect(film.status).toBe(200);
    expect(film.head.canonical).toBe(`${PUBLIC_URL}/movies/the-quiet-harbour`);
  });
});

describe("page status", () => {
  it("answers 404 with the app for an unknown route", async () => {
    for (const path of [
      "/no-such-page",
      "/en/movies",
      "/movies/a/b",
      "/constructor",
      "/__proto__",
      "/toString",
      "/hasOwnProperty",
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.html, path).toContain('<meta name="cinema-config"');
      expect(res.html, path).toContain('<meta name="robots" content="noindex">');
      expect(res.head.title, path).toBe("This page could not be found · Cinema");
      expect(res.head.canonical, path).toBeNull();
    }
  });

  it("answers 404 for a known route whose content does not exist", async () => {
    for (const path of [
      "/movies/no-such-slug",
      "/movies/constructor",
      "/series/no-such-series",
      "/series/999999",
      "/movies/999999",
      "/cast/nobody-at-all",
      "/directors/__proto__",
      "/categories/toString",
      "/categories/hasOwnProperty?page=2",
      "/film/no-such-film/watch/movie/1",
      "/series/999/1/the-quiet-harbour/watch/movie/1",
      "/es/movies/no-such-slug",
      "/movies/%E0%A4%A",
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.html, path).toContain('<meta name="cinema-config"');
    }
  });

  it("answers 200 for pages that exist, with or without a locale", async () => {
    const tag = ((await (await server.api("/tags")).json()) as { data: { slug: string }[] }).data[0]
      ?.slug;
    const series = (
      (await (await server.api("/series")).json()) as { data: { id: number; slug: string }[] }
    ).data[0];
    // A numeric last segment is the film's id (spec 000 §5).
    const film = ((await (await server.api("/movies")).json()) as { data: { id: number }[] })
      .data[0];
    // Every credit role has a page (spec 000 §2, §3): a couple's is under /cast.
    const slugOf = async (type: string) =>
      ((await (await server.api(`/persons/${type}`)).json()) as { data: { slug: string }[] })
        .data[0]?.slug;
    const people = [
      `/producers/${await slugOf("producers")}`,
      `/collaborators/producers/${await slugOf("producers")}`,
      `/collaborators/directors/${await slugOf("directors")}`,
      `/performers/${await slugOf("performers")}`,
      `/cast/${await slugOf("couples")}`,
      `/collaborators/guest-stars/${await slugOf("guest-stars")}`,
      `/collaborators/photographers/${await slugOf("photographers")}`,
      `/collaborators/artist-gallery/${await slugOf("artists")}`,
    ];
    for (const path of [
      "/",
      "/index.html",
      "/es",
      "/movies",
      "/movies/",
      "/pt/movies/the-quiet-harbour",
      `/series/${series?.slug}`,
      `/series/${series?.id}`,
      `/movies/${film?.id}`,
      ...people,
      `/categories/${tag}`,
      "/film/the-quiet-harbour/watch/movie/1",
      "/anything/watch/trailer/1",
      "/profile?tab=x",
      "/legal?tab=cookies",
      "/help/answers",
    ]) {
      expect((await page(path)).status, path).toBe(200);
    }
  });

  it("answers 404 'Page does not exist' past the last page of a catalogue list", async () => {
    const lists: [string, number][] = [
      ["/movies", lastPage.movies ?? 0],
      ["/series", lastPage.series ?? 0],
      ["/cast", lastPage.cast ?? 0],
      ["/directors", lastPage.directors ?? 0],
      ["/categories", 1],
    ];
    for (const [path, last] of lists) {
      expect(last, path).toBeGreaterThanOrEqual(1);
      if (last > 1) expect((await page(`${path}?page=${last}`)).status, path).toBe(200);
      const past = await page(`${path}?page=${last + 1}`);
      expect(past.status, path).toBe(404);
      expect(past.head.title, path).toBe("Page does not exist · Cinema");
    }
    // A viewer's own list is not counted by the server: the client decides.
    expect((await page("/my-space?page=40")).status).toBe(200);
  });
});

describe("the page head", () => {
  it("names a film by its title, with its canonical URL from the configuration", async () => {
    const { head } = await page("/movies/the-quiet-harbour");
    expect(head).toEqual({
      title: "The Quiet Harbour · Cinema",
      canonical: `${PUBLIC_URL}/movies/the-quiet-harbour`,
      prev: null,
      next: null,
    });
    expect((await page("/de/movies/the-quiet-harbour/")).head.canonical).toBe(
      `${PUBLIC_URL}/de/movies/the-quiet-harbour`,
    );
  });

  it("names list pages with their page and links the neighbours", async () => {
    const last = lastPage.movies ?? 0;
    expect(last).toBeGreaterThanOrEqual(3);
    expect((await page("/movies")).head).toEqual({
      title: "Films · Cinema",
      canonical: `${PUBLIC_URL}/movies`,
      prev: null,
      next: `${PUBLIC_URL}/movies?page=2`,
    });
    expect((await page("/movies?page=2&order=title")).head).toEqual({
      title: "Films, page 2 · Cinema",
      canonical: `${PUBLIC_URL}/movies?page=2`,
      prev: `${PUBLIC_URL}/movies`,
      next: last > 2 ? `${PUBLIC_URL}/movies?page=3` : null,
    });
    expect((await page(`/movies?page=${last}`)).head).toEqual({
      title: `Films, page ${last} · Cinema`,
      canonical: `${PUBLIC_URL}/movies?page=${last}`,
      prev: last === 2 ? `${PUBLIC_URL}/movies` : `${PUBLIC_URL}/movies?page=${last - 1}`,
      next: null,
    });
    expect((await page("/series")).head.title).toBe("Series · Cinema");
    expect((await page("/")).head.title).toBe("Cinema · Films and series");
  });

  it("takes absolute URLs from the configuration, never from the Host header", async () => {
    const html = await new Promise<string>((resolve, reject) => {
      const req = request(`${server.url}/movies`, { headers: { host: "evil.example" } }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on("end", () => resolve(body));
      });
      req.on("error", reject);
      req.end();
    });
    expect(html).not.toContain("evil.example");
    expect(headOf(html).canonical).toBe(`${PUBLIC_URL}/movies`);
  });

  it("escapes what it writes into the head", () => {
    const html = withPageHead("<html><head><title>x</title></head><body></body></html>", {
      title: `</title><script>alert("x")</script> & 'co'`,
      canonical: `https://cinema.example/movies?a="><script>`,
      prev: null,
      next: null,
      noindex: false,
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain(
      "<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</title>",
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://cinema.example/movies?a=&quot;&gt;&lt;script&gt;">',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

describe("security headers on pages", () => {
  it("carries a CSP that allows exactly the page's inline blocks, and frame protection", async () => {
    for (const path of ["/", "/movies/the-quiet-harbour", "/no-such-page", "/movies?page=999"]) {
      const res = await get(path);
      await res.text();
      const csp = res.headers.get("content-security-policy") ?? "";
      const directive = (name: string) =>
        csp
          .split(";")
          .map((part) => part.trim())
          .find((part) => part.startsWith(`${name} `));
      expect(directive("script-src"), path).toBe(`script-src 'self' ${hashOf(SCRIPT)}`);
      expect(directive("style-src"), path).toBe(`style-src 'self' ${hashOf(STYLE)}`);
      expect(directive("connect-src"), path).toBe("connect-src 'self' wss://cinema.example");
      expect(directive("img-src"), path).toBe("img-src 'self' data: blob:");
      expect(directive("media-src"), path).toBe("media-src 'self' blob:");
      expect(directive("worker-src"), path).toBe("worker-src 'self' blob:");
      expect(directive("object-src"), path).toBe("object-src 'none'");
      expect(directive("frame-ancestors"), path).toBe("frame-ancestors 'none'");
      expect(directive("base-uri"), path).toBe("base-uri 'self'");
      expect(directive("form-action"), path).toBe("form-action 'self'");
      expect(directive("font-src"), path).toBe("font-src 'self'");
      expect(csp, path).not.toContain("unsafe-inline");
      expect(csp, path).not.toContain("unsafe-eval");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("permissions-policy"), path).toContain("camera=()");
    }
  });

  it("leaves /api, /media and /assets as they were", async () => {
    const api = await get("/api/movies?page=0");
    expect(api.status).toBe(200);
    expect(api.headers.get("content-type")).toMatch(/^application\/json/);
    expect((await get("/api/no-such-call")).status).toBe(404);
    const art = await get("/media/art/movie/poster/the-quiet-harbour.svg?page=0");
    expect(art.status).toBe(200);
    expect(art.headers.get("content-type")).toBe("image/svg+xml");
    expect((await get("/media/no-such-file")).status).toBe(404);
    const asset = await get("/assets/index-abc123.js?page=0");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-security-policy")).toBeNull();
    expect((await get("/assets/no-such.js")).status).toBe(404);
  });
});

describe("contentSecurityPolicy", () => {
  const sample = `<!doctype html><html><head>
<style>body{margin:0}</style>
<style media="screen">
  .a { color: red }
</style>
<script>window.VIDEOJS_NO_DYNAMIC_STYLE = true;</script>
<script type="module" src="/assets/app.js"></script>
<script type="module" crossorigin src="/assets/vendor.js"></script>
</head><body><div style="x"></div></body></html>`;

  it("hashes every inline style and every script without src, byte for byte", () => {
    expect(inlineBlocks(sample)).toEqual({
      scripts: ["window.VIDEOJS_NO_DYNAMIC_STYLE = true;"],
      styles: ["body{margin:0}", "\n  .a { color: red }\n"],
    });
    const csp = contentSecurityPolicy(sample, { origin: "http://127.0.0.1:8093", apiBase: "/api" });
    expect(csp).toContain(
      `script-src 'self' ${hashOf("window.VIDEOJS_NO_DYNAMIC_STYLE = true;")};`,
    );
    expect(csp).toContain(
      `style-src 'self' ${hashOf("body{margin:0}")} ${hashOf("\n  .a { color: red }\n")};`,
    );
    expect(csp).toContain("connect-src 'self' ws://127.0.0.1:8093;");
  });

  it("adds an API and a presence host of other origins to connect-src; no inline blocks, only 'self'", () => {
    const csp = contentSecurityPolicy("<html><head></head></html>", {
      origin: "https://cinema.example",
      apiBase: "https://api.cinema.example/v1",
      connect: ["wss://ws-eu.pusher.com"],
    });
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain(
      "connect-src 'self' wss://cinema.example https://api.cinema.example wss://api.cinema.example wss://ws-eu.pusher.com;",
    );
  });
});
