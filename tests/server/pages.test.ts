import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineBlocks } from "../../server/http/contentSecurityPolicy.ts";
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

beforeAll(async () => {
  server = await startTestServer({ publicUrl: PUBLIC_URL });
  const dist = join(server.dir, "dist");
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log(1);");
});
afterAll(() => server.stop());

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });

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

describe("a form sent before the page's scripts ran", () => {
  const post = (path: string) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "username=premium%40cinema.test&password=cinema-demo",
    });

  it("sends the browser back to the same page (303), the typed values in no address", async () => {
    for (const path of ["/login", "/sign-up?plan=2", "/profile"]) {
      const res = await post(path);
      expect(res.status, path).toBe(303);
      expect(res.headers.get("location"), path).toBe(path);
      expect(res.headers.get("location"), path).not.toContain("password");
    }
  });

  it("never redirects to another site, and a path that is no page is a 404", async () => {
    const res = await post("//evil.example/login");
    expect(res.headers.get("location") ?? "").not.toMatch(/^\/\//);
    expect((await post("/no/such/page/at/all")).status).toBe(404);
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
