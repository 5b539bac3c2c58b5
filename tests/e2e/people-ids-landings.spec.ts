import type { Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal } from "./visitors.ts";

/** Issue 27: a producer's page from search, a film by its number, a landing page bare. */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

const searchBox = (page: Page) => page.getByRole("combobox", { name: /Search films/ });
const results = (page: Page) => page.getByRole("listbox", { name: "Search results" });

test("a producer found by search opens the producer's page, not the 404", async ({ page }) => {
  const body = await (await page.request.get("/api/persons/producers?perPage=1")).json();
  const producer = body.data[0] as { name: string; last_name: string | null; slug: string };
  const name = producer.last_name ? `${producer.name} ${producer.last_name}` : producer.name;
  await page.goto("/");
  await searchBox(page).click();
  await searchBox(page).pressSequentially(name, { delay: 30 });
  await page.getByRole("button", { name: "All", exact: true }).click();
  const option = results(page).getByRole("option", { name, exact: true }).first();
  await expect(option).toHaveAttribute("href", `/producers/${producer.slug}`);
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/producers/${producer.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Oops... it looks like you're lost!")).toHaveCount(0);
});

test("/movies/{id} by number is the film's page", async ({ page }) => {
  const body = await (await page.request.get("/api/movies?perPage=1")).json();
  const film = body.data[0] as { id: number; title: string };
  const response = await page.goto(`/movies/${film.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
});

test("/cast/{id} and /categories/{id} by number move to the page's slug address, its canonical", async ({
  page,
}) => {
  const body = await (await page.request.get("/api/persons/performers?perPage=1")).json();
  const person = body.data[0] as {
    id: number;
    name: string;
    last_name: string | null;
    slug: string;
  };
  const name = person.last_name ? `${person.name} ${person.last_name}` : person.name;
  const moved = await page.request.get(`/cast/${person.id}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  await page.goto(`/cast/${person.id}`);
  await expect(page).toHaveURL(new RegExp(`/cast/${person.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/cast/${person.slug}$`),
  );

  const tag = (await (await page.request.get("/api/tags/slug/drama?load_products=0")).json())
    .data as { id: number; title: string };
  await page.goto(`/categories/${tag.id}?order=title&dir=asc`);
  await expect(page).toHaveURL(/\/categories\/drama\?order=title&dir=asc$/);
  await expect(page.getByRole("heading", { level: 1, name: tag.title })).toBeVisible();
  expect((await page.request.get("/cast/999999", { maxRedirects: 0 })).status()).toBe(404);
});

test("a landing page with show_header and show_footer off shows neither", async ({ page }) => {
  await page.goto("/lp/coastal-stories");
  await expect(page.getByRole("heading", { level: 1, name: "Coastal Stories" })).toBeVisible();
  await expect(page.locator(".toast-bar")).toHaveCount(1);
  await expect(page.locator(".site-header")).toHaveCount(0);
  await expect(page.locator(".site-footer")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Sections" })).toHaveCount(0);
});
