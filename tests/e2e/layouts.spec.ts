import type { Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal } from "./visitors.ts";

/**
 * The spec's named layouts (000 §2; issue 27; decision 0072): sign-up is the logo, the plan
 * group's background picture and the footer; clear is the logo and the page; free-movie keeps
 * the header and footer without the selling parts. Each at a phone's and a desktop's width.
 */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

const WIDTHS = [
  { width: 375, height: 800 },
  { width: 1440, height: 900 },
] as const;

/** The default layout's selling parts: promo and countdown bars, breadcrumbs, floating CTA. */
async function expectNoSellingParts(page: Page) {
  await expect(page.locator(".promo-bar, .countdown-bar")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
  await expect(page.locator(".floating-cta")).toHaveCount(0);
}

for (const size of WIDTHS) {
  test(`at ${size.width} px /sign-up is the logo, its plan group's background and the footer`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto("/sign-up");
    await expect(page.getByRole("heading", { name: "Join now" })).toBeVisible();
    const home = page.getByRole("link", { name: "Cinema home" });
    await expect(home).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Films" })).toHaveCount(0);
    const background = page.locator(".sign-up-backdrop img");
    await expect(background).toHaveJSProperty("complete", true);
    const shown = await background.evaluate((img: HTMLImageElement) => img.currentSrc);
    // The seeded group's pictures: upright on a phone, wide on a desktop.
    expect(shown).toContain(size.width < 768 ? "/misc/mobile/plans.svg" : "/misc/cover/plans.svg");
    await expect(page.locator(".site-footer")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Want a free movie?" })).toHaveCount(0);
    await expectNoSellingParts(page);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator(".site-header")).toBeVisible();
  });

  test(`at ${size.width} px /age-verification is the clear layout: the logo and the page`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto("/age-verification");
    await expect(page.getByRole("heading", { name: "Verify your age" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cinema home" })).toBeVisible();
    await expect(page.locator(".site-header")).toHaveCount(0);
    await expect(page.locator(".site-footer")).toHaveCount(0);
    await expectNoSellingParts(page);
  });

  test(`at ${size.width} px /newsletter-free-film is the free-movie layout: header and footer, nothing else selling`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto("/newsletter-free-film");
    await expect(page.getByRole("heading", { name: "Watch a film for free" })).toBeVisible();
    await expect(page.locator(".site-header")).toBeVisible();
    await expect(page.locator(".site-footer")).toBeVisible();
    // The page is the free film's form: the footer does not offer it a second time.
    await expect(page.getByRole("heading", { name: "Want a free movie?" })).toHaveCount(0);
    await expectNoSellingParts(page);
  });
}

test("the default layout still has its promo bar, breadcrumbs and the footer's free-movie offer", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/movies");
  await expect(page.locator(".promo-bar, .countdown-bar").first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Want a free movie?" })).toBeVisible();
});
