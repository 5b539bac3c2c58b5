import type { Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal, SIGN_UP_MS } from "./visitors.ts";

/**
 * The undo of an e-mail change (issue 23, decision 0036): the notice mailed to the old address
 * links to the app's own page, whose one button puts the old address back.
 */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

const PASSWORD = "first-pass-123";
const SHOTS = process.env.ACCOUNT_SHOTS_DIR ?? "test-results/account";
let accounts = 0;
const freshEmail = () => `undo-${Date.now()}-${++accounts}@example.com`;

async function signUp(page: Page, email: string) {
  await page.goto("/sign-up");
  const main = page.getByRole("main");
  await main.getByLabel("E-mail").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main.getByLabel("Password confirmation").fill(PASSWORD);
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/welcome$/, { timeout: SIGN_UP_MS });
}

test("a changed e-mail is put back from the link of the notice to the old address", async ({
  page,
}) => {
  const oldEmail = freshEmail();
  const newEmail = `moved-${oldEmail}`;
  await signUp(page, oldEmail);

  // Change the e-mail with the current password.
  await page.goto("/profile");
  const profile = page.getByRole("main").getByRole("region", { name: "Edit profile" });
  await profile.getByLabel("E-mail", { exact: true }).fill(newEmail);
  await profile.getByLabel("Current password (to change your e-mail)").fill(PASSWORD);
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("main").getByText(newEmail).first()).toBeVisible();

  // The old address's notice, in the demo outbox, links to the app's page.
  await page.goto(`/dev/outbox?to=${encodeURIComponent(oldEmail)}`);
  const link = page.locator('a[href*="/email-change/undo/"]').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href")) ?? "";
  expect(new URL(href).pathname).toMatch(/^\/email-change\/undo\/[A-Za-z0-9_-]+$/);
  await link.click();

  // The app's page, in the site's look: one button; opening it changed nothing yet.
  await expect(page).toHaveURL(/\/email-change\/undo\//);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Undo the e-mail change" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  const button = main.getByRole("button", { name: "Put my address back" });
  await expect(button).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/email-undo-375.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/email-undo-1440.png` });
  await button.click();
  await expect(main.getByRole("status")).toContainText(
    "Your e-mail address is back. Please reset your password.",
  );
  await expect(button).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/email-undo-done-1440.png` });

  // Every session ended: the viewer is a guest; the old address logs in again.
  await page.goto("/login");
  const form = page.getByRole("main");
  await form.getByLabel("E-mail or username").fill(oldEmail);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("main").getByText(oldEmail).first()).toBeVisible();

  // The link works once: opened again, the page says so and offers no button.
  await page.goto(new URL(href).pathname);
  await main.getByRole("button", { name: "Put my address back" }).click();
  await expect(main.getByRole("alert")).toHaveText("This link has expired or was already used.");
  await expect(main.getByRole("button", { name: "Put my address back" })).toHaveCount(0);
});
