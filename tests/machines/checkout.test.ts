import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise, waitFor } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import type { PlansRequest } from "../../src/core/paymentQueries.ts";
import { EPOCH_DECLINES, GENERIC_DECLINE } from "../../src/core/payments.ts";
import { priceOf } from "../../src/core/prices.ts";
import type { PlanGroupOffer, TransactionStatus } from "../../src/core/schema/payment.ts";
import {
  CHECKOUT_ID,
  type CheckoutInput,
  checkoutMachine,
  PAYMENT_ERROR_PATH,
  PAYMENT_SUCCESS_PATH,
} from "../../src/machines/checkout.machine.ts";
import { restoredToken } from "../fixtures/session.ts";
import { notifications, spawnFeature } from "./accountHarness.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const plan = (id: number, cents: number) => ({
  subscription_id: id,
  name: `Plan ${id}`,
  price: priceOf(cents, "GBP", 0),
  alternative_plan: null,
  banner_image: null,
  banner_image_mobile: null,
});
const group: PlanGroupOffer = {
  id: 1,
  name: "Cinema Premium",
  channel_id: 2,
  layout: null,
  layout_desktop: null,
  sub_layout: null,
  sub_layout_desktop: null,
  plans: [plan(1, 999), plan(3, 11988)],
  banner_image: null,
  banner_image_mobile: null,
  promo_url: null,
  promo_logo_url: null,
  promo_logo_mobile_url: null,
  is_default: true,
  show_pricing: true,
  layout_background: null,
  layout_background_desktop: null,
  info_title: null,
  outstanding_text: null,
  background_color: null,
  button_color: null,
  show_monthly_price_strike: false,
  coupon: { key: "WELCOME20", discount_percentage: 20 },
};

interface Fakes {
  plans?: (input: PlansRequest) => Promise<readonly PlanGroupOffer[]>;
  status?: () => Promise<TransactionStatus>;
  crossSelling?: (subscriptionId: number) => Promise<boolean>;
}

function open(input: Partial<CheckoutInput> = {}, fakes: Fakes = {}) {
  const toasts = notifications();
  const calls: unknown[][] = [];
  const logic = checkoutMachine.provide({
    actions: {
      notify: toasts.notify,
      writeRevenueCookie: (_, p) => void calls.push(["revenue", p.value]),
      trackBeginCheckout: (_, p) => void calls.push([p.event, p.planId, p.value]),
      openPaymentUrl: (_, p) => void calls.push(["open", p.url]),
      goTo: (_, p) => void calls.push(["goTo", p.path]),
    },
    actors: {
      fetchPlans: fromPromise(({ input: i }) => {
        calls.push(["plans", i]);
        return fakes.plans?.(i) ?? Promise.resolve([group]);
      }),
      fetchProvider: fromPromise(({ input: i }) => {
        calls.push(["provider", i]);
        return Promise.resolve("epoch");
      }),
      fetchPaymentUrl: fromPromise(({ input: i }) => {
        calls.push(["payment_url", i]);
        return Promise.resolve({
          status: "success" as const,
          payment_url: "http://127.0.0.1/payment-provider/checkout?order=o",
          order_id: "o",
        });
      }),
      fetchTransactionStatus: fromPromise(({ input: i }) => {
        calls.push(["status", i]);
        return (
          fakes.status?.() ??
          Promise.resolve({
            status: "success" as const,
            provider: "epoch",
            code: null,
            order_id: i,
          })
        );
      }),
      checkCrossSelling: fromPromise(({ input: i }) => {
        calls.push(["cross_selling", i]);
        return fakes.crossSelling?.(i) ?? Promise.resolve(false);
      }),
    },
  });
  const feature = spawnFeature(
    CHECKOUT_ID,
    logic,
    {
      userId: 7,
      promoUrl: null,
      coupon: "WELCOME20",
      requestedPlanId: null,
      couponsEnabled: true,
      analyticsConsent: true,
      returnOrderId: null,
      excludedGateway: null,
      ...input,
    },
    { restored: restoredToken },
  );
  return { ...feature, toasts, calls };
}

