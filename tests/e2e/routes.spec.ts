import type { Page } from "@playwright/test";
import { axeOn } from "./axe.ts";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal } from "./visitors.ts";

/** The site's route families (issue 11): information pages, people, categories, live TV. */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

const SHOTS = process.env.ROUTES_SHOTS_DIR ?? "test-results/routes";
const LOST = "Oops... it looks like you're lost!";

/** Opens `path` as a first visit: the server's status and the page's main heading. */
async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBeLessThan(400);
  await expect(page.locator("main h1, h1").first()).toBeVisible();
  await expect(
    page.getByRole("heading", { name: LOST }),
    `${path} is not the 404 page`,
  ).toHaveCount(0);
}

/**
 * axe on the page. The layout's floating call-to-action is left out: while it fades in or
 * out axe reads its half-transparent colours as a contrast failure (reported to its owner);
 * these journeys check the pages.
 */
async function expectNoSeriousViolations(page: Page, path: string) {
  const report = await axeOn(page).exclude(".floating-cta").analyze();
  const serious = report.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, `axe on ${path}`).toEqual([]);
}

test("every footer and bottom-bar link leads to a page, none to the 404", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await expect(page.locator("nav.bottom-nav a").first()).toBeVisible();
  await expect(page.locator("footer.site-footer a").first()).toBeAttached();
  const footerLinks = await page
    .locator("footer.site-footer a[href^='/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const barLinks = await page
    .locator("nav.bottom-nav > a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(barLinks).toEqual(["/movies", "/cast", "/live-tv-preview"]);
  // Explore is a menu of Series, Categories and Directors; a guest gets no seduce-boost items.
  await page.getByRole("button", { name: "Explore" }).click();
  await expect(page.locator(".explore-menu a").first()).toBeVisible();
  const exploreLinks = await page
    .locator(".explore-menu a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(exploreLinks).toEqual(["/series", "/categories", "/directors"]);
  const paths = [...new Set([...footerLinks, ...barLinks, ...exploreLinks])];
  expect(paths.length).toBeGreaterThan(10);
  for (const path of paths) await openPage(page, path);
});

const INFORMATION_PAGES = [
  "/about",
  "/team",
  "/app",
  "/app/android",
  "/collaborators",
  "/contact-us",
  "/complaints",
  "/billing-support",
  "/payment-processor-support",
  "/help",
  "/in-production",
  "/lgtb-day",
  "/legal",
  "/legal?tab=cookies",
  "/legal?tab=compliance-notice",
  "/privacy-policy",
  "/2257-statement",
  "/the-intern",
  "/quick-order",
];

test("information pages open with their content, and pass axe", async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of INFORMATION_PAGES) {
    await openPage(page, path);
    await expectNoSeriousViolations(page, path);
  }
  await page.goto("/legal?tab=cookies");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
  await expect(page.getByRole("link", { name: "Cookie Policy" }).first()).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.goto("/app/no-such-platform");
  await expect(page.getByRole("heading", { name: LOST })).toBeVisible();
});

test("the help centre is searched and opens an answer", async ({ page }) => {
  test.setTimeout(90_000);
  await openPage(page, "/help");
  const first = page.locator(".help-answers a").first();
  const title = (await first.textContent()) ?? "";
  expect(title.length).toBeGreaterThan(3);
  const word =
    title
      .split(/\s+/)
      .find((w) => w.replace(/\W/g, "").length >= 4)
      ?.replace(/\W/g, "") ?? title;
  await page.getByLabel("Search the help centre").fill(word);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`/help\\?q=${word}`));
  await expect(
    page.getByRole("heading", { name: new RegExp(`answers? for “${word}”`) }),
  ).toBeVisible();
  await page.getByRole("link", { name: title, exact: true }).first().click();
  await expect(page).toHaveURL(/\/help\/answers\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectNoSeriousViolations(page, page.url());
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/help");
  await page.screenshot({ path: `${SHOTS}/help-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/help-1440.png`, fullPage: true });
  const missing = await page.goto("/help/answers/no-such-answer");
  expect(missing?.status()).toBeLessThan(500);
  await expect(page.getByRole("heading", { name: LOST })).toBeVisible();
});

