import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answeredByApi,
  apiPageSource,
  forwardedFor,
  pageWorkerCount,
  type RunningWorker,
  startPageWorker,
} from "../../server/pageWorker.ts";
import { sharedReadCache } from "../../server/render/sharedReads.ts";
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from "./helpers.ts";

// Issue 24, the production topology (docs/decisions/0056): one API process, page workers in
// front of it that never open the database.

const INDEX = `<!doctype html><html><head><meta charset="utf-8">
<meta name="cinema-config" content="{}">
<title>Cinema</title></head><body><div id="root"></div></body></html>`;
const SECRET = "a-worker-secret-for-this-test-only";
const workerConfig = () => ({
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  defaultCountry: null,
  defaultUsState: null,
  clientDir: resolve(api.dir, "dist"),
  mediaDir: resolve("server/media"),
  now: Date.now,
  publicUrl: "http://cinema.test",
  allowedOrigins: [],
  trustProxy: false,
  mode: "demo" as const,
  paymentProvider: null,
  apiUrl: null,
});

let api: TestServer;
let worker: RunningWorker;
beforeAll(async () => {
  api = await startTestServer({ workerSecret: SECRET });
  writeFileSync(join(api.dir, "dist", "index.html"), INDEX);
  worker = await startPageWorker({
    port: 0,
    host: "127.0.0.1",
    apiOrigin: api.url,
    secret: SECRET,
    config: workerConfig(),
  });
});
afterAll(async () => {
  await worker?.close(100);
  await api?.stop();
});

function configOf(html: string): Record<string, unknown> {
  const content = /<meta name="cinema-config" content="([^"]*)">/.exec(html)?.[1] ?? "{}";
  return JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, "&")) as Record<
    string,
    unknown
  >;
}

describe("the API's process behind page workers", () => {
  it("refuses a request without the worker secret (403), as with a wrong one", async () => {
    expect((await fetch(`${api.url}/api/health`)).status).toBe(403);
    const wrong = await fetch(`${api.url}/api/health`, {
      headers: { "x-cinema-page-worker": "not-the-secret-of-this-boot-xxxxx" },
    });
    expect(wrong.status).toBe(403);
  });
});

