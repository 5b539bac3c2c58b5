import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal } from "./visitors.ts";

/**
 * Related content plays (issue 11), on the seeded catalogue: from a film's page, an
 * interview card opens the interview's watch page and its own video plays; a chapter of a
 * paid film is gated as the film is.
 */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

/** A seeded paid film with an interview (open to every viewer) and chapters (gated). */
const PAID_FILM = "the-secret-bridge";
const INTERVIEW = { id: 36, title: "In conversation: The Secret Bridge" };
const CHAPTER = { id: 37, title: "Chapter 2: The Letter" };
const SHOTS = "shots";

/** The video element has drawn a frame and moved past its first one. */
async function firstFramePlays(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const video = document.querySelector("video");
          return video !== null && video.readyState >= 2 && video.currentTime > 0;
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test("a guest opens an interview card from a film page with the keyboard, and the interview plays", async ({
  page,
}) => {
  await page.goto(`/movies/${PAID_FILM}`);
  const card = page.getByRole("link", { name: `Play ${INTERVIEW.title}` });
  await card.focus();
  await expect(card).toBeFocused();
  const media: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/media/")) media.push(path);
  });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(
    new RegExp(`/film/${PAID_FILM}/watch/interview-related/${INTERVIEW.id}$`),
  );
  await expect(page.getByRole("heading", { level: 1, name: INTERVIEW.title })).toBeVisible();
  await firstFramePlays(page);
  // Its own stream (playlists and segments), not the film's.
  const streams = media.filter((path) => /\.(m3u8|mpegts|ts)$/.test(path));
  expect(streams.length).toBeGreaterThan(1);
  for (const path of streams) expect(path).toMatch(new RegExp(`^/media/related/${INTERVIEW.id}/`));
});

test("a guest on a paid film's chapter gets the play modal, not the chapter", async ({ page }) => {
  await page.goto(`/film/${PAID_FILM}/watch/chapter-related/${CHAPTER.id}`);
  await expect(page.getByRole("heading", { level: 1, name: CHAPTER.title })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Wanna watch this film for free?" })).toBeVisible();
  expect(await page.locator("video").count()).toBe(0);
});

test("an unknown related id is the watch page's 'no such video'", async ({ page }) => {
  await page.goto(`/film/${PAID_FILM}/watch/interview-related/999999`);
  await expect(page.getByRole("heading", { name: "This video could not be found" })).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`related cards and the interview playing, at ${width} px`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto(`/movies/${PAID_FILM}`);
    const row = page.getByRole("region", { name: "Interviews" });
    await row.scrollIntoViewIfNeeded();
    const card = row.getByRole("link", { name: `Play ${INTERVIEW.title}` });
    await card.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(card).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/related-cards-${width}.png` });
    await page.keyboard.press("Enter");
    await firstFramePlays(page);
    await page.screenshot({ path: `${SHOTS}/related-playing-${width}.png` });
  });
}
