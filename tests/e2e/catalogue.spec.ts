import type { Page } from "@playwright/test";
import { axeOn } from "./axe.ts";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal } from "./visitors.ts";

/**
 * The catalogue's lists and film pages (issue 11): `/movies` sorted and filtered from the URL,
 * breadcrumbs, and a film page whose cast, tags and related content lead on.
 */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

const SHOTS = process.env.CATALOGUE_SHOTS_DIR ?? "test-results/catalogue";

/** axe on the page, without the layout's fading call-to-action (see routes.spec.ts). */
async function expectNoSeriousViolations(page: Page, where: string) {
  const report = await axeOn(page).exclude(".floating-cta").analyze();
  const serious = report.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

const cardTitles = (page: Page) => page.locator("main .grid .card__title");

/** Every film title of the catalogue, read from the API page by page. */
async function allFilmTitles(page: Page): Promise<string[]> {
  const titles: string[] = [];
  for (let n = 1; ; n++) {
    const body = await (await page.request.get(`/api/movies?perPage=50&page=${n}`)).json();
    titles.push(...body.data.map((m: { title: string }) => m.title));
    if (n >= body.meta.last_page) return titles;
  }
}

test("/movies sorts by title ascending from the URL, and back restores the order", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/movies");
  await expect(cardTitles(page).first()).toBeVisible();
  const defaultFirst = await cardTitles(page).first().textContent();
  await expectNoSeriousViolations(page, "/movies");

  await page.getByLabel("Sort by").selectOption({ label: "Title" });
  await expect(page).toHaveURL(/\/movies\?order=title$/);
  await page.getByRole("button", { name: /^Descending/ }).click();
  await expect(page).toHaveURL(/\/movies\?order=title&dir=asc$/);
  await expect(page.getByRole("button", { name: /^Ascending/ })).toBeVisible();

  const titles = await allFilmTitles(page);
  const first = [...titles].sort((a, b) =>
    a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0,
  )[0];
  await expect(cardTitles(page).first()).toHaveText(first ?? "");
  const shown = await cardTitles(page).allTextContents();
  const lower = shown.map((t) => t.toLowerCase());
  expect(lower).toEqual([...lower].sort());

  // Paging keeps the order; the breadcrumb of the list is the current page.
  await page.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/movies\?order=title&dir=asc&page=2$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/movies\?order=title&dir=asc$/);
  await expect(cardTitles(page).first()).toHaveText(first ?? "");
  await page.goBack();
  await expect(page).toHaveURL(/\/movies\?order=title$/);
  await expect(page.getByLabel("Sort by")).toHaveValue("title");
  await expect(page.getByRole("button", { name: /^Descending/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/movies$/);
  await expect(cardTitles(page).first()).toHaveText(defaultFirst ?? "");
  await expect(page.getByLabel("Sort by")).toHaveValue("most_seen_ever");
});

test("/movies filters by a tag chip", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/movies");
  const total = await page.locator("main .card__meta").first().textContent();
  const drama = page.getByRole("button", { name: "Drama", exact: true });
  await drama.click();
  await expect(page).toHaveURL(/\/movies\?tags=drama$/);
  await expect(drama).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("main .card__meta").first()).not.toHaveText(total ?? "");
  const body = await (await page.request.get("/api/movies?tags[]=drama&perPage=1")).json();
  await expect(page.locator("main .card__meta").first()).toContainText(`${body.meta.total} films`);
  await expectNoSeriousViolations(page, "/movies?tags=drama");
  await drama.click();
  await expect(page).toHaveURL(/\/movies$/);
});

test("a category's films sort like /movies", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/categories/drama");
  await expect(page.getByRole("heading", { name: "Drama", level: 1 })).toBeVisible();
  await page.getByLabel("Sort by").selectOption({ label: "Title" });
  await expect(page).toHaveURL(/\/categories\/drama\?order=title$/);
  await page.getByRole("button", { name: /^Descending/ }).click();
  await expect(page).toHaveURL(/\/categories\/drama\?order=title&dir=asc$/);
  const body = await (
    await page.request.get("/api/movies?tags[]=drama&sortBy=title&direction=asc&perPage=1")
  ).json();
  await expect(cardTitles(page).first()).toHaveText(body.data[0].title);
  await expectNoSeriousViolations(page, "/categories/drama?order=title&dir=asc");
});

