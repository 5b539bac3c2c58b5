import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RenderAdmission, renderAdmission } from "../../server/render/admission.ts";
import { staticRoutes } from "../../server/routes/static.ts";
import { CLIENT_ID, CLIENT_SECRET } from "./helpers.ts";

// Issue 24, the page's p99 time to first byte under a burst (decision 0090): a process runs a
// few renders at a time, the others wait in order, and beyond the queue's bound a page is
// refused with 503 and Retry-After, never a 500 and never an unbounded wait.

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe("the admission of renders", () => {
  it("starts at most the limit at once and the others in the order they came", async () => {
    const admission = renderAdmission({ limit: 2, queueLimit: 10 });
    const started: number[] = [];
    const releases = new Map<number, () => void>();
    for (let i = 0; i < 5; i++) {
      void admission.enter().then((release) => {
        if (release === null) throw new Error("refused");
        started.push(i);
        releases.set(i, release);
      });
    }
    await flush();
    expect(started).toEqual([0, 1]);
    expect(admission.waiting()).toBe(3);
    releases.get(1)?.();
    releases.get(1)?.(); // a second release gives back nothing more
    await flush();
    expect(started).toEqual([0, 1, 2]);
    expect(admission.running()).toBe(2);
    releases.get(0)?.();
    releases.get(2)?.();
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    releases.get(3)?.();
    releases.get(4)?.();
    expect(admission.running()).toBe(0);
  });

  it("refuses at once beyond the queue's bound, and takes again once there is room", async () => {
    const admission = renderAdmission({ limit: 1, queueLimit: 2 });
    const first = await admission.enter();
    const waiting = [admission.enter(), admission.enter()];
    expect(await admission.enter()).toBeNull();
    first?.();
    const second = await waiting[0];
    expect(second).not.toBeNull();
    // The queue has room again: the next page waits instead of being refused.
    const later = admission.enter();
    expect(admission.waiting()).toBe(2);
    second?.();
    expect(await waiting[1]).not.toBeNull();
    expect(admission.waiting()).toBe(1);
    void later;
  });

  it("drops a waiter whose visitor left, without giving it a slot", async () => {
    const admission = renderAdmission({ limit: 1, queueLimit: 5 });
    const first = await admission.enter();
    const gone = new AbortController();
    const left = admission.enter(gone.signal);
    const next = admission.enter();
    gone.abort();
    expect(await left).toBeNull();
    expect(admission.waiting()).toBe(1);
    first?.();
    expect(await next).not.toBeNull();
    expect(admission.running()).toBe(1);
  });

  it("gives back a slot held too long, so a response nobody reads cannot keep it", async () => {
    const admission = renderAdmission({ limit: 1, queueLimit: 5, slotMaxMs: 20 });
    await admission.enter();
    const next = await admission.enter();
    expect(next).not.toBeNull();
  });
});

// A page server whose render (a stand-in entry-server.js) waits until the test lets it go.
const INDEX = `<!doctype html><html><head><meta charset="utf-8">
<meta name="cinema-config" content="{}">
<title>Cinema</title></head><body><div id="root"></div></body></html>`;
const ENTRY = `
const state = (globalThis.__admissionTest ??= { started: [], gates: [] });
export async function renderPage(request, options) {
  state.started.push(new URL(request.url).pathname);
  await new Promise((resolve) => state.gates.push(resolve));
  return {
    response: new Response("<main>" + new URL(request.url).pathname + "</main>", { status: 200 }),
    start: options.start,
  };
}`;
interface TestState {
  started: string[];
  gates: (() => void)[];
}
const state = () => (globalThis as { __admissionTest?: TestState }).__admissionTest;

