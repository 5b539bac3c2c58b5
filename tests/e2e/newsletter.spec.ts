import type { Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal } from "./visitors.ts";

/**
 * The newsletter (issue 9): the popup on the page clock, the footer form, the validation
 * messages, the `?newsletter` lead modal, against the built app and the reference server.
 */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

const T0 = Date.parse("2026-03-02T10:00:00Z");
const HOUR = 3_600_000;
const uniqueEmail = () => `nl-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const popup = (page: Page) => page.getByRole("dialog", { name: "Want a free movie?" });
const footerForm = (page: Page) =>
  page.getByRole("contentinfo").getByRole("form", { name: "Subscribe to the newsletter" });

const closeCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "newsletter_close");

/**
 * The popup's layer loads after the page (lazily, for guests), and its 60 s run from then:
 * the page clock may only jump once that code and the site's settings have arrived.
 */
const popupLoaded = (page: Page) => page.waitForLoadState("networkidle");

/** A visit to /movies at `time`, then a minute and a second on the page clock. */
async function visitForAMinute(page: Page, time: number) {
  await page.clock.setSystemTime(time);
  await page.goto("/movies");
  await expect(page.getByRole("heading", { name: "Films", level: 1 })).toBeVisible();
  await popupLoaded(page);
  await page.clock.runFor(61_000);
}

test("the popup: after 60 s, the cookie on close, not again the same day, the next day, never a fourth time", async ({
  page,
}) => {
  await page.clock.install({ time: T0 });
  await page.goto("/movies");
  await expect(page.getByRole("heading", { name: "Films", level: 1 })).toBeVisible();
  await popupLoaded(page);
  await page.clock.runFor(59_000);
  await expect(popup(page)).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(popup(page)).toBeVisible();
  await page.screenshot({ path: "/tmp/nl/popup-1440.png" });
  await popup(page).getByRole("button", { name: "Close" }).click();
  await expect(popup(page)).toHaveCount(0);
  const cookie = await closeCookie(page);
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? ""))).toMatchObject({ displayed: 1 });
  expect(cookie?.path).toBe("/");
  // A year (31536000 s) from the page's clock.
  expect(Math.abs((cookie?.expires ?? 0) * 1000 - (T0 + 31_536_000_000))).toBeLessThan(HOUR);

  // The same day: not again.
  await visitForAMinute(page, T0 + 2 * HOUR);
  await expect(popup(page)).toHaveCount(0);

  // The next day, and the day after: again (2nd and 3rd displays).
  await visitForAMinute(page, T0 + 25 * HOUR);
  await expect(popup(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await visitForAMinute(page, T0 + 50 * HOUR);
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole("button", { name: "Close" }).click();
  expect(JSON.parse(decodeURIComponent((await closeCookie(page))?.value ?? ""))).toMatchObject({
    displayed: 3,
  });

  // Never a fourth time.
  await visitForAMinute(page, T0 + 100 * HOUR);
  await expect(popup(page)).toHaveCount(0);
});

test("a footer signup shows the confirmation and empties the fields", async ({ page }) => {
  await page.goto("/");
  const form = footerForm(page);
  await form.scrollIntoViewIfNeeded();
  const email = uniqueEmail();
  await form.getByRole("textbox").fill(email);
  await form.getByRole("checkbox", { name: /Terms and Conditions/ }).check();
  const request = page.waitForRequest("**/api/newsletter_subscriber");
  await form.getByRole("button", { name: "WATCH FREE" }).click();
  const body = new URLSearchParams((await request).postData() ?? "");
  expect(Object.fromEntries(body)).toMatchObject({
    email,
    marketing_form_key: "cinema-newsletter",
    leadPosition: "footer",
    leadText: "WATCH FREE",
    legalConsent: "1",
    accepted_mailing: "1",
  });
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(`We have sent your free movies to ${email}`)).toBeVisible();
  await expect(form.getByRole("textbox")).toHaveValue("");
  await expect(form.getByRole("checkbox", { name: /Terms and Conditions/ })).not.toBeChecked();
  await page.screenshot({ path: "/tmp/nl/footer-confirmation-1440.png" });
  await dialog.getByRole("button", { name: "Got it" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Subscribed: the popup's cookie says so.
  expect((await closeCookie(page))?.value).toBe("true");
});

test("invalid e-mails and an unticked box show the spec's messages and send nothing", async ({
  page,
}) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/newsletter_subscriber")) sent.push(request.url());
  });
  await page.goto("/");
  const form = footerForm(page);
  const button = form.getByRole("button", { name: "WATCH FREE" });
  await form.getByRole("textbox").fill("not-an-email");
  await expect(form.getByText("* Please enter a valid e-mail address")).toBeVisible();
  await expect(form.getByText("* This field is required")).toBeVisible();
  await expect(button).toBeDisabled();
  await form.getByRole("textbox").fill("");
  await expect(form.getByText("* This field is required")).toHaveCount(2);
  await form.getByRole("textbox").fill("valid@example.com");
  await expect(form.getByText("* This field is required")).toHaveCount(1);
  await expect(button).toBeDisabled();
  await form.getByRole("textbox").press("Enter");
  expect(sent).toEqual([]);
});

test("?newsletter&lead_position=landing_page opens the lead modal and posts that position", async ({
  page,
}) => {
  await page.goto("/movies?newsletter&lead_position=landing_page");
  const dialog = page.getByRole("dialog", { name: "Want a free movie?" });
  await expect(dialog).toBeVisible();
  const email = uniqueEmail();
  await dialog.getByRole("textbox").fill(email);
  await dialog.getByRole("checkbox", { name: /Terms and Conditions/ }).check();
  const request = page.waitForRequest("**/api/newsletter_subscriber");
  await dialog.getByRole("button", { name: "WATCH FREE" }).click();
  const body = new URLSearchParams((await request).postData() ?? "");
  expect(body.get("leadPosition")).toBe("landing_page");
  await expect(
    dialog.getByText("Check your mailbox! We've sent you your free movie at"),
  ).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/movies$/);
});

for (const path of ["/sign-up", "/newsletter-free-film"]) {
  test(`${path}?newsletter opens the lead modal in the page's own layout`, async ({ page }) => {
    await page.goto(`${path}?newsletter`);
    const lead = page.getByRole("dialog", { name: "Want a free movie?" });
    await expect(lead).toBeVisible();
    await expect(lead.getByRole("button", { name: "WATCH FREE" })).toBeVisible();
  });
}