test("a film page: breadcrumbs to /movies, cast links to the person page", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/movies");
  await cardTitles(page).first().click();
  await expect(page).toHaveURL(/\/movies\/[^/?]+$/);
  const filmUrl = page.url();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link").first()).toHaveAttribute("href", "/");
  await expect(crumbs.locator("[aria-current='page']")).toHaveAttribute(
    "href",
    new URL(filmUrl).pathname,
  );
  await expectNoSeriousViolations(page, filmUrl);

  await crumbs.getByRole("link", { name: "movies" }).click();
  await expect(page).toHaveURL(/\/movies$/);
  await expect(page.getByRole("heading", { name: "Films", level: 1 })).toBeVisible();

  await page.goto(filmUrl);
  const performer = page.locator(".credits dd .credit-links a[href^='/cast/']").first();
  const name = (await performer.textContent()) ?? "";
  await performer.click();
  await expect(page).toHaveURL(/\/cast\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("cast");
});

test("a series page links its cast and tags and shows its related content", async ({ page }) => {
  test.setTimeout(60_000);
  const list = await (await page.request.get("/api/series?perPage=100")).json();
  let slug = list.data[0].slug as string;
  for (const item of list.data as { id: number; slug: string }[]) {
    const related = await (await page.request.get(`/api/series/${item.id}/related-content`)).json();
    if (related.data.some((r: { channels: number[] }) => r.channels.includes(2))) {
      slug = item.slug;
      break;
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/series/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".credits .credit-links a[href^='/cast/']").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Tags" }).getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/categories\//,
  );
  await expect(page.locator("section.row").first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/series-1440.png`, fullPage: true });
  await expectNoSeriousViolations(page, `/series/${slug}`);
});

test("screenshots: /movies with its controls and a film page, at 375 and 1440 px", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A film with related content (the seed gives most of the first films some).
  const films = await (
    await page.request.get("/api/movies?perPage=40&sortBy=most_seen_ever")
  ).json();
  let film = films.data[0].slug as string;
  for (const f of films.data as { id: number; slug: string }[]) {
    const related = await (await page.request.get(`/api/movies/${f.id}/related-content`)).json();
    if (related.data.length >= 2) {
      film = f.slug;
      break;
    }
  }
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/movies?order=title&dir=asc&tags=drama");
    await expect(cardTitles(page).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/movies-${width}.png` });
    await page.goto(`/movies/${film}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Interviews" })
        .or(page.getByRole("region", { name: "Behind the scenes" }))
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/film-${width}.png`, fullPage: true });
  }
  await expectNoSeriousViolations(page, `/movies/${film}`);
});

test("a series page opens with Play S1 E1, which plays the first episode; on a phone its episodes show in the first screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/series/the-lighthouse-keepers");
  const main = page.getByRole("main");
  const play = main.getByRole("button", { name: "▶ Play S1 E1" });
  await expect(play).toBeVisible();
  const episodes = main.getByRole("list", { name: "Season 1 episodes" });
  const first = episodes.getByRole("heading", { level: 3 }).first();
  await expect(first).toContainText("1.");
  const box = await first.boundingBox();
  expect(box!.y, "the first episode starts within the first screen").toBeLessThan(800);
  await page.screenshot({ path: `${SHOTS}/series-375-top.png` });

  await page.setViewportSize({ width: 1440, height: 900 });
  await play.click();
  // A guest: the first episode is free to try or asks to sign in; either way the press is
  // for S1 E1 (its watch URL or the play modal names it).
  await expect(page.getByRole("dialog").or(page.locator("video")).first()).toBeVisible();
});

