import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  billingOf,
  formatAmount,
  maskedCard,
  readableDate,
  subscriptionStatusLabel,
} from "../../src/core/billing.ts";
import type { User } from "../../src/core/schema/user.ts";
import { premiumUser } from "../fixtures/session.ts";

const member = (over: Partial<User>): User => ({
  ...(premiumUser as User),
  subscriptions: [],
  transactions: [],
  active_subscription: {
    subscription_data_id: 1,
    data: { plan: { name: "Monthly", type: "recurring", is_manica: false } },
  },
  ...over,
});

describe("My Account's billing (spec 000 §3 transactions[]; issue 26)", () => {
  it("a date reads as a day, a month's name and a year of the viewer's locale, never raw (P)", () => {
    expect(readableDate("2026-12-26T09:00:00.000Z", "en-GB")).toBe("26 December 2026");
    expect(readableDate("2026-12-26T09:00:00.000Z", "en-US")).toBe("December 26, 2026");
    expect(readableDate("2026-12-26T09:00:00.000Z", "es")).toBe("26 de diciembre de 2026");
    expect(readableDate("not a date", "en")).toBeNull();
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (d) => {
          const text = readableDate(d.toISOString(), "en-GB")!;
          expect(text).not.toMatch(/^\d{4}-\d{2}-\d{2}/);
          expect(text).toContain(String(d.getUTCFullYear()));
        },
      ),
    );
  });

  it("an amount shows its currency's symbol; a card only its last four digits (P)", () => {
    expect(formatAmount(999, "GBP")).toBe("£9.99");
    expect(formatAmount(1299, "USD")).toBe("$12.99");
    expect(formatAmount(500, "CHF")).toBe("5.00 CHF");
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4,19}$/), (digits) => {
        const shown = maskedCard(digits);
        expect(shown).toBe(`Card ending in ${digits.slice(-4)}`);
      }),
    );
  });

  it("a recurring member: price with its period, next charge, card, newest payment first", () => {
    const view = billingOf(
      member({
        subscriptions: [
          {
            id: 1,
            status: "active",
            plan_name: "Monthly",
            started_at: "2026-11-26T08:00:00.000Z",
            ends_at: "2026-12-26T08:00:00.000Z",
            price_in_cents: 999,
            currency: "GBP",
            period_days: 30,
          },
        ],
        transactions: [
          { id: 1, amount_in_cents: 500, currency: "GBP", created_at: "2026-10-26T08:00:00.000Z" },
          { id: 2, amount_in_cents: 999, currency: "GBP", created_at: "2026-11-26T08:00:00.000Z" },
        ],
        payment_method: { last4: "4242" },
      }),
      "en-GB",
    );
    expect(view.price).toBe("£9.99 per month");
    expect(view.next).toEqual({ label: "Renews on", date: "26 December 2026" });
    expect(view.paymentMethod).toBe("Card ending in 4242");
    expect(view.transactions.map((t) => [t.date, t.amount])).toEqual([
      ["26 November 2026", "£9.99"],
      ["26 October 2026", "£5.00"],
    ]);
  });

  it("a trial shows when it ends; a cancelled plan when it ends; no subscription, no dates", () => {
    const at = "2026-12-03T00:00:00.000Z";
    const sub = (status: "trial" | "awaiting_canceled" | "expired") => ({
      id: 1,
      status,
      plan_name: "Trial",
      started_at: null,
      ends_at: at,
    });
    expect(billingOf(member({ subscriptions: [sub("trial")] }), "en-GB").next).toEqual({
      label: "Trial ends on",
      date: "3 December 2026",
    });
    expect(billingOf(member({ subscriptions: [sub("awaiting_canceled")] }), "en-GB").next).toEqual({
      label: "Ends on",
      date: "3 December 2026",
    });
    expect(billingOf(member({ subscriptions: [sub("expired")] }), "en-GB").next).toBeNull();
    expect(billingOf(null, "en")).toEqual({
      price: null,
      next: null,
      paymentMethod: null,
      transactions: [],
    });
  });
});

describe("a subscription's status as a viewer reads it (spec 000 §4 statuses)", () => {
  it("names every status of the spec in words; anything else as it came", () => {
    expect(
      ["active", "awaiting_canceled", "canceled", "expired", "trial", "unsubscribed"].map(
        subscriptionStatusLabel,
      ),
    ).toEqual([
      "Active",
      "Cancelled, active until the end of the period",
      "Cancelled",
      "Expired",
      "Free trial",
      "Not subscribed",
    ]);
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom("constructor", "__proto__", "toString")),
        (status) => {
          const known = [
            "active",
            "awaiting_canceled",
            "canceled",
            "expired",
            "trial",
            "unsubscribed",
          ];
          if (!known.includes(status)) expect(subscriptionStatusLabel(status)).toBe(status);
        },
      ),
    );
  });
});