test("a blocked marketing call shows the adblock notice in the footer", async ({ page }) => {
  // An ad blocker stops the call before the network (net::ERR_BLOCKED_BY_CLIENT).
  await page.route("**/api/newsletter_subscriber", (route) => route.abort("blockedbyclient"));
  await page.goto("/");
  const form = footerForm(page);
  await form.getByRole("textbox").fill(uniqueEmail());
  await form.getByRole("checkbox", { name: /Terms and Conditions/ }).check();
  await form.getByRole("button", { name: "WATCH FREE" }).click();
  await expect(
    page
      .getByRole("contentinfo")
      .getByText("Please disable adblocker to register in the newsletter!"),
  ).toBeVisible();
});

test("UTM parameters are kept with analytics consent and sent with the newsletter", async ({
  page,
}) => {
  await page.goto("/?utm_source=news&utm_campaign=spring");
  await expect
    .poll(
      async () =>
        (await page.context().cookies()).find((cookie) => cookie.name === "utmInfo")?.value,
    )
    .toBeTruthy();
  const form = footerForm(page);
  await form.getByRole("textbox").fill(uniqueEmail());
  await form.getByRole("checkbox", { name: /Terms and Conditions/ }).check();
  const request = page.waitForRequest("**/api/newsletter_subscriber");
  await form.getByRole("button", { name: "WATCH FREE" }).click();
  const body = new URLSearchParams((await request).postData() ?? "");
  expect(body.get("source")).toBe("news");
  expect(body.get("campaign")).toBe("spring");
});

test("the modals at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/movies?newsletter");
  await expect(page.getByRole("dialog", { name: "Want a free movie?" })).toBeVisible();
  await page.screenshot({ path: "/tmp/nl/lead-modal-375.png" });
});
