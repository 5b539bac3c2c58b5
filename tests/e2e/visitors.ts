import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";

/**
 * A person's desktop Chrome. Headless Chromium announces itself as "HeadlessChrome", which
 * the site rightly treats as a bot (spec 000 §2: bots are excluded from consent checks).
 */
export const PERSON_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** A visitor from `country` (the `x-el-country` header the spec reads), in a fresh browser. */
export async function visitorFrom(
  browser: Browser,
  baseURL: string,
  country: string | null,
  userAgent: string = PERSON_USER_AGENT,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    userAgent,
    extraHTTPHeaders: country ? { "x-el-country": country } : {},
  });
  return { context, page: await context.newPage() };
}

/** A returning visitor who accepted the first-visit age modal before. */
export async function acceptedAgeModal(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: "age_restriction", value: "true", url: baseURL }]);
}

/** How long a sign-up may take to land on /welcome (one production-cost password hash). */
export const SIGN_UP_MS = 15_000;

/** A seeded member (server/db seed), logged in from the login page: the browser is on /profile. */
export async function loginAs(page: Page, who: "registered" | "trial" | "premium" = "premium") {
  await page.goto("/login");
  const main = page.getByRole("main");
  await main.getByLabel("E-mail or username").fill(`${who}@cinema.test`);
  await main.getByLabel("Password").fill("cinema-demo");
  await main.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** Holds the page's code back (as on a slow phone) until the returned release is called. */
export async function holdPageCode(page: Page): Promise<() => void> {
  let release = () => {};
  const codeMayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await codeMayLoad;
    await route.continue();
  });
  return release;
}
