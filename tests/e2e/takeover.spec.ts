import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal, visitorFrom } from "./visitors.ts";

/**
 * One screen at a time (issue 8), in two browsers logged in as the same account: the first
 * screen plays, the second is held behind 'Attention', 'WATCH ON THIS DEVICE' sends the
 * first home and plays the second, 'GO BACK' goes back a page; registered viewers on free
 * films are never limited.
 */

const PASSWORD = "cinema-demo";
const PAID_FILM = { slug: "the-secret-bridge", id: 13 };
const FREE_FILM = { slug: "summer-tide", id: 108 };
const ATTENTION_TEXT =
  "Hold up! Your account is in use on another device (or in another browser/tab) and can not be used on more than one screen at a time.";

/** A fresh browser (its own cookies and storage) logged in as `who`. */
async function screenOf(browser: Browser, baseURL: string, who: "premium" | "registered") {
  const { context, page } = await visitorFrom(browser, baseURL, null);
  await acceptedAgeModal(context, baseURL);
  await page.goto("/login");
  const main = page.getByRole("main");
  await main.getByLabel("E-mail or username").fill(`${who}@cinema.test`);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  return { context, page };
}

async function pressPlay(page: Page, slug: string) {
  await page.goto(`/movies/${slug}`);
  await page.getByRole("button", { name: "▶ Play" }).click();
}

const videoState = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector("video");
    return video ? { paused: video.paused, time: video.currentTime } : null;
  });