/** A page server over a stand-in build in a fresh folder: `entry` is its entry-server.js. */
function pageServer(entry: string, admission: RenderAdmission) {
  const dir = mkdtempSync(join(tmpdir(), "cinema-admission-"));
  mkdirSync(join(dir, "dist"));
  mkdirSync(join(dir, "render"));
  writeFileSync(join(dir, "dist", "index.html"), INDEX);
  writeFileSync(join(dir, "render", "entry-server.js"), entry);
  const pages = staticRoutes(
    {
      config: {
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        defaultCountry: null,
        defaultUsState: null,
        clientDir: join(dir, "dist"),
        mediaDir: join(dir, "media"),
        now: Date.now,
        publicUrl: "http://cinema.test",
        allowedOrigins: [],
        trustProxy: false,
        mode: "demo",
        paymentProvider: null,
        apiUrl: null,
      },
      settings: () => [],
      clientToken: () => ({
        access_token: "page-token",
        token_type: "Bearer",
        expires_in: 3600,
        refresh_token: null,
      }),
      sitemap: null,
    },
    { renderDir: join(dir, "render"), renderApiBase: "http://api.invalid/api", admission },
  );
  return { dir, pages };
}

let dir: string;
let pages: ReturnType<typeof staticRoutes>;
beforeAll(() => {
  ({ dir, pages } = pageServer(ENTRY, renderAdmission({ limit: 2, queueLimit: 1 })));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe("a page server under a burst", () => {
  it("starts K of K+1 pages at once, the next when one is written, and refuses past the queue with 503 and Retry-After", async () => {
    const paths = ["/movies/a", "/movies/b", "/movies/c"];
    const asked = paths.map((path) => pages.request(path, { headers: { accept: "text/html" } }));
    const started = () => state()?.started ?? [];
    await until(() => started().length >= 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(started()).toHaveLength(2);
    // The queue (one place) is full: a fourth page is refused at once, not kept waiting.
    const refused = await pages.request("/movies/d", { headers: { accept: "text/html" } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    // The first page written whole gives its slot to the one that waited.
    const [firstPath] = started();
    state()?.gates[0]?.();
    const first = await asked[paths.indexOf(firstPath ?? "")];
    expect(first?.status).toBe(200);
    expect(await first?.text()).toContain(`<main>${firstPath}</main>`);
    await until(() => started().length >= 3);
    expect([...started()].sort()).toEqual(paths);
    state()?.gates[1]?.();
    state()?.gates[2]?.();
    const all = await Promise.all(asked);
    const texts = await Promise.all(all.map((page) => (page.bodyUsed ? "" : page.text())));
    paths.forEach((path, i) => {
      if (path !== firstPath) expect(texts[i]).toContain(`<main>${path}</main>`);
    });
  });
});

// A render that ends without a document (it failed, it redirected, its head could not be read)
// gives its slot back at once: with one slot and no queue, a slot kept would refuse the next.
const ENDINGS_ENTRY = `
export async function renderPage(request, options) {
  const path = new URL(request.url).pathname;
  if (path === "/movies/fails") throw new Error("render failed");
  if (path === "/movies/moves") return { response: new Response(null, { status: 302, headers: { location: "/elsewhere" } }), start: options.start };
  const body = path === "/movies/broken"
    ? new ReadableStream({ pull(controller) { controller.error(new Error("stream broke")); } })
    : "<main>" + path + "</main>";
  return { response: new Response(body, { status: 200 }), start: options.start };
}`;

describe("a render that ends without a document", () => {
  let endingsDir: string;
  let endings: ReturnType<typeof staticRoutes>;
  beforeAll(() => {
    ({ dir: endingsDir, pages: endings } = pageServer(
      ENDINGS_ENTRY,
      renderAdmission({ limit: 1, queueLimit: 0 }),
    ));
  });
  afterAll(() => rmSync(endingsDir, { recursive: true, force: true }));

  const page = (path: string) => endings.request(path, { headers: { accept: "text/html" } });

  it("gives its slot back: a failed render, a redirect and an unreadable head (the page left to the browser), then a page", async () => {
    const failed = await page("/movies/fails");
    expect(failed.status).toBe(200);
    expect(await failed.text()).toContain('<div id="root"></div>');
    const moved = await page("/movies/moves");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/elsewhere");
    // A stream that breaks before its head tags leaves the page to the browser: never a 500.
    const broken = await page("/movies/broken");
    expect(broken.status).toBe(200);
    expect(await broken.text()).toContain('<div id="root"></div>');
    const written = await page("/movies/written");
    expect(written.status).toBe(200);
    expect(await written.text()).toContain("<main>/movies/written</main>");
  });
});
