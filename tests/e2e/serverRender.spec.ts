/**
 * Issue 24: the server's render answers with the status of the route matching that renders
 * the page, guards' redirects are HTTP redirects on a first load, and the browser does not
 * ask the API again for what the server rendered.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal } from "./visitors.ts";

/** The paths of the API calls the page makes from now on, as they are made. */
function apiCallsOf(page: Page): readonly string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/")) calls.push(path);
  });
  return calls;
}

test("a guest's /profile and a member's /login are HTTP redirects; unknown pages are 404", async ({
  request,
  page,
  context,
  baseURL,
}) => {
  const guest = await request.get("/profile", { maxRedirects: 0 });
  expect(guest.status()).toBe(302);
  expect(guest.headers().location).toBe("/login?redirect=%2Fprofile");
  expect((await request.get("/this/page/does-not-exist")).status()).toBe(404);
  expect((await request.get("/movies?page=999")).status()).toBe(404);
  const paged = await request.get("/movies?page=1", { maxRedirects: 0 });
  expect(paged.status()).toBe(301);
  expect(paged.headers().location).toBe("/movies");

  await acceptedAgeModal(context, baseURL!);
  await page.goto("/login");
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill("premium@cinema.test");
  await page
    .getByLabel(/password/i)
    .first()
    .fill("cinema-demo");
  await page
    .getByRole("button", { name: /log ?in/i })
    .last()
    .click();
  await expect(page).not.toHaveURL(/\/login/);
  const member = await page.request.get("/login", { maxRedirects: 0 });
  expect([301, 302, 307]).toContain(member.status());
});

test("a film page's first load asks the API for nothing the server rendered", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptedAgeModal(context, baseURL!);
  const calls = apiCallsOf(page);
  await page.goto("/movies/gentle-orchard");
  await expect(page.getByRole("heading", { level: 1, name: "Gentle Orchard" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The film, the settings, promos and logos came with the page (the comments and the related
  // rows are drawn by the browser after it).
  expect(
    calls.filter((path) =>
      /^\/api\/(movies\/[^/]+|settings|top-header-promos|countdown-promos|logos)$/.test(path),
    ),
  ).toEqual([]);
});

test("the sign-up's first load asks the API for no plans: the page brought them (spec 001 §7)", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptedAgeModal(context, baseURL!);
  const calls = apiCallsOf(page);
  await page.goto("/sign-up");
  await expect(page.locator(".plan-card").filter({ hasText: "Annual" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(calls.filter((path) => path === "/api/plans")).toEqual([]);
});
