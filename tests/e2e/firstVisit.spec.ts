import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal, holdPageCode, visitorFrom } from "./visitors.ts";

/**
 * First visit (issue 3): the visitor's country comes from the `x-el-country` request header,
 * as the spec says, so each journey sets it on its own browser context.
 */

const MARKETING_COOKIES = ["utmInfo", "revenue", "subscription_sales", "subscription_sales_cs"];

const cookieValue = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value;

test.describe("age verification", () => {
  test("a visitor from a country that requires it verifies, then browses", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitorFrom(browser, baseURL!, "GB");
    await page.goto("/movies");
    await expect(page).toHaveURL(/\/age-verification$/);
    await expect(page.getByRole("heading", { name: "Verify your age" })).toBeVisible();
    expect(await cookieValue(context, "session_id")).toBeTruthy();

    await page.getByRole("button", { name: "Verify my age" }).click();
    await page.getByRole("button", { name: "I am over 18 — verify" }).click();

    // Back on the site, the session is verified and every page is reachable.
    await expect(page).not.toHaveURL(/age-verification/);
    await expect.poll(() => cookieValue(context, "session_id_verified")).toBe("true");
    await page.goto("/movies");
    await expect(page).toHaveURL(/\/movies$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page
      .getByRole("link", { name: /series/i })
      .first()
      .click();
    await expect(page).not.toHaveURL(/age-verification/);
    await context.close();
  });

  test("/login stays reachable without verification", async ({ browser, baseURL }) => {
    const { context, page } = await visitorFrom(browser, baseURL!, "GB");
    await page.goto("/login");
    await expect(page.getByRole("main").getByRole("button", { name: "Login" })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/es/legal");
    await expect(page).not.toHaveURL(/age-verification/);
    await context.close();
  });

  test("a visitor from elsewhere never sees it", async ({ browser, baseURL }) => {
    const { context, page } = await visitorFrom(browser, baseURL!, "SE");
    await page.goto("/");
    await page.goto("/movies");
    await expect(page).toHaveURL(/\/movies$/);
    await page.goto("/age-verification");
    await expect(page.getByRole("heading", { name: "Verify your age" })).toBeVisible();
    await page.goto("/series");
    await expect(page).toHaveURL(/\/series$/);
    expect(await cookieValue(context, "session_id")).toBeUndefined();
    await context.close();
  });

  test("a tampered session_id cookie is treated as absent", async ({ browser, baseURL }) => {
    const { context, page } = await visitorFrom(browser, baseURL!, "GB");
    await context.addCookies([
      { name: "session_id", value: "..%2F..%2Fadmin", url: baseURL! },
      { name: "consent", value: "{not json", url: baseURL! },
    ]);
    await page.goto("/movies");
    await expect(page).toHaveURL(/\/age-verification$/);
    await expect(page.getByRole("button", { name: "Verify my age" })).toBeVisible();
    expect(await cookieValue(context, "session_id")).toMatch(/^[A-Za-z0-9._~:-]+$/);
    await context.close();
  });
});

test.describe("cookie consent", () => {
  test("a visitor in a consent country refuses marketing and its cookies are gone", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitorFrom(browser, baseURL!, "ES");
    await context.addCookies(
      MARKETING_COOKIES.map((name) => ({ name, value: "x", url: baseURL! })),
    );
    await page.goto("/");
    await page.getByRole("button", { name: /I am 18 or older/ }).click();
    const bar = page.getByRole("region", { name: "Cookie consent" });
    await expect(bar).toBeVisible();
    await bar.getByRole("button", { name: "Manage cookies" }).click();

    const manager = page.getByRole("dialog");
    // Nothing but the strictly necessary is on until the visitor says so.
    await expect(manager.getByRole("switch", { name: /marketing/i })).not.toBeChecked();
    await manager.getByRole("switch", { name: /analytics/i }).check();
    await manager.getByRole("switch", { name: /preferences/i }).check();
    await manager.getByRole("button", { name: "Save preferences" }).click();

    await expect(bar).toBeHidden();
    const names = (await context.cookies()).map((c) => c.name);
    for (const name of MARKETING_COOKIES) expect(names).not.toContain(name);
    const consent = JSON.parse(decodeURIComponent((await cookieValue(context, "consent"))!));
    expect(consent).toEqual({
      marketingConsent: false,
      analyticsConsent: true,
      preferencesConsent: true,
    });

    // The choice holds on the next visit and can be changed from the footer.
    await page.reload();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    await page.getByRole("button", { name: "Cookies Preferences" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await context.close();
  });

  test("elsewhere no bar shows and everything is granted", async ({ browser, baseURL }) => {
    const { context, page } = await visitorFrom(browser, baseURL!, "SE");
    await page.goto("/");
    await page.getByRole("button", { name: /I am 18 or older/ }).click();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
    await expect
      .poll(async () => {
        const raw = await cookieValue(context, "consent");
        return raw ? JSON.parse(decodeURIComponent(raw)) : null;
      })
      .toEqual({ marketingConsent: true, analyticsConsent: true, preferencesConsent: true });
    await expect(page.getByRole("button", { name: "Cookies Preferences" })).toHaveCount(0);
    await context.close();
  });
});

test("a bot in a consent country gets no bar: all is granted silently", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitorFrom(
    browser,
    baseURL!,
    "ES",
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  );
  await page.goto("/movies");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  await expect.poll(() => cookieValue(context, "consent")).toBeTruthy();
  await context.close();
});

test.describe("age restriction", () => {
  test("the first-visit modal asks once, and the answer is kept", async ({ browser, baseURL }) => {
    const { context, page } = await visitorFrom(browser, baseURL!, "SE");
    await page.goto("/");
    const modal = page.getByRole("alertdialog", { name: "Adults only" });
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: /I am 18 or older/ }).click();
    await expect(modal).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === "age_restriction");
    expect(cookie?.value).toBe("true");
    // Asked for 63072000 s (2 years); Chromium caps every cookie at 400 days.
    const chromiumCapS = 400 * 24 * 3600;
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(chromiumCapS - 120);
    await page.reload();
    await expect(page.getByRole("alertdialog", { name: "Adults only" })).toHaveCount(0);
    await context.close();
  });
});