describe("checkout", () => {
  it("holds the spec's default provider 'dimoco' until /payment/provider names the group's", async () => {
    const { actor } = open();
    expect(actor.getSnapshot().context.provider).toBe("dimoco");
    await waitFor(actor, (s) => s.matches("choosing"));
    expect(actor.getSnapshot().context.provider).toBe("dimoco");
    actor.send({ type: "checkout.pay" });
    await waitFor(actor, (s) => s.matches("redirecting"));
    expect(actor.getSnapshot().context.provider).toBe("epoch");
  });

  it("plans (with the coupon) -> choose -> provider -> payment_url -> revenue cookie -> provider page", async () => {
    const { actor, calls } = open();
    await waitFor(actor, (s) => s.matches("choosing"));
    expect(actor.getSnapshot().context.planId).toBe(1);
    actor.send({ type: "checkout.choose", planId: 3 });
    actor.send({ type: "checkout.choose", planId: 99 });
    expect(actor.getSnapshot().context.planId).toBe(3);
    actor.send({ type: "checkout.pay" });
    await waitFor(actor, (s) => s.matches("redirecting"));
    expect(calls).toEqual([
      ["plans", { promoUrl: null, coupon: "WELCOME20", afterDecline: false }],
      ["provider", { userId: 7, subscriptionGroupId: 1 }],
      ["begin_checkout", 3, 119.88],
      [
        "payment_url",
        {
          subscriptionId: 3,
          planGroupId: 1,
          couponKey: "WELCOME20",
          provider: "epoch",
          excludedGateway: null,
        },
      ],
      ["revenue", JSON.stringify({ value: 119.88, currency: "GBP" })],
      ["open", "http://127.0.0.1/payment-provider/checkout?order=o"],
    ]);
  });

  it("a retry after a decline reads fresh plans and asks the payment past the provider that declined", async () => {
    const { actor, calls } = open({ excludedGateway: "epoch", requestedPlanId: 3 });
    await waitFor(actor, (s) => s.matches("choosing"));
    actor.send({ type: "checkout.pay" });
    await waitFor(actor, (s) => s.matches("redirecting"));
    expect(calls[0]).toEqual([
      "plans",
      { promoUrl: null, coupon: "WELCOME20", afterDecline: true },
    ]);
    // `/payment/provider` named the provider that declined: it is excluded, not asked for.
    expect(calls.find((c) => c[0] === "payment_url")).toEqual([
      "payment_url",
      {
        subscriptionId: 3,
        planGroupId: 1,
        couponKey: "WELCOME20",
        provider: "epoch",
        excludedGateway: "epoch",
      },
    ]);
  });

  it("no revenue cookie without analytics consent; no coupon when coupons are off", async () => {
    const { actor, calls } = open({ analyticsConsent: false, couponsEnabled: false });
    await waitFor(actor, (s) => s.matches("choosing"));
    actor.send({ type: "checkout.pay" });
    await waitFor(actor, (s) => s.matches("redirecting"));
    expect(calls[0]).toEqual(["plans", { promoUrl: null, coupon: null, afterDecline: false }]);
    expect(calls.some((c) => c[0] === "revenue")).toBe(false);
  });

  it("plans that fail keep the server's message; retry loads them again", async () => {
    let attempts = 0;
    const { actor } = open(
      {},
      {
        plans: () =>
          ++attempts === 1
            ? Promise.reject(apiError(422, "status", {}, "This coupon is not valid."))
            : Promise.resolve([group]),
      },
    );
    await waitFor(actor, (s) => s.matches("plansFailed"));
    expect(actor.getSnapshot().context.failure).toBe("This coupon is not valid.");
    actor.send({ type: "checkout.retry" });
    await waitFor(actor, (s) => s.matches("choosing"));
  });

  it("a typed coupon prices the plans again; the chosen plan stays; the payment carries it", async () => {
    const plain = { ...group, coupon: null };
    const discounted = {
      ...group,
      plans: [plan(1, 999), plan(3, 11988)].map((p) => ({
        ...p,
        price: priceOf(p.price.priceAmountInCents, "GBP", 20),
      })),
    };
    const { actor, calls } = open(
      { coupon: null },
      {
        plans: ({ coupon }) => Promise.resolve([coupon === "WELCOME20" ? discounted : plain]),
      },
    );
    await waitFor(actor, (s) => s.matches("choosing"));
    actor.send({ type: "checkout.choose", planId: 3 });
    actor.send({ type: "checkout.applyCoupon", code: "  WELCOME20 " });
    expect(actor.getSnapshot().matches("applyingCoupon")).toBe(true);
    await waitFor(actor, (s) => s.matches("choosing"));
    const { context } = actor.getSnapshot();
    expect(context.couponError).toBeNull();
    expect(context.planId).toBe(3);
    expect(context.groups[0]?.plans[1]?.price.finalPriceInCents).toBe(9590);
    actor.send({ type: "checkout.pay" });
    await waitFor(actor, (s) => s.matches("redirecting"));
    expect(calls.filter((c) => c[0] === "plans")).toEqual([
      ["plans", { promoUrl: null, coupon: null, afterDecline: false }],
      ["plans", { promoUrl: null, coupon: "WELCOME20", afterDecline: false }],
    ]);
    expect(calls.find((c) => c[0] === "payment_url")).toEqual([
      "payment_url",
      {
        subscriptionId: 3,
        planGroupId: 1,
        couponKey: "WELCOME20",
        provider: "epoch",
        excludedGateway: null,
      },
    ]);
  });

  it("a coupon the server refuses keeps the plans as they were and says why; blank asks for one", async () => {
    const { actor, calls } = open(
      {},
      {
        plans: ({ coupon }) =>
          coupon === "EXPIRED10"
            ? Promise.reject(apiError(422, "status", {}, "This coupon is not valid."))
            : Promise.resolve([group]),
      },
    );
    await waitFor(actor, (s) => s.matches("choosing"));
    actor.send({ type: "checkout.applyCoupon", code: "EXPIRED10" });
    await waitFor(actor, (s) => s.matches("choosing"));
    expect(actor.getSnapshot().context.couponError).toBe("This coupon is not valid.");
    expect(actor.getSnapshot().context.groups).toEqual([group]);
    // The coupon in force is still the one the shown prices include.
    expect(actor.getSnapshot().context.coupon).toBe("WELCOME20");

    actor.send({ type: "checkout.applyCoupon", code: "   " });
    expect(actor.getSnapshot().matches("choosing")).toBe(true);
    expect(actor.getSnapshot().context.couponError).toBe("This field is required");
    expect(calls.filter((c) => c[0] === "plans")).toHaveLength(2);
  });

  it("with coupons off a typed coupon is not sent", async () => {
    const { actor, calls } = open({ couponsEnabled: false });
    await waitFor(actor, (s) => s.matches("choosing"));
    actor.send({ type: "checkout.applyCoupon", code: "WELCOME20" });
    expect(actor.getSnapshot().matches("choosing")).toBe(true);
    expect(actor.getSnapshot().context.couponError).toBeNull();
    expect(calls.filter((c) => c[0] === "plans")).toHaveLength(1);
  });

  it("a guest's chosen plan is checked for cross-selling; a failed check notes nothing", async () => {
    const { actor, calls } = open(
      { userId: null },
      {
        crossSelling: (id) =>
          id === 3 ? Promise.resolve(true) : Promise.reject(apiError(500, "status")),
      },
    );
    await waitFor(actor, (s) => s.matches({ choosing: "ready" }));
    expect(actor.getSnapshot().context.crossSellingPossible).toBeNull();
    actor.send({ type: "checkout.choose", planId: 3 });
    await waitFor(actor, (s) => s.matches({ choosing: "ready" }));
    expect(actor.getSnapshot().context.crossSellingPossible).toBe(true);
    expect(calls.filter((c) => c[0] === "cross_selling")).toEqual([
      ["cross_selling", 1],
      ["cross_selling", 3],
    ]);
    // A guest does not pay: the account comes first.
    actor.send({ type: "checkout.pay" });
    expect(actor.getSnapshot().matches("choosing")).toBe(true);
  });

  it("return with a paid order: the user is reloaded (Premium at once) and /payment-success", async () => {
    const { actor, calls, session } = open({ returnOrderId: "order-1" });
    await waitFor(session, (s) => s.matches({ authenticated: "ready" }));
    await waitFor(actor, (s) => s.matches("succeeded"));
    expect(calls).toEqual([
      ["status", "order-1"],
      ["goTo", PAYMENT_SUCCESS_PATH],
    ]);
    // session.reload sent: the user loads again.
    await waitFor(
      session,
      (s) => s.matches({ authenticated: "loadingUser" }) || s.matches({ authenticated: "ready" }),
    );
  });

  it("return with a declined order: the table's message and /payment-error; not paid: the generic text", async () => {
    const declined = open(
      { returnOrderId: "o" },
      {
        status: () =>
          Promise.resolve({
            status: "declined",
            provider: "epoch",
            code: "invalid_cvv2",
            order_id: "o",
          }),
      },
    );
    await waitFor(declined.actor, (s) => s.matches("declined"));
    expect(declined.actor.getSnapshot().context.result).toEqual({
      kind: "declined",
      code: "invalid_cvv2",
      message: EPOCH_DECLINES.invalid_cvv2,
    });
    expect(declined.calls.at(-1)).toEqual(["goTo", PAYMENT_ERROR_PATH]);

    const cancelled = open(
      { returnOrderId: "o" },
      {
        status: () =>
          Promise.resolve({ status: "pending", provider: "epoch", code: null, order_id: "o" }),
      },
    );
    await waitFor(cancelled.actor, (s) => s.matches("declined"));
    expect(cancelled.actor.getSnapshot().context.result).toMatchObject({
      message: GENERIC_DECLINE,
    });
  });

  it("a retry chooses the plan asked for and pays for it; a plan the group does not offer falls back to the first", async () => {
    const { actor, calls } = open({ requestedPlanId: 3 });
    await waitFor(actor, (s) => s.matches({ choosing: "ready" }));
    expect(actor.getSnapshot().context.planId).toBe(3);
    actor.send({ type: "checkout.pay" });
    await waitFor(actor, (s) => s.matches("redirecting"));
    expect(calls.find((c) => c[0] === "payment_url")?.[1]).toMatchObject({ subscriptionId: 3 });

    const unknown = open({ requestedPlanId: 42 });
    await waitFor(unknown.actor, (s) => s.matches({ choosing: "ready" }));
    expect(unknown.actor.getSnapshot().context.planId).toBe(1);
  });

  it("a declined return keeps the order's plan and group, and the provider that declined, for 'Try again'", async () => {
    const declined = open(
      { returnOrderId: "o" },
      {
        status: () =>
          Promise.resolve({
            status: "declined",
            provider: "skyflow",
            code: null,
            order_id: "o",
            subscription_id: 5,
            promo_url: "spring",
          }),
      },
    );
    await waitFor(declined.actor, (s) => s.matches("declined"));
    expect(declined.actor.getSnapshot().context.retry).toEqual({
      promoUrl: "spring",
      planId: 5,
      excludedGateway: "skyflow",
    });
  });
});
