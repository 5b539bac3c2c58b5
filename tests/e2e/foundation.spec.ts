import { expect, test } from "./journey.ts";
import { acceptedAgeModal, SIGN_UP_MS } from "./visitors.ts";

/**
 * The walking skeleton, end to end, against the built app served by the reference server
 * (playwright.config.ts starts it on a throw-away database).
 */

// These journeys are about browsing and the account; the first visit has its own spec.
test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

const uniqueEmail = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const PASSWORD = "Secret-pass-123";

test("a new visitor browses, signs up, logs out and logs in again", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Join now" })).toBeVisible();
  await expect(header.getByRole("link", { name: "WATCH FREE" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Browse the films
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Films" }).click();
  await expect(page).toHaveURL(/\/movies$/);
  await expect(page.getByRole("heading", { name: "Films", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pagination" })).toBeVisible();

  // Page 1 in the URL is replaced by the path without page
  await page.goto("/movies?page=1");
  await expect(page).toHaveURL(/\/movies$/);
  // A page past the last one does not exist
  await page.goto("/movies?page=9999");
  await expect(page.getByText("Page does not exist")).toBeVisible();

  // Open a movie page
  await page.goto("/movies");
  const firstCard = page.locator(".grid a.card").first();
  const title = (await firstCard.locator(".card__title").textContent()) ?? "";
  await firstCard.click();
  await expect(page).toHaveURL(/\/movies\/[^/]+$/);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /Play/ })).toBeVisible();

  // Sign up: the post-signup welcome, then My Account
  const email = uniqueEmail();
  await header.getByRole("link", { name: "Join now" }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  const main = page.getByRole("main");
  await main.getByLabel("E-mail").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main.getByLabel("Password confirmation").fill(PASSWORD);
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/welcome$/, { timeout: SIGN_UP_MS });
  await header.getByRole("button", { name: "Account menu" }).click();
  await header.getByRole("link", { name: "My Account" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await header.getByRole("button", { name: "Account menu" }).click();
  await expect(header.getByRole("link", { name: "My Space" })).toBeVisible();

  // Log out: back home as a guest
  await header.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();

  // Log in again
  await header.getByRole("link", { name: "Login" }).click();
  await main.getByLabel("E-mail or username").fill(email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email)).toBeVisible();
});

test("a wrong password shows 'Invalid credentials' and marks the password field", async ({
  page,
}) => {
  await page.goto("/login");
  const main = page.getByRole("main");
  await main.getByLabel("E-mail or username").fill("nobody@example.com");
  await main.getByLabel("Password").fill("wrong-password");
  await main.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid credentials" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const password = main.getByLabel("Password");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription("The e-mail or password is not right.");
});

test("the login form shows the spec's message under empty fields", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("main").getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("This field is required")).toHaveCount(2);
});

test("guarded pages send guests away", async ({ page }) => {
  await page.goto("/profile");
  // To /login, which brings the viewer back to /profile after logging in.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await page.goto("/my-space");
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown URL shows the 404 page", async ({ page }) => {
  await page.goto("/this/page/does-not-exist");
  await expect(
    page.getByRole("heading", { name: "Oops... it looks like you're lost!" }),
  ).toBeVisible();
  await expect(page.getByText("This page could not be found")).toBeVisible();
  // Spec 000 §2: "a looping video", playing by itself behind the text.
  const video = page.locator(".lost video");
  await expect(video).toHaveJSProperty("loop", true);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.2);
  await page.getByRole("link", { name: "watch our shows" }).click();
  await expect(page).toHaveURL(/\/series$/);
});

test("going offline shows a notice until the connection is back", async ({ page, context }) => {
  await page.goto("/movies");
  // The app's own list (the server's boot shell draws the heading before the app runs).
  await expect(page.getByText(/films · page 1 of/)).toBeVisible();
  const notice = page.getByText("You are offline.", { exact: false });
  await expect(notice).toBeHidden();
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toBeHidden();
});