test.describe("a first visit's answers pressed before the page's code has loaded", () => {
  // As on a slow phone: the server's HTML shows the modal and the bar before the app has
  // hydrated them; the press is held (it looks pressed) and taken once they have.
  test("the age answer is kept: the modal closes and the cookie is set", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitorFrom(browser, baseURL!, "SE");
    const release = await holdPageCode(page);
    // goto waits for hydration (journey.ts): it is let go once the code may load.
    const loaded = page.goto("/");
    const modal = page.getByRole("alertdialog", { name: "Adults only" });
    const enter = modal.getByRole("button", { name: /I am 18 or older/ });
    await enter.click();
    await expect(enter).toHaveAttribute("data-held-pressed", /^\d+$/);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    release();
    await loaded;
    await expect(modal).toBeHidden();
    await expect.poll(() => cookieValue(context, "age_restriction")).toBe("true");
    await context.close();
  });

  test("the consent choice is kept: the bar closes and everything is granted", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitorFrom(browser, baseURL!, "ES");
    await acceptedAgeModal(context, baseURL!);
    const release = await holdPageCode(page);
    const loaded = page.goto("/");
    const bar = page.getByRole("region", { name: "Cookie consent" });
    const acceptAll = bar.getByRole("button", { name: "Accept all" });
    await acceptAll.click();
    await expect(acceptAll).toHaveAttribute("data-held-pressed", /^\d+$/);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    release();
    await loaded;
    await expect(bar).toBeHidden();
    await expect
      .poll(async () => {
        const raw = await cookieValue(context, "consent");
        return raw ? JSON.parse(decodeURIComponent(raw)) : null;
      })
      .toEqual({ marketingConsent: true, analyticsConsent: true, preferencesConsent: true });
    await context.close();
  });
});
