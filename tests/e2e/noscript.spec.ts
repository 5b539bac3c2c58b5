/**
 * Issue 24: with JavaScript off, every catalogue page is the server's HTML: its heading, its
 * text and pictures, and links that lead to the right pages.
 */
import { expect, test } from "./journey.ts";

test.use({ javaScriptEnabled: false });

const ageAccepted = { name: "age_restriction", value: "true" };

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ ...ageAccepted, url: baseURL! }]);
});

test("the home page shows its rows of films, and a film's link opens its page", async ({
  page,
}) => {
  await page.goto("/");
  const main = page.getByRole("main");
  const film = main.locator('a[href^="/movies/"]').first();
  await expect(film).toBeVisible();
  await expect(main.locator("img").first()).toBeVisible();
  const href = await film.getAttribute("href");
  await film.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("/movies lists films, with its heading, and a page link leads to page 2", async ({ page }) => {
  await page.goto("/movies");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/films · page 1 of/)).toBeVisible();
  await expect(page.getByRole("main").locator('a[href^="/movies/"]').first()).toBeVisible();
  await page.getByRole("main").locator('a[href="/movies?page=2"]').first().click();
  await expect(page).toHaveURL(/\/movies\?page=2$/);
  await expect(page.getByText(/films · page 2 of/)).toBeVisible();
});

test("a film shows its title, synopsis and cover, and its cast links to the person", async ({
  page,
}) => {
  await page.goto("/movies/gentle-orchard");
  await expect(page.getByRole("heading", { level: 1, name: "Gentle Orchard" })).toBeVisible();
  await expect(page.locator(".detail img, .hero img").first()).toBeVisible();
  const person = page.getByRole("main").locator('a[href^="/cast/"]').first();
  await expect(person).toBeVisible();
  const href = await person.getAttribute("href");
  await person.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a series shows its title and episodes", async ({ page }) => {
  await page.goto("/series/the-orchard-house");
  await expect(page.getByRole("heading", { level: 1, name: /Orchard House/i })).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByText(/episode/i)
      .first(),
  ).toBeVisible();
});

test("a category shows its heading and films", async ({ page }) => {
  await page.goto("/categories/drama");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const film = page.getByRole("main").locator('a[href^="/movies/"]').first();
  await expect(film).toBeVisible();
});

test("/help shows its heading and questions, and the header's links lead to the catalogue", async ({
  page,
}) => {
  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Series" }).first().click();
  await expect(page).toHaveURL(/\/series$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`a film's cover has loaded at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/movies/gentle-orchard");
    const cover = page.locator(".detail-cover img");
    await expect(cover).toBeVisible();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  });
}

test("a login sent before the scripts run puts no password in the address or the history", async ({
  page,
}) => {
  await page.goto("/login");
  const main = page.getByRole("main");
  await main.getByLabel("E-mail or username").fill("premium@cinema.test");
  await main.getByLabel("Password").fill("cinema-demo");
  await main.getByRole("button", { name: "Login" }).click();
  await page.waitForLoadState("load");
  expect(page.url()).not.toContain("cinema-demo");
  expect(new URL(page.url()).pathname).toBe("/login");
  await page.goBack();
  expect(page.url()).not.toContain("cinema-demo");
});
