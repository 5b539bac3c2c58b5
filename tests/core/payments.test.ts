import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkoutRetry,
  DECLINE_TABLES,
  declineMessage,
  EPOCH,
  EPOCH_DECLINES,
  GENERIC_DECLINE,
  initialPlanId,
  paymentResult,
  revenueCookieValue,
  SKYFLOW,
  SKYFLOW_DECLINES,
  signUpBackgroundOf,
  signUpGroupIdOf,
} from "../../src/core/payments.ts";

describe("payment declines (spec 001 §8)", () => {
  it("the first table has the eight listed reasons, the second its eight; messages are distinct", () => {
    expect(Object.keys(EPOCH_DECLINES)).toEqual([
      "bank_declined",
      "invalid_cvv2",
      "invalid_postal_code",
      "duplicate",
      "too_many_denials",
      "card_expiration_invalid",
      "already_member",
      "please_retry",
    ]);
    expect(Object.keys(SKYFLOW_DECLINES)).toEqual([
      "expired_card",
      "invalid_cvv",
      "invalid_card_number",
      "failed_3ds",
      "insufficient_funds",
      "invalid_expiry",
      "too_many_tries",
      "card_limit_exceeded",
    ]);
    for (const table of [EPOCH_DECLINES, SKYFLOW_DECLINES]) {
      const texts = Object.values(table);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it("a code of a provider's table reads its message; anything else the generic text (P)", () => {
    const providers = fc.constantFrom(EPOCH, SKYFLOW, "dimoco", "paypal", "other");
    const codes = fc.oneof(
      fc.constantFrom(...Object.keys(EPOCH_DECLINES), ...Object.keys(SKYFLOW_DECLINES)),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(providers, fc.option(codes, { nil: null }), (provider, code) => {
        const table = DECLINE_TABLES[provider];
        const known = code !== null && table !== undefined && Object.hasOwn(table, code);
        expect(declineMessage(provider, code)).toBe(known ? table[code] : GENERIC_DECLINE);
      }),
    );
    // A code of one table is not read in the other's.
    expect(declineMessage(SKYFLOW, "invalid_cvv2")).toBe(GENERIC_DECLINE);
    expect(declineMessage(EPOCH, "toString")).toBe(GENERIC_DECLINE);
  });

  it("a transaction's status becomes the checkout's result", () => {
    expect(paymentResult({ status: "success", provider: EPOCH, code: null })).toEqual({
      kind: "success",
    });
    expect(paymentResult({ status: "pending", provider: EPOCH, code: null })).toEqual({
      kind: "pending",
    });
    expect(paymentResult({ status: "declined", provider: EPOCH, code: "duplicate" })).toEqual({
      kind: "declined",
      code: "duplicate",
      message: EPOCH_DECLINES.duplicate,
    });
  });

  it("the revenue cookie is written only with analytics consent (P)", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 1e6 }),
        fc.constantFrom("GBP", "USD"),
        (consent, cents, currency) => {
          const value = revenueCookieValue(consent, cents, currency);
          if (!consent) expect(value).toBeNull();
          else expect(JSON.parse(value!)).toEqual({ value: cents / 100, currency });
        },
      ),
    );
  });
});

describe("the plan chosen again after a decline (issue 26)", () => {
  const groupsOf = (ids: readonly (readonly number[])[]) =>
    ids.map((plans) => ({ plans: plans.map((subscription_id) => ({ subscription_id })) }));
  const ids = fc.array(fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 4 }), {
    maxLength: 3,
  });

  it("the plan asked for when a group offers it, else the first offered, else none (P)", () => {
    expect(initialPlanId(groupsOf([[1, 3]]), 3)).toBe(3);
    expect(initialPlanId(groupsOf([[1, 3]]), 7)).toBe(1);
    expect(initialPlanId(groupsOf([[1, 3]]), null)).toBe(1);
    expect(initialPlanId([], 3)).toBeNull();
    fc.assert(
      fc.property(ids, fc.option(fc.integer({ min: 1, max: 50 })), (plans, requested) => {
        const offered = plans.flat();
        const chosen = initialPlanId(groupsOf(plans), requested);
        if (requested !== null && offered.includes(requested)) expect(chosen).toBe(requested);
        else expect(chosen).toBe(plans[0]?.[0] ?? null);
      }),
    );
  });

  it("'Try again' leads to the order's group with the order's plan", () => {
    expect(checkoutRetry({ subscription_id: 3, promo_url: null })).toEqual({
      promoUrl: null,
      planId: 3,
      excludedGateway: null,
    });
    expect(checkoutRetry({ subscription_id: 5, promo_url: "spring" })).toEqual({
      promoUrl: "spring",
      planId: 5,
      excludedGateway: null,
    });
    expect(checkoutRetry({})).toEqual({ promoUrl: null, planId: null, excludedGateway: null });
  });

  it("'Try again' after a decline leaves out the provider that declined (decision 0065)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("success", "declined", "pending"),
        fc.constantFrom("epoch", "skyflow", "dimoco"),
        (status, provider) => {
          const retry = checkoutRetry({ subscription_id: 2, status, provider });
          expect(retry.excludedGateway).toBe(status === "declined" ? provider : null);
        },
      ),
    );
  });
});

describe("the sign-up layout's background (spec 000 §2: 'background image plus footer')", () => {
  const picture = fc.option(fc.webUrl(), { nil: null });
  const group = fc.record({ layout_background: picture, layout_background_desktop: picture });

  it("is the shown group's phone and desktop pictures, each standing in for the other (P)", () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 3 }), (groups) => {
        const first = groups[0];
        const phone = first?.layout_background ?? first?.layout_background_desktop ?? null;
        const desktop = first?.layout_background_desktop ?? first?.layout_background ?? null;
        expect(signUpBackgroundOf(groups)).toEqual(
          phone === null || desktop === null ? null : { phone, desktop },
        );
      }),
    );
  });

  it("reads the first group only: the one the sign-up shows", () => {
    expect(
      signUpBackgroundOf([
        { layout_background: "/p.svg", layout_background_desktop: null },
        { layout_background: "/other.svg", layout_background_desktop: "/other-wide.svg" },
      ]),
    ).toEqual({ phone: "/p.svg", desktop: "/p.svg" });
    expect(
      signUpBackgroundOf([{ layout_background: null, layout_background_desktop: null }]),
    ).toBeNull();
  });
});

describe("the plan group a sign-up is made on (spec 001 §7 POST /sign-up subscription_group_id)", () => {
  it("is the id of the group the sign-up shows, the first offered; none when none is (P)", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat() }), { maxLength: 4 }), (groups) => {
        expect(signUpGroupIdOf(groups)).toBe(groups.length === 0 ? null : groups[0]?.id);
      }),
    );
  });

  it("the default group of /sign-up: id 1 of [1, 4] is sent, not 4", () => {
    expect(signUpGroupIdOf([{ id: 1 }, { id: 4 }])).toBe(1);
    expect(signUpGroupIdOf([])).toBeNull();
  });
});
