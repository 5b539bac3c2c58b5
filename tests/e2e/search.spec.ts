import type { Locator, Page } from "@playwright/test";
import { axeOn } from "./axe.ts";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal } from "./visitors.ts";

/** The header search against the reference server's full-text index (issue 10). */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

const SHOTS = process.env.SEARCH_SHOTS_DIR ?? "test-results/search";
const HINT = "Please type at least 2 characters...";

const searchBox = (page: Page) => page.getByRole("combobox", { name: /Search films/ });
const results = (page: Page) => page.getByRole("listbox", { name: "Search results" });
const status = (page: Page) => page.getByRole("banner").getByRole("status");

/** A seeded film: its title and page. */
async function aFilm(page: Page): Promise<{ title: string; slug: string }> {
  const body = await (await page.request.get("/api/movies?perPage=1")).json();
  return { title: body.data[0].title, slug: body.data[0].slug };
}

/** Types as a person does: one key press and release per character. */
async function typeInSearch(page: Page, text: string) {
  await searchBox(page).click();
  await searchBox(page).pressSequentially(text, { delay: 30 });
}

test("the search code is not in the first load of /; it loads on the first focus", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await expect(searchBox(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((path) => /SearchFeature|searchApi/.test(path))).toEqual([]);
  await searchBox(page).focus();
  await expect.poll(() => scripts.some((path) => /SearchFeature/.test(path))).toBe(true);
});

test("one character asks for two", async ({ page }) => {
  await page.goto("/");
  await typeInSearch(page, "q");
  await expect(status(page)).toHaveText(HINT);
  await expect(page.locator(".search-panel").getByText(HINT)).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "true");
});

