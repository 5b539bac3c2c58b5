import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paymentUrlQueryFields, plansQueryFields } from "../../src/core/paymentQueries.ts";

const provider = fc.constantFrom("epoch", "skyflow", "dimoco", "paypal", "payvision");
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

describe("GET /plans query (spec 001 §7: promo_url, cacheIgnore, coupon; decision 0065)", () => {
  it("asks past the cache exactly when a coupon is sent or the viewer retries after a decline", () => {
    fc.assert(
      fc.property(
        maybe(fc.string()),
        maybe(fc.string()),
        fc.boolean(),
        (promoUrl, coupon, afterDecline) => {
          const fields = plansQueryFields({ promoUrl, coupon, afterDecline });
          expect(fields.promo_url).toBe(promoUrl);
          expect(fields.coupon).toBe(coupon);
          expect(fields.cacheIgnore).toBe(coupon !== null || afterDecline ? 1 : null);
        },
      ),
    );
  });

  it("the spec's field names", () => {
    expect(
      Object.keys(plansQueryFields({ promoUrl: null, coupon: "X", afterDecline: false })),
    ).toEqual(["promo_url", "coupon", "cacheIgnore"]);
  });
});

describe("GET /payment_url query (spec 001 §7; decision 0065)", () => {
  it("names the group's provider unless it just declined, which is excluded; PayPal says so", () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        maybe(fc.string()),
        maybe(provider),
        maybe(provider),
        (subscriptionId, planGroupId, couponKey, named, declined) => {
          const fields = paymentUrlQueryFields({
            subscriptionId,
            planGroupId,
            couponKey,
            provider: named,
            excludedGateway: declined,
          });
          expect(fields.subscription_id).toBe(subscriptionId);
          expect(fields.plan_group_id).toBe(planGroupId);
          expect(fields.coupon_key).toBe(couponKey);
          expect(fields.excluded_gateway).toBe(declined);
          const gateway = named !== null && named !== declined ? named : null;
          expect(fields.gateway_id).toBe(gateway);
          // Never ask for the gateway that is excluded.
          if (declined !== null) expect(fields.gateway_id).not.toBe(declined);
          expect(fields.uses_paypal).toBe(gateway === "paypal" ? 1 : null);
        },
      ),
    );
  });

  it("the spec's field names", () => {
    const fields = paymentUrlQueryFields({
      subscriptionId: 1,
      planGroupId: 2,
      couponKey: "K",
      provider: "paypal",
      excludedGateway: "epoch",
    });
    expect(fields).toEqual({
      subscription_id: 1,
      plan_group_id: 2,
      gateway_id: "paypal",
      excluded_gateway: "epoch",
      uses_paypal: 1,
      coupon_key: "K",
    });
  });
});
