import type { Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal, loginAs } from "./visitors.ts";

/**
 * The member's library and the social features (issue 12) on the seeded catalogue: My List
 * from a film's page to My Space and back, a rating kept across a reload, a comment sent for
 * approval, downloads refused to a trial member and delivered to a premium one, and comments
 * carrying script that never runs.
 */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

/** Seeded films: the first published one carries approved comments (one with a script payload). */
const COMMENTED_FILM = "the-quiet-harbour";
const LIST_FILM = { slug: "voyages-of-lisbon", title: "Voyages of Lisbon" };
const RATED_FILM = "gentle-orchard";
const COMMENT_FILM = "summer-mirror";
const DOWNLOAD_FILM = "the-northern-waltz";
/** Where the screenshots go (to look at the layouts). */
const SHOTS = process.env.LIBRARY_SHOTS_DIR ?? "test-results/library";

const toast = (page: Page, text: string) => page.locator(".toast").filter({ hasText: text });

test("a member adds a film to My List, finds it in My Space and removes it", async ({ page }) => {
  await loginAs(page, "registered");
  await page.goto(`/movies/${LIST_FILM.slug}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "My List", exact: true }).click();
  await expect(toast(page, "Movie addded to your list")).toBeVisible();
  await expect(main.getByRole("button", { name: "In My List" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto("/my-space?tab=my-list");
  const list = page.getByRole("region", { name: "My List" });
  await expect(list.getByRole("link", { name: new RegExp(LIST_FILM.title) })).toBeVisible();
  await list.getByRole("button", { name: `Remove ${LIST_FILM.title} from My List` }).click();
  await expect(toast(page, "Movie removed from your list")).toBeVisible();
  await expect(list.getByText("Films and series you add to your list show up here.")).toBeVisible();
});

test("a member rates a film, the rating stays after a reload, and can be taken back", async ({
  page,
}) => {
  await loginAs(page, "registered");
  await page.goto(`/movies/${RATED_FILM}`);
  const rating = page.getByRole("group", { name: "Your rating" });
  await rating.getByRole("radio", { name: "4 stars" }).click();
  await expect(toast(page, "Rating has been successfully updated!")).toBeVisible();
  await page.reload();
  const again = page.getByRole("group", { name: "Your rating" });
  await expect(again.getByRole("radio", { name: "4 stars" })).toBeChecked();

  // Taken back (DELETE /rate): no star stays chosen, after a reload too.
  await again.getByRole("button", { name: "Remove rating" }).click();
  await expect(again.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(again.getByRole("button", { name: "Remove rating" })).toHaveCount(0);
  await page.reload();
  const after = page.getByRole("group", { name: "Your rating" });
  await expect(after.getByRole("radio", { name: "1 star" })).toBeVisible();
  await expect(after.getByRole("radio", { checked: true })).toHaveCount(0);
});

test("a member comments and is told the comment awaits approval", async ({ page }) => {
  await loginAs(page, "registered");
  await page.goto(`/movies/${COMMENT_FILM}`);
  const comments = page.getByRole("region", { name: /Comments/ });
  await comments.getByLabel("Write a comment").fill("A calm and lovely film.");
  await comments.getByRole("button", { name: "Send comment" }).click();
  await expect(
    toast(page, "Thank you for your comment. It has been sent for approval!"),
  ).toBeVisible();
  // Pending: not listed until approved.
  await expect(comments.getByText("A calm and lovely film.")).toHaveCount(0);
});

test("a member likes a comment; the like stays after a reload (spec 000 §4)", async ({ page }) => {
  await loginAs(page, "premium");
  await page.goto(`/movies/${COMMENTED_FILM}`);
  const comments = page.getByRole("region", { name: /Comments/ });
  const like = comments.getByRole("button", { name: /^Like the comment of / }).first();
  const name = await like.getAttribute("aria-label");
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await like.click();
  const liked = comments.getByRole("button", { name: name! }).first();
  await expect(liked).toHaveAttribute("aria-pressed", "true");
  await expect(liked).toHaveText(/Liked/);
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: /Comments/ })
      .getByRole("button", { name: name! })
      .first(),
  ).toHaveAttribute("aria-pressed", "true");
});

test("a trial member is refused a download; a premium member gets the file", async ({
  browser,
  baseURL,
}) => {
  const trial = await browser.newContext({ baseURL });
  await acceptedAgeModal(trial, baseURL!);
  const trialPage = await trial.newPage();
  await loginAs(trialPage, "trial");
  await trialPage.goto(`/movies/${DOWNLOAD_FILM}`);
  await trialPage.getByRole("main").getByRole("button", { name: "Download" }).click();
  await expect(toast(trialPage, "Upps!! You're trialing a subscription.")).toBeVisible();
  await expect(trialPage.getByRole("dialog")).toHaveCount(0);
  await trial.close();

  const premium = await browser.newContext({ baseURL, acceptDownloads: true });
  await acceptedAgeModal(premium, baseURL!);
  const page = await premium.newPage();
  await loginAs(page, "premium");
  await page.goto(`/movies/${DOWNLOAD_FILM}`);
  await page.getByRole("main").getByRole("button", { name: "Download" }).click();
  const dialog = page.getByRole("dialog", { name: /^Download / });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/download-modal.png` });
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download" }).click();
  await expect(toast(page, "Downloading!")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`${DOWNLOAD_FILM}.ts`);
  const path = await file.path();
  const { statSync } = await import("node:fs");
  expect(statSync(path).size).toBeGreaterThan(100_000);
  await premium.close();
});

