import { expect, test } from "./journey.ts";
import { acceptedAgeModal } from "./visitors.ts";

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

test("logging in from a page returns to that page, which then shows as the member sees it", async ({
  page,
}) => {
  await page.goto("/movies?page=2");
  await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmovies%3Fpage%3D2$/);
  await page.getByLabel("E-mail or username").fill("premium@cinema.test");
  await page.getByLabel("Password").fill("cinema-demo");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/movies\?page=2$/);
  await expect(page.getByRole("heading", { name: "Films", level: 1 })).toBeVisible();
  // The member's offers arrive above the header and slide it down: the menu opens on hover,
  // and a header moving away from under the mouse closes it, as it should. Wait for them.
  await expect(page.getByRole("complementary", { name: "Offers" })).toBeVisible();
  await expect(page.getByRole("banner")).not.toHaveAttribute("style", /transform/);
  await page.getByRole("banner").getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Log Out" })).toBeVisible();
  await expect(page).toHaveTitle("Films, page 2 · Cinema");
});

test("after a client-side navigation, focus is on the new page's heading and the title follows", async ({
  page,
}) => {
  await page.goto("/movies");
  await page
    .getByRole("navigation", { name: "Pagination" })
    .getByRole("link", { name: "Page 2" })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("heading", { name: "Films", level: 1 })).toBeFocused();
  await expect(page).toHaveTitle("Films, page 2 · Cinema");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Series" })
    .click();
  await expect(page.getByRole("heading", { name: "Series", level: 1 })).toBeFocused();
  await expect(page).toHaveTitle("Series · Cinema");
});

test("a guest sent to /login from a member page comes back to it", async ({ page }) => {
  await page.goto("/my-space?tab=history");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await page.getByLabel("E-mail or username").fill("registered@cinema.test");
  await page.getByLabel("Password").fill("cinema-demo");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
});