/** The page's video plays on: its time moves past `seconds` and it is not paused. */
async function playsPast(page: Page, seconds: number) {
  await expect
    .poll(async () => (await videoState(page))?.time ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(seconds);
  expect((await videoState(page))?.paused).toBe(false);
}

/** What the screen sent home reads (issue 25). */
const SENT_HOME_TEXT =
  "Hold up! Your account is now playing on another device (or in another browser/tab), so playback stopped here: it can not be used on more than one screen at a time.";

/** How far the first screen skips ahead before the takeover (the film is 2 h long). */
const SKIP_S = 300;
/** "The winner resumes where the other stopped": within a few seconds. */
const HANDOVER_TOLERANCE_S = 3;

const attention = (page: Page) => page.getByRole("alertdialog", { name: "Attention" });

/** Live TV from its preview (the page 'GO BACK' returns to), as a viewer gets there. */
async function watchLive(page: Page) {
  await page.goto("/live-tv-preview");
  await page.getByRole("link", { name: "Watch live" }).click();
  await expect(page).toHaveURL(/\/watch\/live-tv$/);
  await expect(page.locator(".live-player video")).toHaveCount(1, { timeout: 15_000 });
}

test("the second screen waits behind 'Attention'; watching there sends the first home", async ({
  browser,
  baseURL,
}) => {
  const first = await screenOf(browser, baseURL!, "premium");
  await pressPlay(first.page, PAID_FILM.slug);
  await playsPast(first.page, 1);

  const second = await screenOf(browser, baseURL!, "premium");
  await pressPlay(second.page, PAID_FILM.slug);
  const modal = attention(second.page);
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal).toContainText(ATTENTION_TEXT);
  const watchHere = modal.getByRole("button", { name: "WATCH ON THIS DEVICE" });
  await expect(modal.getByRole("button", { name: "GO BACK" })).toBeVisible();
  await expect(watchHere).toBeFocused();
  await second.page.screenshot({ path: "test-results/takeover/attention.png" });
  // The second screen does not play; the first plays on.
  await expect.poll(async () => (await videoState(second.page))?.paused ?? true).toBe(true);
  const before = (await videoState(first.page))?.time ?? 0;
  await playsPast(first.page, before + 1);
  await expect(attention(first.page)).toHaveCount(0);
  // The viewer on the first screen skips ahead (the scrub bar): the waiting screen's own
  // resume position is now far behind.
  const skippedTo = before + SKIP_S;
  await first.page.evaluate((to) => {
    const video = document.querySelector("video");
    if (video) video.currentTime = to;
  }, skippedTo);
  await playsPast(first.page, skippedTo + 1);
  const stoppedAt = (await videoState(first.page))?.time ?? 0;

  await watchHere.click();
  await expect(first.page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(first.page.locator("video")).toHaveCount(0);
  // The screen sent home is told why.
  await expect(first.page.getByText(SENT_HOME_TEXT)).toBeVisible();
  await first.page.screenshot({ path: "test-results/takeover/sent-home.png" });
  await expect(modal).toBeHidden();
  // The winner resumes by itself where the other stopped (issue 25), within a few seconds.
  const resumedAt = (await videoState(second.page))?.time ?? 0;
  expect(Math.abs(resumedAt - stoppedAt)).toBeLessThan(HANDOVER_TOLERANCE_S);
  await playsPast(second.page, resumedAt + 1);

  await first.context.close();
  await second.context.close();
});

test("a screen that opened the watch URL and takes over plays by itself, no second Play", async ({
  browser,
  baseURL,
}) => {
  const first = await screenOf(browser, baseURL!, "premium");
  await pressPlay(first.page, PAID_FILM.slug);
  await playsPast(first.page, 1);

  const second = await screenOf(browser, baseURL!, "premium");
  await second.page.goto(`/film/${PAID_FILM.slug}/watch/movie/${PAID_FILM.id}`);
  const modal = attention(second.page);
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await modal.getByRole("button", { name: "WATCH ON THIS DEVICE" }).click();
  await expect(first.page.getByText(SENT_HOME_TEXT)).toBeVisible({ timeout: 10_000 });
  await playsPast(second.page, 1);

  await first.context.close();
  await second.context.close();
});

test("'GO BACK' on the waiting screen returns to the page before", async ({ browser, baseURL }) => {
  const first = await screenOf(browser, baseURL!, "premium");
  await pressPlay(first.page, PAID_FILM.slug);
  await playsPast(first.page, 1);

  const second = await screenOf(browser, baseURL!, "premium");
  await pressPlay(second.page, PAID_FILM.slug);
  const modal = attention(second.page);
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await modal.getByRole("button", { name: "GO BACK" }).click();
  await expect(second.page).toHaveURL(new RegExp(`/movies/${PAID_FILM.slug}$`));
  // The first screen was never disturbed.
  const before = (await videoState(first.page))?.time ?? 0;
  await playsPast(first.page, before + 1);

  await first.context.close();
  await second.context.close();
});

test("a registered viewer on a free film plays on two screens, never limited", async ({
  browser,
  baseURL,
}) => {
  const first = await screenOf(browser, baseURL!, "registered");
  const second = await screenOf(browser, baseURL!, "registered");
  const sockets: string[] = [];
  for (const page of [first.page, second.page])
    page.on("websocket", (ws) => sockets.push(ws.url()));

  await pressPlay(first.page, FREE_FILM.slug);
  await playsPast(first.page, 1);
  await pressPlay(second.page, FREE_FILM.slug);
  await playsPast(second.page, 2);
  const before = (await videoState(first.page))?.time ?? 0;
  await playsPast(first.page, before + 1);
  await expect(attention(first.page)).toHaveCount(0);
  await expect(attention(second.page)).toHaveCount(0);
  // Neither screen joined presence.
  expect(sockets.filter((url) => url.includes("/presence/"))).toEqual([]);

  await first.context.close();
  await second.context.close();
});

test("live TV: the second screen waits behind 'Attention'; watching there sends the first home", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const first = await screenOf(browser, baseURL!, "premium");
  const presenceSockets: string[] = [];
  first.page.on("websocket", (ws) => {
    if (ws.url().includes("/presence/")) presenceSockets.push(ws.url());
  });
  await watchLive(first.page);
  await playsPast(first.page, 1);
  // A paid viewer's live channel joins the account's presence.
  expect(presenceSockets).toHaveLength(1);

  const second = await screenOf(browser, baseURL!, "premium");
  await watchLive(second.page);
  const modal = attention(second.page);
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal).toContainText(ATTENTION_TEXT);
  await expect(modal.getByRole("button", { name: "GO BACK" })).toBeVisible();
  // The second screen's live channel is held paused; the first plays on.
  await expect.poll(async () => (await videoState(second.page))?.paused ?? true).toBe(true);
  await second.page.screenshot({ path: "test-results/takeover/live-attention.png" });
  const before = (await videoState(first.page))?.time ?? 0;
  await playsPast(first.page, before + 1);
  await expect(attention(first.page)).toHaveCount(0);

  await modal.getByRole("button", { name: "WATCH ON THIS DEVICE" }).click();
  await expect(first.page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(first.page.locator("video")).toHaveCount(0);
  await expect(modal).toBeHidden();
  const resumedAt = (await videoState(second.page))?.time ?? 0;
  await playsPast(second.page, resumedAt + 1);

  await first.context.close();
  await second.context.close();
});

test("live TV: 'GO BACK' on the waiting screen returns to the page before", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const first = await screenOf(browser, baseURL!, "premium");
  await watchLive(first.page);
  await playsPast(first.page, 1);

  const second = await screenOf(browser, baseURL!, "premium");
  await watchLive(second.page);
  const modal = attention(second.page);
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await modal.getByRole("button", { name: "GO BACK" }).click();
  await expect(second.page).toHaveURL(/\/live-tv-preview$/);
  await expect(second.page.locator("video")).toHaveCount(0);
  const before = (await videoState(first.page))?.time ?? 0;
  await playsPast(first.page, before + 1);

  await first.context.close();
  await second.context.close();
});
