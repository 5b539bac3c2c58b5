/**
 * The seam between the checkout machine and its views (ARCHITECTURE.md "The seam between
 * machines and views"): the plan cards with their prices (core `priceView`), the chosen plan,
 * where the checkout is, and the result of a payment; intents choose, pay and retry.
 */
import type { SnapshotFrom } from "xstate";
import { type CheckoutRetry, GENERIC_DECLINE } from "../core/payments.ts";
import { monthlyEquivalent, type PriceView, periodLabel, priceView } from "../core/prices.ts";
import type { CheckoutEvent, CheckoutMachine } from "../machines/checkout.machine.ts";

export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>;

export interface PlanCard {
  readonly id: number;
  readonly name: string;
  readonly price: PriceView;
  /** What the price pays for, spelled out: "per month", "per year". */
  readonly period: string;
  /** For a plan of more than a month, its price a month ("£6.69 a month"), else null. */
  readonly monthly: string | null;
}

/** A plan without a period on the wire counts as monthly. */
const MONTH_DAYS = 30;

export interface PlanGroupCard {
  readonly id: number;
  readonly title: string;
  readonly outstandingText: string | null;
  readonly coupon: string | null;
  readonly plans: readonly PlanCard[];
}

export type CheckoutStatus = "loading" | "failed" | "choosing" | "paying" | "done";

/** The coupon box of the plans (only when `enable-subscription-coupons` is on). */
export interface CouponView {
  /** The coupon the prices shown include, else null. */
  readonly applied: string | null;
  /** Why the last code typed was not applied, else null. */
  readonly error: string | null;
  /** The plans are being priced with a typed code. */
  readonly applying: boolean;
}

export interface CheckoutView {
  readonly status: CheckoutStatus;
  readonly groups: readonly PlanGroupCard[];
  readonly chosenPlanId: number | null;
  readonly failure: string | null;
  /** Null when coupons are off. */
  readonly coupon: CouponView | null;
  /** A guest's chosen plan can be sold across the sister sites (the cross-selling check). */
  readonly crossSelling: boolean;
}

export const selectCheckoutStatus = (snapshot: CheckoutSnapshot): CheckoutStatus => {
  if (snapshot.matches("starting") || snapshot.matches("loadingPlans")) return "loading";
  if (snapshot.matches("confirming")) return "loading";
  if (snapshot.matches("plansFailed")) return "failed";
  if (snapshot.matches("choosing") || snapshot.matches("applyingCoupon")) return "choosing";
  if (snapshot.matches("succeeded") || snapshot.matches("declined")) return "done";
  return "paying";
};

export const selectCheckout = (snapshot: CheckoutSnapshot): CheckoutView => ({
  status: selectCheckoutStatus(snapshot),
  groups: snapshot.context.groups.map((group) => ({
    id: group.id,
    title: group.info_title ?? group.name,
    outstandingText: group.outstanding_text,
    coupon: group.coupon?.key ?? null,
    plans: group.plans.map((plan) => ({
      id: plan.subscription_id,
      name: plan.name,
      price: priceView(plan.price, group.show_monthly_price_strike),
      period: periodLabel(plan.period_days ?? MONTH_DAYS),
      monthly: monthlyEquivalent(
        plan.price.finalPriceInCents,
        plan.period_days ?? MONTH_DAYS,
        plan.price.priceCurrencySymbol,
      ),
    })),
  })),
  chosenPlanId: snapshot.context.planId,
  failure: snapshot.context.failure,
  coupon: snapshot.context.couponsEnabled
    ? {
        applied: snapshot.context.groups[0]?.coupon?.key ?? null,
        error: snapshot.context.couponError,
        applying: snapshot.matches("applyingCoupon"),
      }
    : null,
  crossSelling: snapshot.context.crossSellingPossible === true,
});

const sameCoupon = (a: CouponView | null, b: CouponView | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.applied === b.applied &&
    a.error === b.error &&
    a.applying === b.applying);

/**
 * Views are equal when the machine's context and status are (the groups are immutable; a
 * coupon prices them again, so the coupon and the final prices are compared too).
 */
export const sameCheckout = (a: CheckoutView, b: CheckoutView): boolean =>
  a.status === b.status &&
  a.chosenPlanId === b.chosenPlanId &&
  a.failure === b.failure &&
  a.crossSelling === b.crossSelling &&
  sameCoupon(a.coupon, b.coupon) &&
  a.groups.length === b.groups.length &&
  a.groups.every(
    (group, i) =>
      group.id === b.groups[i]?.id &&
      group.coupon === b.groups[i]?.coupon &&
      group.plans.length === b.groups[i]?.plans.length &&
      group.plans.every((plan, j) => plan.price.final === b.groups[i]?.plans[j]?.price.final),
  );

export type PaymentOutcome =
  | { readonly kind: "checking" }
  | { readonly kind: "success" }
  | { readonly kind: "declined"; readonly message: string; readonly retry: CheckoutRetry }
  /** A result page opened without an order: nothing to report on. */
  | { readonly kind: "missing" };

const DEFAULT_RETRY: CheckoutRetry = {
  promoUrl: null,
  planId: null,
  excludedGateway: null,
};

/** What a result page shows: still checking, paid, or the decline's message and its retry. */
export const selectPaymentOutcome = (snapshot: CheckoutSnapshot): PaymentOutcome => {
  const { result } = snapshot.context;
  const retry = snapshot.context.retry ?? DEFAULT_RETRY;
  if (result === null) {
    return snapshot.matches("confirming") || snapshot.matches("starting")
      ? { kind: "checking" }
      : { kind: "declined", message: GENERIC_DECLINE, retry };
  }
  if (result.kind === "success") return { kind: "success" };
  if (result.kind === "declined") return { kind: "declined", message: result.message, retry };
  return { kind: "declined", message: GENERIC_DECLINE, retry };
};

export const samePaymentOutcome = (a: PaymentOutcome, b: PaymentOutcome): boolean =>
  a.kind === b.kind &&
  (a.kind !== "declined" ||
    (b.kind === "declined" &&
      a.message === b.message &&
      a.retry.planId === b.retry.planId &&
      a.retry.promoUrl === b.retry.promoUrl));

export interface CheckoutIntents {
  readonly choose: (planId: number) => void;
  readonly applyCoupon: (code: string) => void;
  readonly pay: () => void;
  readonly retry: () => void;
}

export const checkoutIntents = (send: (event: CheckoutEvent) => void): CheckoutIntents => ({
  choose: (planId) => send({ type: "checkout.choose", planId }),
  applyCoupon: (code) => send({ type: "checkout.applyCoupon", code }),
  pay: () => send({ type: "checkout.pay" }),
  retry: () => send({ type: "checkout.retry" }),
});
