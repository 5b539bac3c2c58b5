#!/usr/bin/env node
// `npm run shots`: screenshots of the site as a viewer sees it, to look at (issue 14).
// Builds nothing: serves an existing build (`dist`, or `--dir <build dir>`) with the reference
// server on a free port and a throw-away database, and writes PNGs at 375 and 1440 px into
// `shots/` (`--out <dir>` to choose): as a guest home, a film, a series, a search that finds
// nothing, the complaints form and a payment result without an order; as the registered demo
// account the sign-up's plans; as the premium one My Space and My Account.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "./chromium.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";

/** A person's desktop Chrome (headless Chromium's own user agent reads as a bot to the site). */
const USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const WIDTHS = [375, 1440];
const HEIGHTS = { 375: 812, 1440: 900 };
const DEMO_PASSWORD = "cinema-demo";

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const clientDir = resolve(option("dir", "dist"));
const outDir = resolve(option("out", "shots"));

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function answers(origin) {
  try {
    return (await fetch(`${origin}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** The reference server on `port`, serving `clientDir`, on a fresh database in `dataDir`. */
async function startServer(port, dataDir) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CINEMA_DB: join(dataDir, "shots.sqlite"),
      CINEMA_DB_RESET: "1",
      CINEMA_CLIENT_DIR: clientDir,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    if (await answers(origin)) return { server, origin };
    if (server.exitCode !== null) break;
    await new Promise((res) => setTimeout(res, 200));
  }
  server.kill();
  throw new Error("reference server did not start");
}

/** The page of the first film or series a visitor finds on the list page `list`. */
async function firstDetail(page, origin, list, prefix) {
  await page.goto(`${origin}${list}`);
  await settle(page);
  const href = await page
    .locator(`main a[href^="${prefix}"]`)
    .evaluateAll(
      (links, p) =>
        links
          .map((a) => a.getAttribute("href") ?? "")
          .find((h) => h.length > p.length && !h.includes("?")),
      prefix,
    );
  if (!href) throw new Error(`no link to ${prefix}… on ${list}`);
  return href;
}

/** The network quiet for a moment, or 10 s passed (a page may poll or stream). */
const settle = (page) =>
  page.waitForLoadState("networkidle", { timeout: 10000 }).catch(() => undefined);

/**
 * Scrolls down the page (lazy images load as they come into view), back to the top, waits
 * until its images have loaded (at most 10 s), then shoots the whole page.
 */
async function shoot(page, name, width) {
  await settle(page);
  await page.evaluate(async () => {
    const pause = (ms) => new Promise((res) => setTimeout(res, ms));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await pause(120);
    }
    window.scrollTo(0, 0);
    const loaded = Array.from(document.images)
      .filter((img) => !img.complete)
      .map(
        (img) =>
          new Promise((res) => {
            img.addEventListener("load", res, { once: true });
            img.addEventListener("error", res, { once: true });
          }),
      );
    await Promise.race([Promise.all([document.fonts.ready, ...loaded]), pause(10000)]);
  });
  await settle(page);
  const file = join(outDir, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`shots: ${file}`);
}

async function login(page, origin, email) {
  await page.goto(`${origin}/login`);
  await settle(page);
  const main = page.getByRole("main");
  await main.getByLabel("E-mail or username").fill(email);
  await main.getByLabel("Password").fill(DEMO_PASSWORD);
  await main.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 15000 });
}

async function main() {
  if (!existsSync(join(clientDir, "index.html")))
    throw new Error(`${clientDir} holds no build: run npx vite build first (or pass --dir)`);
  const chrome = ensureChromium();
  if (!chrome.ok) throw new Error(chrome.message);
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), "cinema-shots-"));
  const { server, origin } = await startServer(await freePort(), dataDir);
  console.log(`shots: ${clientDir} served at ${origin}`);
  const browser = await chromium.launch({ executablePath: chrome.path, args: CHROMIUM_ARGS });
  try {
    for (const width of WIDTHS) {
      const visit = async () => {
        const context = await browser.newContext({
          viewport: { width, height: HEIGHTS[width] },
          userAgent: USER_AGENT,
        });
        // A returning visitor: the first-visit age modal was accepted before.
        await context.addCookies([{ name: "age_restriction", value: "true", url: origin }]);
        return { context, page: await context.newPage() };
      };
      const shootAt = async (page, name, path) => {
        await page.goto(`${origin}${path}`);
        await shoot(page, name, width);
      };

      // A guest: the catalogue, search with nothing found, support and a payment result.
      const guest = await visit();
      await shootAt(guest.page, "home", "/");
      await shootAt(
        guest.page,
        "film",
        await firstDetail(guest.page, origin, "/movies", "/movies/"),
      );
      await shootAt(
        guest.page,
        "series",
        await firstDetail(guest.page, origin, "/series", "/series/"),
      );
      await shootAt(guest.page, "search-empty", "/search?s_term=zzzqqq");
      await shootAt(guest.page, "complaints", "/complaints");
      await shootAt(guest.page, "payment-success-no-order", "/payment-success");
      await guest.context.close();

      // A registered member choosing a plan.
      const registered = await visit();
      await login(registered.page, origin, "registered@cinema.test");
      await shootAt(registered.page, "sign-up-plans", "/sign-up");
      await registered.context.close();

      // The premium member: My Space, and My Account with billing and signed-in devices.
      const premium = await visit();
      await login(premium.page, origin, "premium@cinema.test");
      await shootAt(premium.page, "my-space", "/my-space");
      await shootAt(premium.page, "my-account", "/profile");
      await premium.context.close();
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`shots: ${error.message}`);
  process.exit(1);
});