test("comments carrying a script payload never execute", async ({ page }) => {
  await loginAs(page, "registered");
  await page.goto(`/movies/${COMMENTED_FILM}`);
  const comments = page.getByRole("region", { name: /Comments/ });
  // The seeded approved comment: markup stripped, its words shown as text.
  await expect(comments.getByText("Loved the lighthouse scenes.")).toBeVisible();
  await expect(comments.locator(".comment__text *")).toHaveCount(0);
  // A member posts one too (pending approval).
  await comments
    .getByLabel("Write a comment")
    .fill('<img src=x onerror="window.__libraryXss = 1"><script>window.__libraryXss = 2</script>');
  await comments.getByRole("button", { name: "Send comment" }).click();
  await expect(
    toast(page, "Thank you for your comment. It has been sent for approval!"),
  ).toBeVisible();
  await page.reload();
  await expect(comments.getByText("Loved the lighthouse scenes.")).toBeVisible();
  expect(
    await page.evaluate(() => {
      const w = window as { __seededXss?: unknown; __libraryXss?: unknown };
      return [w.__seededXss, w.__libraryXss];
    }),
  ).toEqual([undefined, undefined]);
});

test("the film page and My Space at 375 and 1440 px", async ({ page }) => {
  await loginAs(page, "premium");
  await page.goto(`/movies/${LIST_FILM.slug}`);
  await page.getByRole("main").getByRole("button", { name: "My List", exact: true }).click();
  await expect(toast(page, "Movie addded to your list")).toBeVisible();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(`/movies/${COMMENTED_FILM}`);
    await expect(page.getByRole("group", { name: "Your rating" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/film-${width}.png`, fullPage: true });
    await page.goto("/my-space?tab=my-list");
    await expect(
      page.getByRole("region", { name: "My List" }).getByRole("link").first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/my-space-${width}.png`, fullPage: true });
  }
});

test("a member's Watch Again tab pages ten films from /me/seen and takes one off (spec 001 §7, §9)", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith("/me/seen")) asked.push(`${request.method()} ${url.search}`);
  });
  await loginAs(page, "premium");
  await page.goto("/my-space?tab=watch-again");
  const list = page.getByRole("region", { name: "Watch Again" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  await expect(list.getByText("14 titles · page 1 of 2")).toBeVisible();
  expect(asked).toContain("GET ?page=1&perPage=10");

  await list.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/tab=watch-again&page=2/);
  await expect(list.getByRole("listitem")).toHaveCount(4);
  expect(asked).toContain("GET ?page=2&perPage=10");
  const title = (await list.locator(".card__title").first().textContent()) ?? "";
  await list.getByRole("button", { name: `Remove ${title} from Watch Again` }).click();
  await expect(list.getByText("13 titles · page 2 of 2")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(3);
  expect(asked).toContain("DELETE ");
  await page.reload();
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(list.getByText(title, { exact: true })).toHaveCount(0);

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto("/my-space?tab=watch-again");
    await expect(list.getByRole("listitem")).toHaveCount(10);
    await page.screenshot({ path: `${SHOTS}/watch-again-${width}.png`, fullPage: true });
  }
});

test("a failed watch-again read shows the tab's own error, and a retry loads it", async ({
  page,
}) => {
  await loginAs(page, "premium");
  let fail = true;
  await page.route("**/api/me/seen**", (route) =>
    fail ? route.fulfill({ status: 500, body: "{}" }) : route.fallback(),
  );
  await page.goto("/my-space?tab=watch-again");
  const list = page.getByRole("region", { name: "Watch Again" });
  await expect(list.getByRole("alert")).toHaveText(/Your watch-again list could not be loaded/);
  fail = false;
  await list.getByRole("button", { name: "Try again" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(10);
});