test("the contact form shows the field messages, then stores the message", async ({ page }) => {
  await openPage(page, "/contact-us");
  const form = page.getByRole("form", { name: "Contact us" });
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("This field is required")).toHaveCount(4);
  await form.getByLabel("Your name").fill("Ada Viewer");
  await form.getByLabel("E-mail").fill("ada@");
  await form.getByLabel("Subject").selectOption("playback");
  await form.getByLabel("Message").fill("short");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please enter a valid e-mail address")).toBeVisible();
  await expect(page.getByText("Please write at least 10 characters")).toBeVisible();
  await form.getByLabel("E-mail").fill("ada@cinema.test");
  await form.getByLabel("Message").fill("The film stops after ten minutes on my phone.");
  const posted = page.waitForResponse((r) => r.url().includes("/contact-messages"));
  await form.getByRole("button", { name: "Send" }).click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByText(/your message has been received/)).toBeVisible();
  await expectNoSeriousViolations(page, "/contact-us");
});

test("people: lists, a person page with their facts and films, pagination", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ["/cast", "/directors"]) {
    await openPage(page, path);
    await expectNoSeriousViolations(page, path);
  }
  await page.goto("/cast");
  const person = page.locator(".person-card").first();
  const name = (await person.locator(".person-card__name").textContent()) ?? "";
  await person.click();
  await expect(page).toHaveURL(/\/cast\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator(".person-facts")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Performers we love" })).toBeVisible();
  await expectNoSeriousViolations(page, page.url());
  const personUrl = page.url();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(personUrl);
  await page.screenshot({ path: `${SHOTS}/person-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(personUrl);
  await page.screenshot({ path: `${SHOTS}/person-1440.png`, fullPage: true });
  await page.goto("/directors");
  await page.locator(".person-card").first().click();
  await expect(page).toHaveURL(/\/directors\/[^/]+$/);
  await expect(page.getByRole("heading", { name: "Directed" })).toBeVisible();
  const beyond = await page.goto("/cast?page=999");
  expect(beyond?.status()).toBe(404);
  await expect(page.getByText("Page does not exist")).toBeVisible();
});

test("categories: the list and a category with its films", async ({ page }) => {
  test.setTimeout(90_000);
  await openPage(page, "/categories");
  await expectNoSeriousViolations(page, "/categories");
  const category = page.locator(".info-card h3 a").first();
  const title = (await category.textContent()) ?? "";
  await category.click();
  await expect(page).toHaveURL(/\/categories\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectNoSeriousViolations(page, page.url());
});

test("live TV: the preview, and the live channel for a member", async ({ page }) => {
  test.setTimeout(90_000);
  await openPage(page, "/live-tv-preview");
  await expect(page.getByRole("heading", { name: /On air now/ })).toBeVisible();
  await expectNoSeriousViolations(page, "/live-tv-preview");
  // A guest is not let into the player: sent back to the preview or to /sign-up.
  await page.getByRole("link", { name: "Watch live" }).click();
  await expect(page).toHaveURL(/\/(live-tv-preview|sign-up)/);
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
  // The channel's signed playlist (issue 23: live TV media only through a grant).
  const playlist = page.waitForResponse((r) =>
    /\/media\/s\/[^/]+\/live\/index\.m3u8$/.test(new URL(r.url()).pathname),
  );
  await page.goto("/watch/live-tv");
  await expect(page).toHaveURL(/\/watch\/live-tv$/);
  expect((await playlist).status()).toBe(200);
  await expect(page.locator(".live-player video")).toHaveCount(1);
});

test("landings show their items and lead to sign-up; seduce-boost asks a guest to log in", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openPage(page, "/lp/spring-offer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spring Offer");
  await expect(page.locator(".landing-item, .landing-banner").first()).toBeVisible();
  const hrefs = await page
    .locator(".landing a.btn")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\//);
  await expectNoSeriousViolations(page, "/lp/spring-offer");
  const missing = await page.goto("/lp/no-such-landing");
  expect(missing?.status()).toBeLessThan(500);
  await expect(page.getByRole("heading", { name: LOST })).toBeVisible();
  await page.goto("/seduce-boost");
  await expect(page).toHaveURL(/\/login/);
});
