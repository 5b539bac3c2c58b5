import type { Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal, loginAs } from "./visitors.ts";

/**
 * Every VHS number of spec 001 §9, read from the running player (issue 25): the VHS globals
 * and request method of the page's video.js, the playlist controller of the live player, and
 * a segment that fails twice and is fetched again on the spec's schedule.
 */

const PAID_FILM = { slug: "the-secret-bridge", id: 13 };

async function playFilm(page: Page) {
  await page.goto(`/movies/${PAID_FILM.slug}`);
  await page.getByRole("button", { name: "▶ Play" }).click();
  await expect
    .poll(() => page.evaluate(() => document.querySelector("video")?.currentTime ?? 0), {
      timeout: 20_000,
    })
    .toBeGreaterThan(1);
}

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

test("the running player applies spec 001 §9's streaming numbers", async ({ page }) => {
  await loginAs(page);
  await playFilm(page);
  const live = await page.evaluate(() => {
    type Vhs = Record<string, unknown> & { xhr: { retryParameters?: unknown } };
    const videojs = (window as unknown as { videojs?: { Vhs: Vhs } }).videojs;
    const element = document.querySelector(".video-js") as unknown as {
      player: { tech(safety: boolean): { vhs: { playlistController_: Record<string, unknown> } } };
    };
    const controller = element.player.tech(true).vhs.playlistController_ as {
      goalBufferLength(): number;
      bufferLowWaterLine(): number;
      maxPlaylistRetries: number;
      tech_: { currentTime(): number };
    };
    const vhs = videojs!.Vhs;
    return {
      globals: {
        GOAL_BUFFER_LENGTH: vhs.GOAL_BUFFER_LENGTH,
        MAX_GOAL_BUFFER_LENGTH: vhs.MAX_GOAL_BUFFER_LENGTH,
        BACK_BUFFER_LENGTH: vhs.BACK_BUFFER_LENGTH,
        BUFFER_LOW_WATER_LINE: vhs.BUFFER_LOW_WATER_LINE,
      },
      retryParameters: vhs.xhr.retryParameters,
      currentTime: controller.tech_.currentTime(),
      goalBufferLength: controller.goalBufferLength(),
      bufferLowWaterLine: controller.bufferLowWaterLine(),
      maxPlaylistRetries: controller.maxPlaylistRetries,
    };
  });
  // Buffering goal 12 s, growing to the buffer length 30 s; 30 s kept behind; rebuffering
  // goal 6 s as VHS's low water line (it never switches up below it).
  expect(live.globals).toEqual({
    GOAL_BUFFER_LENGTH: 12,
    MAX_GOAL_BUFFER_LENGTH: 30,
    BACK_BUFFER_LENGTH: 30,
    BUFFER_LOW_WATER_LINE: 6,
  });
  expect(live.goalBufferLength).toBeGreaterThanOrEqual(12);
  expect(live.goalBufferLength).toBeLessThanOrEqual(30);
  expect(live.bufferLowWaterLine).toBe(6);
  // Retry timeout 30000, stall 5000, connection 10000, 7 attempts, base delay 1000,
  // backoff 2, fuzz 0.5: the parameters of the request method every VHS request goes through.
  expect(live.retryParameters).toEqual({
    timeout: 30000,
    stallTimeout: 5000,
    connectionTimeout: 10000,
    maxAttempts: 7,
    baseDelay: 1000,
    backoffFactor: 2,
    fuzzFactor: 0.5,
  });
  expect(live.maxPlaylistRetries).toBe(7);
});

test("a segment that fails twice is fetched again after about 1 s, then 2 s, and plays", async ({
  page,
}) => {
  await loginAs(page);
  const tries: { path: string; at: number }[] = [];
  let failing: string | null = null;
  await page.route(
    (url) => url.pathname.includes("/media/") && /\.(ts|mpegts|m4s|mp4|aac)$/.test(url.pathname),
    async (route) => {
      // The player's own requests (XHR); the page's warm-up fetch of the first segments
      // (adapters/video/warmStream.ts) is not a try of the player's.
      if (route.request().resourceType() !== "xhr") return route.continue();
      const path = new URL(route.request().url()).pathname;
      failing ??= path;
      if (path === failing) tries.push({ path, at: Date.now() });
      if (path === failing && tries.length <= 2) await route.abort("failed");
      else await route.continue();
    },
  );
  await playFilm(page);
  expect(tries.length).toBeGreaterThanOrEqual(3);
  const [first, second, third] = tries.map((t) => t.at) as [number, number, number];
  // 1000 ms ± 50 %, then 2000 ms ± 50 % (and the time the failure takes to arrive).
  expect(second - first).toBeGreaterThanOrEqual(500);
  expect(second - first).toBeLessThan(2_500);
  expect(third - second).toBeGreaterThanOrEqual(1_000);
  expect(third - second).toBeLessThan(4_000);
});
