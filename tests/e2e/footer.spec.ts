import { expect, test } from "./journey.ts";
import { acceptedAgeModal } from "./visitors.ts";

/** Issue 26: the footer of spec 000 §2 and its billing, processor and complaints pages. */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

test("the footer shows sister sites, the company address, card brands and the brand's social accounts", async ({
  page,
}) => {
  await page.goto("/about");
  const footer = page.locator("footer.site-footer");
  await expect(
    footer.getByRole("navigation", { name: "Sister sites" }).getByRole("link").first(),
  ).toBeVisible();
  await expect(footer.getByLabel("Company address")).toContainText("Madrid");
  const cards = footer.getByRole("list", { name: "Cards we accept" });
  for (const name of ["Visa", "Mastercard", "Maestro", "American Express"]) {
    await expect(cards.getByRole("img", { name })).toBeVisible();
  }
  const social = footer.getByRole("list", { name: "Social" });
  for (const name of ["X", "Instagram", "Facebook"]) {
    const href = await social.getByRole("link", { name }).getAttribute("href");
    expect(new URL(href!).pathname.replace(/\/$/, ""), `${name} is the brand's account`).not.toBe(
      "",
    );
  }
});

test("Billing Support and Payment processor support open their own pages", async ({ page }) => {
  await page.goto("/about");
  await page.locator("footer.site-footer").getByRole("link", { name: "Billing Support" }).click();
  await expect(page).toHaveURL(/\/billing-support$/);
  await expect(page.getByRole("heading", { level: 1, name: "Billing Support" })).toBeVisible();
  await expect(page.getByText(/Who charges your card/)).toBeVisible();
  await page
    .locator("footer.site-footer")
    .getByRole("link", { name: "Payment processor support" })
    .click();
  await expect(page).toHaveURL(/\/payment-processor-support$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Payment processor support" }),
  ).toBeVisible();
  await expect(page.getByText("support@paynimbus.test")).toBeVisible();
});

test("a complaint sent from its page arrives in the support outbox", async ({ page }) => {
  await page.goto("/about");
  await page
    .locator("footer.site-footer")
    .getByRole("link", { name: "Complaints and Content Removal" })
    .click();
  await expect(page).toHaveURL(/\/complaints$/);
  const form = page.getByRole("form", { name: "Complaints and content removal" });
  const url = `https://cinema.test/movies/complaint-${Date.now()}`;
  await form.getByLabel("Your name").fill("Ada Lovelace");
  await form.getByLabel("E-mail").fill("ada@cinema.test");
  await form.getByLabel("URL of the content").fill(url);
  await form.getByLabel("Reason").selectOption("copyright");
  await form
    .getByLabel("Details")
    .fill("The soundtrack is my composition, used without a licence.");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Successfully sent!")).toBeVisible();
  await page.goto("/dev/outbox?to=support%40cinema.test");
  await expect(page.getByRole("heading", { name: new RegExp(url) })).toBeVisible();
});
