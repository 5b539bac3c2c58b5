import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { User } from "../../src/core/schema/index.ts";
import { deriveUserType } from "../../src/core/userType.ts";

const baseUser: User = {
  id: 1,
  email: "viewer@cinema.test",
  username: null,
  name: null,
  last_name: null,
  role: null,
  picture: null,
  status: null,
  birth_date_day: null,
  birth_date_month: null,
  birth_date_year: null,
  address: null,
  zip_code: null,
  city: null,
  locale: "en",
  is_email_verified: true,
  is_verification_email_sent: false,
  is_cross_selling_unified_account: false,
  is_legacy_user: false,
  accepted_mailing: false,
  transactions: [],
  is_trialing_free: false,
  is_subscribed: false,
  active_subscription: null,
  subscriptions: [],
  cont_watching_counter: 0,
  userSession: null,
};

const planType = fc.constantFrom("one_time", "recurring", "no_card_trial" as const);

const user = fc
  .record({
    is_trialing_free: fc.boolean(),
    is_cross_selling_unified_account: fc.boolean(),
    is_subscribed: fc.boolean(),
    plan: fc.option(planType, { nil: null }),
  })
  .map(
    ({ plan, ...flags }): User => ({
      ...baseUser,
      ...flags,
      active_subscription:
        plan === null
          ? null
          : {
              subscription_data_id: 7,
              data: { plan: { name: "Plan", type: plan, is_manica: false } },
            },
    }),
  );

describe("deriveUserType (spec 000 §1, 001 §4)", () => {
  it("no user is always a Guest", () => {
    expect(deriveUserType(null)).toBe("Guest");
  });

  it("a logged-in user is never a Guest", () => {
    fc.assert(fc.property(user, (u) => deriveUserType(u) !== "Guest"));
  });

  it("trialing free wins over every other flag", () => {
    fc.assert(
      fc.property(user, (u) => deriveUserType({ ...u, is_trialing_free: true }) === "Trial"),
    );
  });

  it("cross-selling wins over subscribed when not trialing", () => {
    fc.assert(
      fc.property(
        user,
        (u) =>
          deriveUserType({
            ...u,
            is_trialing_free: false,
            is_cross_selling_unified_account: true,
          }) === "CrossSelling",
      ),
    );
  });

  it("follows the spec's order for every combination of flags", () => {
    fc.assert(
      fc.property(user, (u) => {
        const expected = u.is_trialing_free
          ? "Trial"
          : u.is_cross_selling_unified_account
            ? "CrossSelling"
            : u.is_subscribed
              ? "Premium"
              : "Registered";
        return deriveUserType(u) === expected;
      }),
    );
  });

  it("no flag set means Registered", () => {
    expect(deriveUserType(baseUser)).toBe("Registered");
  });
});