describe("a page worker", () => {
  it("passes the API, the sitemap and the session endpoints to the API's process", async () => {
    const health = await fetch(`${worker.url}/api/health`);
    expect(health.status).toBe(200);
    // The worker's own connection headers, not those of its connection to the API (65 s).
    expect(health.headers.get("keep-alive") ?? "").not.toContain("65");
    const movies = await fetch(`${worker.url}/api/movies?perPage=2`);
    expect(movies.status).toBe(200);
    expect(((await movies.json()) as { data: unknown[] }).data).toHaveLength(2);
    const sitemap = await fetch(`${worker.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain("<sitemapindex");
    // The session endpoints answer from the API's process (its own origin check here).
    const refresh = await fetch(`${worker.url}/session/refresh`, { method: "POST" });
    expect(refresh.status).toBe(403);
    expect(await refresh.json()).toEqual({
      message: "This request must come from the site itself.",
    });
  });

  it("serves a page whose config carries the API's settings and a page token it accepts", async () => {
    const res = await fetch(`${worker.url}/movies`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const config = configOf(await res.text());
    const settings = (await (
      await fetch(`${worker.url}/api/settings`, {
        headers: {
          authorization: `Bearer ${(config.clientToken as { access_token: string }).access_token}`,
        },
      })
    ).json()) as { data: unknown };
    expect(settings.data).toEqual(config.settings);
    expect(config.clientToken).toMatchObject({ token_type: "Bearer", refresh_token: null });
    // The same token for the next page (one per worker, renewed before it runs out).
    const again = configOf(await (await fetch(`${worker.url}/`)).text());
    expect((again.clientToken as { access_token: string }).access_token).toBe(
      (config.clientToken as { access_token: string }).access_token,
    );
  });

  it("keeps the outbox from a visitor a local proxy forwards, as one process does", async () => {
    const forwarded = await fetch(`${worker.url}/dev/outbox`, {
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(forwarded.status).toBe(403);
    expect((await fetch(`${worker.url}/dev/outbox`)).status).toBe(200);
  });

  it("answers 404 for an address no route matches", async () => {
    expect((await fetch(`${worker.url}/no-such-page-here`)).status).toBe(404);
  });
});

describe("what a worker passes on", () => {
  it("sends the API's paths to the API's process, and only those", () => {
    for (const path of [
      "/api",
      "/api/movies?page=2",
      "/presence/app/cinema-presence-key?protocol=7",
      "/media/art/film/cover/x.webp",
      "/session/refresh",
      "/sitemap.xml?page=1",
      "/dev/outbox",
      "/payment-provider/checkout?order=1",
    ]) {
      expect(answeredByApi(path), path).toBe(true);
    }
    for (const path of ["/", "/movies/a-film", "/apis", "/mediathek", "/sessions", "/robots.txt"]) {
      expect(answeredByApi(path), path).toBe(false);
    }
  });

  it("forwards the visitor's address so the API reads it as alone, keeping what the visitor claimed", () => {
    // Not behind a trusted proxy: the socket's view is appended (the API reads the last entry).
    expect(forwardedFor(undefined, "10.0.0.1", false)).toBe("10.0.0.1");
    expect(forwardedFor("6.6.6.6", "127.0.0.1", false)).toBe("6.6.6.6, 127.0.0.1");
    // Behind one: the proxy's header as it came (its last entry is the visitor).
    expect(forwardedFor("6.6.6.6, 7.7.7.7", "10.0.0.1", true)).toBe("6.6.6.6, 7.7.7.7");
    expect(forwardedFor(undefined, "10.0.0.1", true)).toBe("10.0.0.1");
  });

  it("starts one worker per core unless CINEMA_PAGE_WORKERS says otherwise", () => {
    expect(pageWorkerCount(undefined, 2)).toBe(2);
    expect(pageWorkerCount("", 8)).toBe(8);
    expect(pageWorkerCount("0", 2)).toBe(0);
    expect(pageWorkerCount("3", 2)).toBe(3);
    expect(pageWorkerCount("65", 2)).toBeNull();
    expect(pageWorkerCount("two", 2)).toBeNull();
  });

  /** A worker's API source whose clock and shared reads follow `now`, calling `fetch`. */
  const sourceOnClock = (now: () => number, fetch: typeof globalThis.fetch) =>
    apiPageSource(
      { ...workerConfig(), now },
      "http://api.internal/api",
      {},
      sharedReadCache({ now }),
      fetch,
    );

  it("renews the settings in their last second behind the pages: no page waits for them", async () => {
    let now = 0;
    let settingsCalls = 0;
    let release: () => void = () => {};
    const fakeApi = (async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith("/oauth/token")) {
        return Response.json({ access_token: "t", token_type: "Bearer", expires_in: 3600 });
      }
      settingsCalls++;
      if (settingsCalls > 1) await new Promise<void>((resolve) => (release = resolve));
      return Response.json({ data: [{ key: "call", value: settingsCalls }] });
    }) as typeof globalThis.fetch;
    const source = sourceOnClock(() => now, fakeApi);
    expect(await source.settings()).toEqual([{ key: "call", value: 1 }]);
    now = 3_999;
    expect(await source.settings()).toEqual([{ key: "call", value: 1 }]);
    expect(settingsCalls).toBe(1);
    now = 4_000;
    // The renewal hangs: the page still gets the kept settings at once.
    expect(await source.settings()).toEqual([{ key: "call", value: 1 }]);
    expect(await source.settings()).toEqual([{ key: "call", value: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settingsCalls).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    now = 5_000;
    expect(await source.settings()).toEqual([{ key: "call", value: 2 }]);
  });
  it("renews the page token behind the pages once under 10 min are left, and waits only under 5 min", async () => {
    let now = 0;
    let tokenCalls = 0;
    let release: () => void = () => {};
    const fakeApi = (async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith("/oauth/token")) {
        tokenCalls++;
        if (tokenCalls === 2) await new Promise<void>((resolve) => (release = resolve));
        return Response.json({
          access_token: `t${tokenCalls}`,
          token_type: "Bearer",
          expires_in: 3600,
        });
      }
      return Response.json({ data: [] });
    }) as typeof globalThis.fetch;
    const source = sourceOnClock(() => now, fakeApi);
    expect((await source.clientToken()).access_token).toBe("t1");
    // 9 min 59 s left: the page gets the token it has while a new one is asked for.
    now = 3_600_000 - 599_000;
    const page = await source.clientToken();
    expect(page.access_token).toBe("t1");
    expect(page.expires_in).toBe(599);
    expect(tokenCalls).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await source.clientToken()).access_token).toBe("t2");
    expect(tokenCalls).toBe(2);
    // Under 5 min left on the token in hand: the page waits for a new one.
    now += 3_600_000 - 299_000;
    expect((await source.clientToken()).access_token).toBe("t3");
  });
});