test("the home's Top 10 row ranks the ten films seen most lately (spec 001 §7, §9)", async ({
  page,
}) => {
  const answer = await (await page.request.get("/api/movies/most-seen?page=1&perPage=50")).json();
  const mostSeen = (answer.data as { title: string }[]).map((m) => m.title);
  expect(mostSeen.length).toBeGreaterThan(10);
  await page.goto("/");
  const row = page.getByRole("region", { name: "Top 10 films" });
  await expect(row.getByRole("listitem")).toHaveCount(10);
  const titles = await row.locator(".card__title").allTextContents();
  expect(titles).toEqual(mostSeen.slice(0, 10).map((title, i) => `Number ${i + 1}: ${title}`));
  await expect(row.locator(".card__rank").first()).toHaveText("1");
});

test("the home's best sellers row shows the ten films sold most (spec 001 §7 most-sold page 1, §9)", async ({
  page,
}) => {
  const answer = await (await page.request.get("/api/movies/most-sold?page=1&perPage=50")).json();
  const mostSold = (answer.data as { title: string }[]).map((m) => m.title);
  expect(mostSold.length).toBeGreaterThan(10);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/movies/most-sold")) asked.push(new URL(request.url()).search);
  });
  await page.goto("/");
  const row = page.getByRole("region", { name: "Best sellers" });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole("listitem")).toHaveCount(10);
  expect(await row.locator(".card__title").allTextContents()).toEqual(mostSold.slice(0, 10));
  expect(asked).toContain("?page=1&perPage=10");
});

test("the films page shows the original films and the series page the original series (spec 001 §7 /originals)", async ({
  page,
}) => {
  test.slow(); // two pages, then one at two widths
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith("/originals")) asked.push(url.search);
  });
  await page.goto("/movies");
  const films = page.getByRole("region", { name: "Cinema Originals" });
  await films.scrollIntoViewIfNeeded();
  await expect(films.getByRole("listitem").first()).toBeVisible();
  expect(asked.some((q) => q.includes("exclude_series=1") && !q.includes("exclude_movies"))).toBe(
    true,
  );
  const hrefs = await films
    .locator("li a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/movies\//);
  await page.goto("/series");
  const series = page.getByRole("region", { name: "Original series" });
  await series.scrollIntoViewIfNeeded();
  await expect(series.getByRole("listitem").first()).toBeVisible();
  expect(asked.some((q) => q.includes("exclude_movies=1") && !q.includes("exclude_series"))).toBe(
    true,
  );
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto("/movies");
    await page.getByRole("region", { name: "Cinema Originals" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/originals-${width}.png`, fullPage: true });
  }
});

test("a failed originals read says so in the row's place, and asks again", async ({ page }) => {
  let fail = true;
  await page.route("**/api/originals**", (route) =>
    fail ? route.fulfill({ status: 500, body: "{}" }) : route.fallback(),
  );
  await page.goto("/series");
  const row = page.getByRole("region", { name: "Original series" });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole("status")).toHaveText(/The originals could not be loaded/);
  fail = false;
  await row.getByRole("button", { name: "Try again" }).click();
  await expect(row.getByRole("listitem").first()).toBeVisible();
});

test("/categories shows the featured categories (1,0,2) and collections (1,2,2) of spec 001 §9", async ({
  page,
}) => {
  test.slow();
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes("/tags/list/")) asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto("/categories");
  const categories = page.getByRole("region", { name: "Featured categories" });
  const collections = page.getByRole("region", { name: "Featured collections" });
  await expect(categories.getByRole("listitem")).toHaveCount(6);
  await expect(collections.getByRole("link", { name: "Coastal Stories" })).toBeVisible();
  await expect(collections.getByRole("link", { name: "Award Winners" })).toHaveCount(0);
  expect(asked).toContain("/api/tags/list/categories?featured=1&hidden=0");
  expect(asked).toContain("/api/tags/list/collections?featured=1");
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto("/categories");
    await expect(categories.getByRole("listitem").first()).toBeVisible();
    await page.screenshot({ path: `test-results/featured-tags-${width}.png`, fullPage: true });
  }
  await page.route("**/api/tags/list/collections?featured=1", (route) =>
    route.fulfill({ status: 500, body: "{}" }),
  );
  await page.goto("/categories");
  await expect(collections.getByRole("status")).toHaveText(/These could not be loaded/);
  await expect(page.getByRole("heading", { name: "Browse by category" })).toBeVisible();
});

test("the home shows the small banners and, to a guest, the call-to-action banner after the first paint (spec 001 §7)", async ({
  page,
}) => {
  test.slow();
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/\/(cta-banner|small-banners)$/.test(url.pathname)) asked.push(url.pathname);
  });
  await page.goto("/");
  const tiles = page.getByRole("region", { name: "Good to know" });
  await tiles.scrollIntoViewIfNeeded();
  await expect(tiles.getByRole("listitem")).toHaveCount(3);
  await expect(tiles.getByRole("link").first()).toHaveAttribute("href", "/app");
  const cta = page.getByRole("region", { name: "Your first film is on us" });
  await expect(cta.getByRole("link", { name: "JOIN NOW" })).toHaveAttribute("href", "/sign-up");
  expect(asked).toEqual(expect.arrayContaining(["/api/cta-banner", "/api/small-banners"]));
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto("/");
    await page.getByRole("region", { name: "Good to know" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/home-promos-${width}.png`, fullPage: true });
  }
});

