/**
 * The seam between the checkout machine and its views (ARCHITECTURE.md "The seam between
 * machines and views"): the plan cards with their prices (core `priceView`), the chosen plan,
 * where the checkout is, and the result of a payment; intents choose, pay and retry.
 */
import type { SnapshotFrom } from "xstate";
import { GENERIC_DECLINE } from "../core/payments.ts";
import { type PriceView, priceView } from "../core/prices.ts";
import type { CheckoutEvent, CheckoutMachine } from "../machines/checkout.machine.ts";

export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>;

export interface PlanCard {
  readonly id: number;
  readonly name: string;
  readonly price: PriceView;
}

export interface PlanGroupCard {
  readonly id: number;
  readonly title: string;
  readonly outstandingText: string | null;
  readonly coupon: string | null;
  readonly plans: readonly PlanCard[];
}

export type CheckoutStatus = "loading" | "failed" | "choosing" | "paying" | "done";

export interface CheckoutView {
  readonly status: CheckoutStatus;
  readonly groups: readonly PlanGroupCard[];
  readonly chosenPlanId: number | null;
  readonly failure: string | null;
}

export const selectCheckoutStatus = (snapshot: CheckoutSnapshot): CheckoutStatus => {
  if (snapshot.matches("starting") || snapshot.matches("loadingPlans")) return "loading";
  if (snapshot.matches("confirming")) return "loading";
  if (snapshot.matches("plansFailed")) return "failed";
  if (snapshot.matches("choosing")) return "choosing";
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
    })),
  })),
  chosenPlanId: snapshot.context.planId,
  failure: snapshot.context.failure,
});

/** Views are equal when the machine's context and status are (the groups are immutable). */
export const sameCheckout = (a: CheckoutView, b: CheckoutView): boolean =>
  a.status === b.status &&
  a.chosenPlanId === b.chosenPlanId &&
  a.failure === b.failure &&
  a.groups.length === b.groups.length &&
  a.groups.every(
    (group, i) => group.id === b.groups[i]?.id && group.plans.length === b.groups[i]?.plans.length,
  );

export type PaymentOutcome =
  | { readonly kind: "checking" }
  | { readonly kind: "success" }
  | { readonly kind: "declined"; readonly message: string };

/** What a result page shows: still checking, paid, or the decline's message. */
export const selectPaymentOutcome = (snapshot: CheckoutSnapshot): PaymentOutcome => {
  const { result } = snapshot.context;
  if (result === null) {
    return snapshot.matches("confirming") || snapshot.matches("starting")
      ? { kind: "checking" }
      : { kind: "declined", message: GENERIC_DECLINE };
  }
  if (result.kind === "success") return { kind: "success" };
  if (result.kind === "declined") return { kind: "declined", message: result.message };
  return { kind: "declined", message: GENERIC_DECLINE };
};

export const samePaymentOutcome = (a: PaymentOutcome, b: PaymentOutcome): boolean =>
  a.kind === b.kind &&
  (a.kind !== "declined" || (b.kind === "declined" && a.message === b.message));

export interface CheckoutIntents {
  readonly choose: (planId: number) => void;
  readonly pay: () => void;
  readonly retry: () => void;
}

export const checkoutIntents = (send: (event: CheckoutEvent) => void): CheckoutIntents => ({
  choose: (planId) => send({ type: "checkout.choose", planId }),
  pay: () => send({ type: "checkout.pay" }),
  retry: () => send({ type: "checkout.retry" }),
});
