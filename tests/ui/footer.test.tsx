// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Footer } from "../../src/ui/footer/Footer.tsx";
import { FOOTER_CONTENT } from "../../src/ui/footer/footerContent.ts";

afterEach(cleanup);

describe("the footer of spec 000 §2", () => {
  it("lists sister sites, the company address, the card brands and the brand's own social accounts", () => {
    render(<Footer showSubscribeBanner={false} />);
    const sisters = within(screen.getByRole("navigation", { name: "Sister sites" }));
    expect(sisters.getAllByRole("link").length).toBeGreaterThan(0);
    const address = screen.getByLabelText("Company address");
    expect(address.textContent).toContain("Madrid");
    const cards = within(screen.getByRole("list", { name: "Cards we accept" }));
    for (const name of ["Visa", "Mastercard", "Maestro", "American Express"]) {
      expect(cards.getByRole("img", { name })).toBeTruthy();
    }
    const social = within(screen.getByRole("list", { name: "Social" }));
    for (const name of ["X", "Instagram", "Facebook"]) {
      const href = social.getByRole("link", { name }).getAttribute("href") ?? "";
      // An account's page, not the platform's home page.
      expect(new URL(href).pathname.replace(/\/$/, "")).not.toBe("");
    }
  });

  it("opens real pages for billing, the payment processor and complaints", () => {
    render(<Footer showSubscribeBanner={false} />);
    expect(screen.getByRole("link", { name: "Billing Support" }).getAttribute("href")).toBe(
      "/billing-support",
    );
    expect(
      screen.getByRole("link", { name: "Payment processor support" }).getAttribute("href"),
    ).toBe("/payment-processor-support");
    expect(
      screen.getByRole("link", { name: "Complaints and Content Removal" }).getAttribute("href"),
    ).toBe("/complaints");
  });

  it("places the 'Cookies Preferences' entry by the column's id, whatever its heading", () => {
    const renamed = {
      ...FOOTER_CONTENT,
      columns: FOOTER_CONTENT.columns.map((c) =>
        c.id === "safe" ? { ...c, title: "Safety and legal" } : c,
      ),
    };
    render(
      <Footer
        showSubscribeBanner={false}
        content={renamed}
        cookiePreferences={<button type="button">Cookies Preferences</button>}
      />,
    );
    const safe = within(screen.getByRole("navigation", { name: "Safety and legal" }));
    expect(safe.getByRole("button", { name: "Cookies Preferences" })).toBeTruthy();
  });
});
