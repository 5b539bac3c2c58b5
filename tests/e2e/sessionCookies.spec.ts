import { expect, test } from "./journey.ts";
import { acceptedAgeModal } from "./visitors.ts";

/**
 * The refresh token never reaches the page's scripts (issue 23, docs/decisions/0035): the page
 * server keeps it in an HttpOnly cookie scoped to its session endpoints, the Authorization
 * cookie carries the access token and its expiry only, and a reload after the access token's
 * cookie is gone renews the session through the page server.
 */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

const PASSWORD = "cinema-demo";
const ACCOUNT = "registered@cinema.test";

test("after login no script can read the refresh token, and a reload after the access token expired keeps the viewer signed in", async ({
  page,
  context,
}) => {
  await page.goto("/login");
  const main = page.getByRole("main");
  await main.getByLabel("E-mail or username").fill(ACCOUNT);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Login" }).click();
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: "Account menu" })).toBeVisible();

  // The browser holds the refresh token in an HttpOnly, SameSite=Strict cookie for /session.
  const cookies = await context.cookies();
  const refresh = cookies.find((c) => c.name === "cinema_refresh");
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/session" });
  const refreshValue = refresh?.value ?? "";
  expect(refreshValue.length).toBeGreaterThan(20);

  // What scripts see: the Authorization cookie (access token and expires_at) and the hint.
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).not.toContain(refreshValue);
  expect(visible).not.toContain("cinema_refresh");
  expect(visible).not.toContain("refresh_token");
  const authorization = cookies.find((c) => c.name === "Authorization");
  const held = JSON.parse(decodeURIComponent(authorization?.value ?? "{}")) as object;
  expect(Object.keys(held).sort()).toEqual([
    "access_token",
    "expires_at",
    "expires_in",
    "token_type",
  ]);

  // The access token's cookie ends with its lifetime (Max-Age = expires_in): the browser drops
  // it. A reload then renews the session through the page server, and the viewer stays in.
  await context.clearCookies({ name: "Authorization" });
  const renewal = page.waitForResponse(
    (res) => res.url().endsWith("/session/refresh") && res.request().method() === "POST",
  );
  await page.reload();
  expect((await renewal).status()).toBe(200);
  await expect(header.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
  const renewed = (await context.cookies()).find((c) => c.name === "Authorization");
  expect(renewed?.value).toBeTruthy();
  expect((await context.cookies()).find((c) => c.name === "cinema_refresh")?.value).not.toBe(
    refreshValue,
  );

  // Logout clears the page server's cookie: a reload without the access token is a guest.
  await header.getByRole("button", { name: "Account menu" }).click();
  await header.getByRole("button", { name: "Log Out" }).click();
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === "cinema_refresh"))
    .toBe(false);
  await page.reload();
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
});
