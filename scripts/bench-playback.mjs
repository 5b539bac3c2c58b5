#!/usr/bin/env node
// Playback benchmark (issue 7): click-to-first-frame (a click on a film page's Play to the
// video's `playing` event) over fresh browser contexts, unthrottled and under a throttled
// profile; the JS and CSS the watch route adds (gzip); whether the first load of / carries
// anything of the player. `npm run bench` calls `benchPlayback`; run alone it builds into its
// own folder, starts the reference server on its own port and prints the figures.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";

/** Budget of issue 25 (issue 7 had 1000 ms): median click-to-first-frame on the local server. */
export const CLICK_TO_FIRST_FRAME_BUDGET_MS = 500;
const RUNS = Number(process.env.BENCH_PLAYBACK_RUNS ?? 11);
/** A phone on a slow network: Lighthouse's mobile profile (150 ms RTT, 1.6 Mbps down), CPU 4x. */
const THROTTLED = {
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  cpuRate: 4,
};
const USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
/** Code of the player that must never be in the first load of /. */
const PLAYER_MARKERS = [
  [/VIDEOJS_NO_DYNAMIC_STYLE|videojs-vjs/, "video.js"],
  [/player\.quickSeek/, "player machine"],
  [/viewStats\.leave/, "view-stats machine"],
  [/id:"playGate"/, "play gate machine"],
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A published free film: it plays for a guest, with no resume position to seek to. */
async function freeFilm(origin) {
  // A pooled keep-alive socket may have been closed by the server while the caller ran
  // something long and synchronous (the search bench): one retry takes a fresh one.
  const list = () => fetch(`${origin}/api/movies?perPage=100`);
  const page = await (await list().catch(list)).json();
  const film = page.data.find(
    (m) => m.is_free && m.series_id === null && (m.status ?? "").toLowerCase() === "published",
  );
  if (!film) throw new Error("no free published film in the catalogue");
  return film;
}

async function newContext(browser, origin) {
  const context = await browser.newContext({ baseURL: origin, userAgent: USER_AGENT });
  await context.addCookies([{ name: "age_restriction", value: "true", url: origin }]);
  // Media events do not bubble, but they pass the document in the capture phase.
  await context.addInitScript(() => {
    const marks = { click: null, playing: null };
    window.__playback = marks;
    document.addEventListener("click", () => (marks.click ??= performance.now()), true);
    document.addEventListener("playing", () => (marks.playing ??= performance.now()), true);
  });
  return context;
}

/** One press on Play, in a fresh context (cold caches): ms from the click to `playing`. */
async function clickToFirstFrame(browser, origin, film, throttled) {
  const context = await newContext(browser, origin);
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", THROTTLED.network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLED.cpuRate });
  }
  await page.goto(`/movies/${film.slug}`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "▶ Play" }).click();
  await page.waitForFunction(() => window.__playback.playing !== null, null, { timeout: 60_000 });
  const { click, playing } = await page.evaluate(() => window.__playback);
  await context.close();
  return Math.round(playing - click);
}

/** The built scripts and stylesheets a page requests while `act` runs. */
async function builtFilesRequested(page, act) {
  const files = new Set();
  page.on("request", (request) => {
    const type = request.resourceType();
    const path = new URL(request.url()).pathname;
    if ((type === "script" || type === "stylesheet") && path.startsWith("/assets/"))
      files.add(path);
  });
  await act();
  return [...files];
}

/** What opening a watch URL and playing it loads beyond the first load of /. */
async function watchRouteAdds(browser, origin, dist, film, homeFiles) {
  const context = await newContext(browser, origin);
  const page = await context.newPage();
  const files = await builtFilesRequested(page, async () => {
    await page.goto(`/film/${film.slug}/watch/movie/${film.id}`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: /^Play / }).click();
    await page.waitForFunction(() => window.__playback.playing !== null, null, { timeout: 60_000 });
  });
  await context.close();
  const added = files.filter((file) => !homeFiles.includes(file));
  return {
    jsGzipKb: gzipKb(
      dist,
      added.filter((file) => file.endsWith(".js")),
    ),
    cssGzipKb: gzipKb(
      dist,
      added.filter((file) => file.endsWith(".css")),
    ),
    files: added,
  };
}