test("a film page's scenes, similar films and behind the scenes come after it, each opening its video (spec 001 §7, decision 0068)", async ({
  page,
}) => {
  test.slow(); // one page, then two widths
  const bts = (await (await page.request.get("/api/movies/bts")).json()) as {
    data: { id: number; slug: string; title: string }[];
  };
  // A film with a behind the scenes and scene markers.
  let film: { id: number; slug: string; title: string } | undefined;
  for (const candidate of bts.data) {
    const markers = (await (
      await page.request.get(`/api/scene-markers/slug/${candidate.slug}`)
    ).json()) as { data: unknown[] };
    if (markers.data.length > 1) {
      film = candidate;
      break;
    }
  }
  expect(film, "a seeded film with behind the scenes and two scenes").toBeDefined();
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto(`/movies/${film!.slug}`);
  const scenes = page.getByRole("region", { name: "Scenes", exact: true });
  await scenes.scrollIntoViewIfNeeded();
  await expect(scenes.getByRole("link").nth(1)).toHaveAttribute(
    "href",
    `/film/${film!.slug}/watch/movie/${film!.id}?scene=1`,
  );
  const similar = page.getByRole("region", { name: "Similar films" });
  await similar.scrollIntoViewIfNeeded();
  await expect(similar.getByRole("listitem").first()).toBeVisible();
  expect(asked).toContain(`/api/movies/${film!.id}/similar?optimized=1`);
  expect(asked).toContain(`/api/scene-markers/slug/${film!.slug}`);
  expect(asked).toContain("/api/movies/bts");
  const behind = page.getByRole("region", { name: "Behind the scenes of our films" });
  await behind.scrollIntoViewIfNeeded();
  const own = behind.getByRole("link").first();
  await expect(own).toHaveAttribute("href", `/film/${film!.slug}/watch/bhs/${film!.id}`);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await scenes.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/film-extras-${width}.png`, fullPage: true });
  }
  await own.click();
  await expect(page).toHaveURL(new RegExp(`/film/${film!.slug}/watch/bhs/${film!.id}$`));
  await expect(
    page.getByRole("heading", { name: `${film!.title}: behind the scenes` }),
  ).toBeVisible();
});

test("a film page's failed similar read says so in its place, and asks again", async ({ page }) => {
  let fail = true;
  await page.route("**/api/movies/*/similar**", (route) =>
    fail ? route.fulfill({ status: 500, body: "{}" }) : route.fallback(),
  );
  await page.goto("/movies");
  await page.locator("main .grid .card").first().click();
  const row = page.getByRole("region", { name: "Similar films" });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole("status")).toHaveText(/The similar films could not be loaded/);
  fail = false;
  await row.getByRole("button", { name: "Try again" }).click();
  await expect(row.getByRole("listitem").first()).toBeVisible();
});
