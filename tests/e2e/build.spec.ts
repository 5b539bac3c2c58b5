import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal } from "./visitors.ts";

/** The production build the journeys run against (playwright.config.ts serves it). */
const clientDir = process.env.CINEMA_CLIENT_DIR ?? "dist";

test("the production build ships no inspector connection", () => {
  const assets = join(clientDir, "assets");
  const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = readFileSync(join(assets, file), "utf8");
    expect(code, file).not.toContain("createBrowserInspector");
    expect(code, file).not.toContain("stately.ai");
  }
});

test("the production build renders with React DOM, and ships no Preact (decision 0020)", () => {
  const assets = join(clientDir, "assets");
  const code = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(join(assets, file), "utf8"))
    .join("\n");
  // React DOM's renderer names its internals and its error decoder in any build.
  expect(code).toContain("__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE");
  expect(code).toContain("react.dev/errors/");
  // Preact's compatibility layer maps React's onDoubleClick to the DOM's event by this name.
  expect(code).not.toContain("ondoubleclick");
});

test("?inspect in production opens no inspector window and posts nothing", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptedAgeModal(context, baseURL!);
  const popups: string[] = [];
  context.on("page", (opened) => popups.push(opened.url()));
  await page.goto("/?inspect");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const inspectorLoaded = await page.evaluate(() =>
    performance.getEntriesByType("resource").some((entry) => /inspect/i.test(entry.name)),
  );
  expect(inspectorLoaded).toBe(false);
  expect(popups).toEqual([]);
});

/** A film page's path, for a viewer past the age question. */
async function aFilmPage(page: Page, context: BrowserContext, baseURL: string): Promise<string> {
  await acceptedAgeModal(context, baseURL);
  const films = await (await page.request.get("/api/movies?perPage=1")).json();
  return `/movies/${films.data[0].slug}`;
}

test("no stylesheet index.html carries inline is loaded again by a later import", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto(await aFilmPage(page, context, baseURL!));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The page's lazy parts (cards, actions, the features) have loaded, with their stylesheets.
  await page.waitForLoadState("networkidle");
  await expect(page.locator('link[rel="stylesheet"]').first()).toBeAttached();
  const duplicates = await page.evaluate(async () => {
    const inline = new Set([...document.querySelectorAll("style")].map((s) => s.textContent));
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    const texts = await Promise.all(
      links.map(async (l) => [l.href, await (await fetch(l.href)).text()]),
    );
    return texts.filter(([, text]) => inline.has(text ?? "")).map(([href]) => href);
  });
  expect(duplicates).toEqual([]);
});

test("a page's lazy imports add their module preload links a few per task (vite.config.ts)", async ({
  page,
  context,
  baseURL,
}) => {
  const path = await aFilmPage(page, context, baseURL!);
  // The links the page carries are its own (the start-up's, added by the page's end once its
  // first screen is painted), not an import's.
  const html = await (await page.request.get(path)).text();
  const shipped = [
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"|\[false,"([^"]+)"/g),
  ].map((match) => match[1] ?? match[2] ?? "");
  expect(shipped.length).toBeGreaterThan(3);
  // A mutation observer's callback runs once per task that changed the document.
  await page.addInitScript((parsed: string[]) => {
    const batches: number[] = [];
    (window as unknown as { preloadBatches: number[] }).preloadBatches = batches;
    new MutationObserver((records) => {
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .filter(
          (node) =>
            node instanceof HTMLLinkElement &&
            node.rel === "modulepreload" &&
            !parsed.includes(node.getAttribute("href") ?? ""),
        );
      if (added.length > 0) batches.push(added.length);
    }).observe(document, { childList: true, subtree: true });
  }, shipped);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const batches = await page.evaluate(
    () => (window as unknown as { preloadBatches: number[] }).preloadBatches,
  );
  expect(batches.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(8);
  expect(Math.max(...batches)).toBeLessThanOrEqual(4);
});