/** Gzip size of built files, from the build folder. */
function gzipKb(dist, paths) {
  let bytes = 0;
  for (const path of paths) bytes += gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
  return +(bytes / 1024).toFixed(1);
}

/** The first load of / (scripts), and any player code found in it. */
async function homeFirstLoad(browser, origin, dist) {
  const context = await newContext(browser, origin);
  const page = await context.newPage();
  const scripts = new Set();
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.add(new URL(r.url()).pathname);
  });
  const all = new Set();
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/assets/")) all.add(path);
  });
  // The first load, as `npm run bench` counts it: until the network is idle.
  await page.goto("/", { waitUntil: "networkidle" });
  const scriptsAtLoad = [...scripts];
  await context.close();
  const settled = [...all];
  const player = [];
  for (const script of scriptsAtLoad) {
    const text = readFileSync(join(dist, script), "utf8");
    for (const [pattern, name] of PLAYER_MARKERS)
      if (pattern.test(text)) player.push(`${name} in ${script}`);
  }
  return { files: scriptsAtLoad, gzipKb: gzipKb(dist, scriptsAtLoad), player, settled };
}

export async function benchPlayback({ origin, dist = "dist", runs = RUNS, log = console.log }) {
  const film = await freeFilm(origin);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const home = await homeFirstLoad(browser, origin, dist);
    const adds = await watchRouteAdds(browser, origin, dist, film, home.settled);
    const measure = async (throttled) => {
      const times = [];
      for (let i = 0; i < runs; i++)
        times.push(await clickToFirstFrame(browser, origin, film, throttled));
      return { medianMs: median(times), timesMs: times };
    };
    const unthrottled = await measure(false);
    log(
      `  click-to-first-frame: median ${unthrottled.medianMs} ms (${unthrottled.timesMs.join(", ")})`,
    );
    const throttled = await measure(true);
    log(`  throttled: median ${throttled.medianMs} ms (${throttled.timesMs.join(", ")})`);
    return {
      film: `/movies/${film.slug}`,
      runs,
      /** The machine's load while measuring (1, 5, 15 min): a shared machine inflates times. */
      loadAverage: loadavg().map((value) => +value.toFixed(1)),
      clickToFirstFrame: { medianMs: unthrottled.medianMs, timesMs: unthrottled.timesMs },
      clickToFirstFrameThrottled: {
        profile: "150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4x slower",
        medianMs: throttled.medianMs,
        timesMs: throttled.timesMs,
      },
      watchRouteAdds: adds,
      home: {
        initialJsGzipKb: home.gzipKb,
        playerCodeInFirstLoad: home.player,
      },
      budget: {
        medianClickToFirstFrameMs: CLICK_TO_FIRST_FRAME_BUDGET_MS,
        ok: unthrottled.medianMs <= CLICK_TO_FIRST_FRAME_BUDGET_MS && home.player.length === 0,
      },
    };
  } finally {
    await browser.close();
  }
}

async function standalone() {
  const port = Number(process.env.BENCH_PLAYBACK_PORT ?? 8383);
  const origin = `http://127.0.0.1:${port}`;
  const dist = process.env.BENCH_PLAYBACK_DIST ?? "/tmp/bench-playback-dist";
  if (!process.env.BENCH_PLAYBACK_SKIP_BUILD) {
    const built = spawnSync("npx", ["vite", "build", "--outDir", dist], { stdio: "inherit" });
    if (built.status !== 0) throw new Error("vite build failed");
    // The server render beside it (the server looks for it in `${dist}-server`).
    const rendered = spawnSync("npx", ["vite", "build", "--ssr", "src/app/entry-server.tsx"], {
      stdio: "inherit",
      env: { ...process.env, CINEMA_RENDER_OUT: `${dist}-server` },
    });
    if (rendered.status !== 0) throw new Error("vite build --ssr failed");
  }
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CINEMA_DB: `data/bench-playback-${port}.sqlite`,
      CINEMA_DB_RESET: "1",
      CINEMA_CLIENT_DIR: dist,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) break;
      } catch {}
      if (i > 300) throw new Error("reference server did not start");
      await new Promise((done) => setTimeout(done, 200));
    }
    const result = await benchPlayback({ origin, dist });
    console.log(JSON.stringify(result, null, 2));
    if (!result.budget.ok) process.exitCode = 1;
  } finally {
    server.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await standalone();
