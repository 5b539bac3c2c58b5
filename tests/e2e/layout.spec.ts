import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { acceptedAgeModal } from "./visitors.ts";

/**
 * The default layout's top (issue 11): the promo and countdown bars above the header, by
 * device, the countdown ticking; the page-load progress bar on a navigation; the header's
 * member menu. Screenshots in test-results/layout at 375 and 1440 px.
 */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

const SHOTS = process.env.LAYOUT_SHOTS_DIR ?? "test-results/layout";

async function expectNoSeriousViolations(page: Page, where: string) {
  const report = await new AxeBuilder({ page }).exclude(".floating-cta").analyze();
  const serious = report.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

const offers = (page: Page) => page.getByRole("complementary", { name: "Offers" });

test("the home page shows its promo bar and a ticking countdown above the header at 1440 px", async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const bars = offers(page);
  await expect(bars.getByRole("link", { name: /Spring offer: your first month/ })).toBeVisible();
  await expect(bars.getByText("Spring offer ends in")).toBeVisible();
  const seconds = bars.locator('.countdown-bar__digits[data-unit="seconds"]');
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
  await expectNoSeriousViolations(page, "/ at 375");
  await page.screenshot({ path: `${SHOTS}/home-375.png` });
  await page.goto("/movies");
  await expect(offers(page).getByText(/Cinema app/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/movies-375.png` });
});

test("a navigation shows the page-load progress bar, which then goes", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
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