test("a title's first letters find it, and the result opens its page", async ({ page }) => {
  const film = await aFilm(page);
  await page.goto("/");
  await typeInSearch(page, film.title.slice(0, 9));
  const option = results(page).getByRole("option", { name: film.title, exact: true });
  await expect(option).toBeVisible();
  await expect(status(page)).toHaveText(/^\d+ results? for /);
  await expect(option).toHaveAttribute("href", `/movies/${film.slug}`);
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/movies/${film.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
});

test("Featured shows at most 3 per group; a tab shows all of its kind", async ({ page }) => {
  await page.goto("/");
  await typeInSearch(page, "the");
  await expect(results(page).getByRole("option").first()).toBeVisible();
  const groups = results(page).getByRole("group");
  const sizes: number[] = [];
  for (const group of await groups.all()) sizes.push(await group.getByRole("option").count());
  expect(sizes.length).toBeGreaterThan(1);
  expect(Math.max(...sizes)).toBe(3);
  await page.getByRole("button", { name: "Movies" }).click();
  await expect.poll(() => results(page).getByRole("option").count()).toBeGreaterThan(3);
  await expect(searchBox(page)).toBeFocused();
});

test("a term with no match shows the empty text with the term", async ({ page }) => {
  await page.goto("/");
  await typeInSearch(page, "zzqx");
  const empty = 'Mmhh… Sorry, we didn\'t find anything for "zzqx". Please try again!';
  await expect(page.locator(".search-panel").getByText(empty)).toBeVisible();
  await expect(status(page)).toHaveText(empty);
});

test("Escape closes and clears", async ({ page }) => {
  await page.goto("/");
  await typeInSearch(page, "the");
  await expect(results(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(searchBox(page)).toHaveValue("");
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
  await expect(results(page)).toBeHidden();
  // Typing again starts from nothing: one character asks for two.
  await searchBox(page).pressSequentially("t");
  await expect(status(page)).toHaveText(HINT);
});

test("the keyboard reaches a result and Enter opens it", async ({ page }) => {
  await page.goto("/");
  await typeInSearch(page, "the");
  await expect(results(page).getByRole("option").nth(1)).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const second = results(page).getByRole("option").nth(1);
  await expect(second).toHaveAttribute("aria-selected", "true");
  const id = await second.getAttribute("id");
  await expect(searchBox(page)).toHaveAttribute("aria-activedescendant", id!);
  await expect(searchBox(page)).toBeFocused();
  const href = (await second.getAttribute("href"))!;
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
});

test("the full results page lists every result of s_term", async ({ page }) => {
  const film = await aFilm(page);
  const term = film.title.slice(0, 9);
  await page.goto(`/search?s_term=${encodeURIComponent(term)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Search results for “${term}”`);
  await expect(page.getByRole("main").getByRole("link", { name: film.title })).toHaveAttribute(
    "href",
    `/movies/${film.slug}`,
  );
  await expect(searchBox(page)).toHaveValue(term);
  await expect(page).toHaveTitle("Search results · Cinema");
});

test("the open search has no serious or critical accessibility violation", async ({ page }) => {
  await page.goto("/");
  await typeInSearch(page, "the");
  await expect(results(page).getByRole("option").first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(results(page).getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  const report = await axeOn(page).include("header").analyze();
  const serious = report.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("an icon button opens the search full width; Close search closes it", async ({ page }) => {
    await page.goto("/");
    await expect(searchBox(page)).toBeHidden();
    const open = page.getByRole("button", { name: "Search", exact: true });
    await expect(open).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/search-375-closed.png` });
    await open.click();
    await expect(searchBox(page)).toBeFocused();
    const box = await searchBox(page).boundingBox();
    expect(box!.width).toBeGreaterThan(260);
    await searchBox(page).pressSequentially("the", { delay: 30 });
    await expect(results(page).getByRole("option").first()).toBeVisible();
    const panel = await page.locator(".search-panel").boundingBox();
    expect(panel!.width).toBe(375);
    // It fills the screen under the header.
    expect(panel!.y + panel!.height).toBeGreaterThanOrEqual(735);
    await page.screenshot({ path: `${SHOTS}/search-375.png` });
    const report = await axeOn(page).include("header").analyze();
    expect(
      report.violations.filter((v) => v.impact === "critical" || v.impact === "serious"),
    ).toEqual([]);
    await page.getByRole("button", { name: "Close search" }).click();
    await expect(searchBox(page)).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("the empty text is whole inside the screen, with categories to try that open their page", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await searchBox(page).pressSequentially("zzqx", { delay: 30 });
    const empty = page
      .locator(".search-panel")
      .getByText('Mmhh… Sorry, we didn\'t find anything for "zzqx". Please try again!');
    await expect(empty).toBeVisible();
    await expectWhollyOnScreen(empty, 375);
    const tryInstead = page.getByRole("navigation", { name: "Try a category" });
    await expect(tryInstead.getByRole("link").first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/search-375-empty.png` });
    const first = tryInstead.getByRole("link").first();
    const name = (await first.textContent()) ?? "";
    await first.click();
    await expect(page).toHaveURL(/\/categories\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  });

  test("a search that found nothing offers the search labels (/smart/search-labels); one opens its term's results", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await searchBox(page).pressSequentially("zzqx", { delay: 30 });
    const tryInstead = page.getByRole("navigation", { name: "Try a search" });
    // The seed's first label: "Romance", searching "romance".
    const romance = tryInstead.getByRole("link", { name: "Romance", exact: true });
    await expect(romance).toBeVisible();
    await expectWhollyOnScreen(romance, 375);
    await page.screenshot({ path: `${SHOTS}/search-375-labels.png` });
    await romance.click();
    await expect(page).toHaveURL(/\/search\?s_term=romance$/);
    await expect(page.getByRole("link", { name: /Romance/ }).first()).toBeVisible();
  });
});

/** The text is not cut: no overflow inside it, and its box lies within the window's width. */
async function expectWhollyOnScreen(text: Locator, width: number) {
  const clipped = await text.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(clipped).toBe(false);
  const box = await text.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test.describe("on a desktop (1440 px)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the search sits in the header beside the account links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeHidden();
    await typeInSearch(page, "the");
    await expect(results(page).getByRole("option").first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.screenshot({ path: `${SHOTS}/search-1440.png` });
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  });

  test("the empty text is whole inside the panel", async ({ page }) => {
    await page.goto("/");
    await typeInSearch(page, "zzqx");
    const empty = page
      .locator(".search-panel")
      .getByText('Mmhh… Sorry, we didn\'t find anything for "zzqx". Please try again!');
    await expect(empty).toBeVisible();
    await expectWhollyOnScreen(empty, 1440);
    const panel = await page.locator(".search-panel").boundingBox();
    const text = await empty.boundingBox();
    expect(text!.x + text!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
  });
});
