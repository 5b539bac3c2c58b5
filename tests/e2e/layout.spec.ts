import type { Page } from "@playwright/test";
import { axeOn } from "./axe.ts";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal } from "./visitors.ts";

/**
 * The default layout's top (issue 11): the promo and countdown bars above the header, by
 * device, the countdown ticking; the page-load progress bar on a navigation; the header's
 * member menu. Screenshots in test-results/layout at 375 and 1440 px.
 */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

const SHOTS = process.env.LAYOUT_SHOTS_DIR ?? "test-results/layout";

async function expectNoSeriousViolations(page: Page, where: string) {
  const report = await axeOn(page).exclude(".floating-cta").analyze();
  const serious = report.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

const offers = (page: Page) => page.getByRole("complementary", { name: "Offers" });

/** Once the bars have slid in, the header sits right under them (at the top of the page). */
async function barsSettled(page: Page) {
  await expect
    .poll(async () => {
      const bars = await offers(page).boundingBox();
      const header = await page.getByRole("banner").boundingBox();
      return bars && header ? Math.round(header.y - (bars.y + bars.height)) : -1;
    })
    .toBe(0);
}

test("the home page shows its promo bar and a ticking countdown above the header at 1440 px", async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const bars = offers(page);
  await expect(bars.getByRole("link", { name: /Spring offer: your first month/ })).toBeVisible();
  await expect(bars.getByText("Spring offer ends in")).toBeVisible();
  // The bars come in the server's HTML, drawn at the server's moment: the countdown ticks by
  // this page's clock once their code has come and hydrated them (the digits change then).
  const seconds = bars.locator('.countdown-bar__digits[data-unit="seconds"]');
  const drawnByServer = (await seconds.textContent()) ?? "";
  await expect(seconds).not.toHaveText(drawnByServer);
  const before = Number(await seconds.textContent());
  await page.clock.runFor(1_000);
  await expect(seconds).toHaveText(String((before + 59) % 60).padStart(2, "0"));
  await page.clock.runFor(2_000);
  await expect(seconds).toHaveText(String((before + 57) % 60).padStart(2, "0"));

  // Above the header, which sits right under the bars once they have slid in.
  const barsBox = await bars.boundingBox();
  const bottom = (barsBox?.y ?? 0) + (barsBox?.height ?? 0);
  expect(bottom).toBeGreaterThan(30);
  await expect
    .poll(async () => (await page.getByRole("banner").boundingBox())?.y ?? -1)
    .toBeCloseTo(bottom, 0);

  await expectNoSeriousViolations(page, "/ with the bars");
  await page.screenshot({ path: `${SHOTS}/home-1440.png` });
});

test("a series page's HTML carries its bars above the header, so hydrating the page moves nothing", async ({
  page,
  request,
}) => {
  const path = "/series/the-lighthouse-keepers";
  const html = await (await request.get(path)).text();
  const barsAt = html.indexOf('<aside class="top-bars"');
  expect(barsAt).toBeGreaterThan(-1);
  expect(barsAt).toBeLessThan(html.indexOf('<header class="site-header"'));

  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as { __shifts?: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path, { waitUntil: "networkidle" });
  await expect(offers(page)).toBeVisible();
  await barsSettled(page);
  expect(await page.evaluate(() => (window as { __shifts?: number[] }).__shifts)).toEqual([]);
});

test("/movies shows the DESKTOP promo at 1440 px and the MOBILE one at 375 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/movies");
  await expect(offers(page).getByText(/six films from the coast/)).toBeVisible();
  await expect(offers(page).getByText(/Cinema app/)).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(offers(page).getByText(/Cinema app/)).toBeVisible();
  await expect(offers(page).getByText(/six films from the coast/)).toHaveCount(0);

  await page.goto("/");
  await expect(offers(page).getByText("Spring offer ends in")).toBeVisible();
  await barsSettled(page);
  await expectNoSeriousViolations(page, "/ at 375");
  await page.screenshot({ path: `${SHOTS}/home-375.png` });
  await page.goto("/movies");
  await expect(offers(page).getByText(/Cinema app/)).toBeVisible();
  await barsSettled(page);
  await page.screenshot({ path: `${SHOTS}/movies-375.png` });
});

