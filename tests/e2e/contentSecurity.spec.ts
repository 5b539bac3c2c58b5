import type { Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal, loginAs } from "./visitors.ts";

/**
 * The page's Content Security Policy holds where the player runs: a title page (which loads
 * video.js early) and a playing film raise no violation, and video.js's icons still draw from
 * its font, loaded from a file the policy allows (`font-src 'self'`), not a data: URI.
 */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

function violationsOf(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text().slice(0, 300));
  });
  return found;
}

const iconFontLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (f) => f.family.replace(/"/g, "") === "VideoJS" && f.status === "loaded",
    );
  });

test("a title page raises no CSP violation once Play has loaded video.js", async ({ page }) => {
  const violations = violationsOf(page);
  await page.goto("/movies/a-bridge-in-vienna");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Pointing at Play fetches video.js ahead of the press (app/playback.ts `preloadPlayer`).
  await page.getByRole("main").getByRole("button", { name: "▶ Play" }).hover();
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .some((e) => /\/video\.es-[\w-]+\.js$/.test(e.name)),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.waitForTimeout(1_500);
  expect(violations).toEqual([]);
});

test("a playing film raises no CSP violation and draws video.js's icons from its font file", async ({
  page,
}) => {
  const violations = violationsOf(page);
  await loginAs(page);
  await page.goto("/film/the-secret-bridge/watch/movie/13");
  await page.getByRole("button", { name: /^Play / }).click();
  await expect
    .poll(() => page.evaluate(() => document.querySelector("video")?.currentTime ?? 0), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0.5);
  await expect.poll(() => iconFontLoaded(page), { timeout: 10_000 }).toBe(true);
  expect(violations).toEqual([]);
});