test("a navigation shows the page-load progress bar, which then goes", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The bar is for later navigations: its code loads once the first page is drawn and the
  // browser is idle. The bars are in the server's HTML now, so they show before that.
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(offers(page)).toBeVisible();
  // Scrolled down then a little up, the bars have gone with the page, the header is at the top.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.mouse.wheel(0, -200);
  await expect(offers(page)).not.toBeInViewport();
  await expect
    .poll(async () => (await page.getByRole("banner").boundingBox())?.y ?? -1)
    .toBeCloseTo(0, 0);
  // The next page's data answers slowly, so the bar can be seen while it loads.
  await page.route("**/api/movies?**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const bar = page.locator('[role="progressbar"].page-progress');
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Films" }).click();
  await expect(bar).toBeAttached();
  await expect(bar).toHaveAttribute("aria-hidden", "true");
  await page.screenshot({ path: `${SHOTS}/progress-1440.png` });
  await expect(page.getByRole("heading", { name: "Films", level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

async function logIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail or username").fill(email);
  await page.getByLabel("Password").fill("cinema-demo");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

test("the member menu opens on hover at 1440 px, by click at 375 px, and Escape closes it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, "premium@cinema.test");
  await page.goto("/");
  const header = page.getByRole("banner");
  const button = header.getByRole("button", { name: "Account menu" });
  await expect(header.getByRole("link", { name: "My Space" })).toBeHidden();
  await button.hover();
  await expect(header.getByRole("link", { name: "My Space" })).toBeVisible();
  await expect(header.getByRole("link", { name: "My Account" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Log Out" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/member-menu-1440.png` });
  await expectNoSeriousViolations(page, "/ with the member menu open");
  await page.mouse.move(10, 600);
  await expect(header.getByRole("link", { name: "My Space" })).toBeHidden();

  // By keyboard: Enter opens, Escape closes and focus is back on the button.
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(header.getByRole("link", { name: "My Space" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
  await expect(header.getByRole("link", { name: "My Space" })).toBeHidden();

  await page.setViewportSize({ width: 375, height: 800 });
  await button.click();
  await expect(header.getByRole("link", { name: "My Account" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/member-menu-375.png` });
  await header.getByRole("link", { name: "My Account" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(header.getByRole("link", { name: "My Account" })).toBeHidden();
});

test("a cross-selling account sees its bundle's sites in the header on desktop, not on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, "crossselling@cinema.test");
  const sites = page.getByRole("banner").getByRole("navigation", { name: "Our sites" });
  await expect(sites.getByRole("link", { name: "Cinema Confessions" })).toBeVisible();
  await expect(sites.getByRole("link", { name: "Cinema Store" })).toHaveAttribute(
    "href",
    "https://store.cinema.example",
  );
  await expectNoSeriousViolations(page, "cross-selling header");
  await page.screenshot({ path: `${SHOTS}/cross-selling-1440.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(sites).toHaveCount(0);
});

test("the header hides while the page scrolls down and shows again on scroll up (spec 000 §2)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/movies/the-secret-bridge");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const header = page.locator("header.site-header");
  await expect(header).toHaveAttribute("data-hidden", "false");
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute("data-hidden", "true");
  await page.mouse.wheel(0, -300);
  await expect(header).toHaveAttribute("data-hidden", "false");
});

test("a guest's header offset is 110 px under 1200 px and 75 px above", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const offset = () =>
    page.evaluate(() => document.documentElement.style.getPropertyValue("--header-offset"));
  await expect.poll(offset).toBe("110px");
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(offset).toBe("75px");
});

test("calls carry the page's locale, and u_id in the landing URL is kept as userId", async ({
  page,
}) => {
  // The first page's reads are the server's (issue 24); the browser's own calls, from the
  // next page on, carry the page's locale.
  const seriesCall = (locale: string) =>
    page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === "/api/series" && request.headers().locale === locale,
    );
  await page.goto("/es/movies?u_id=visitor-42");
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("userId")))
    .toBe(JSON.stringify("visitor-42"));
  const inSpanish = seriesCall("es");
  await page.getByRole("banner").getByRole("link", { name: "Series" }).click();
  await inSpanish;

  // An English path takes the locale cookie...
  await page
    .context()
    .addCookies([{ name: "locale", value: "fr", url: new URL("/", page.url()).href }]);
  await page.goto("/movies");
  // ...and the address moves to the page in that locale, which is the same films list.
  await expect(page).toHaveURL(/\/fr\/movies$/);
  await expect(page.getByRole("heading", { name: "Films", level: 1 })).toBeVisible();
  const inFrench = seriesCall("fr");
  await page.getByRole("banner").getByRole("link", { name: "Series" }).click();
  await inFrench;
});
