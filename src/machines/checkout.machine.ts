/**
 * Subscribing (spec 000 §2 sign-up, payment routes; 001 §7 "Subscription and payment").
 * Before the provider: `loadingPlans` (actor `fetchPlans`: the group of the promo URL, the
 * coupon when `enable-subscription-coupons` is on) -> `choosing` (`checkout.choose
 * { planId }`, `checkout.applyCoupon { code }` -> `applyingCoupon`: the plans again with the
 * typed coupon, their prices discounted, or the coupon's error and the plans as they were;
 * a guest's chosen plan is checked for cross-selling, `/cross_selling/check_user_status`;
 * `checkout.pay`) -> `fetchingProvider` (`/payment/provider`) ->
 * `requestingUrl` (`/payment_url`; the begin_checkout event; the revenue cookie only with
 * analytics consent) -> `redirecting` (action `openPaymentUrl`: the browser leaves for the
 * provider's page). Back through `/epoch-return-url?order_id=`: the machine starts in
 * `confirming` (actor `fetchTransactionStatus`) -> success: the user reloaded (Premium at
 * once), `goTo /payment-success` -> `succeeded`; declined or not paid: the decline table's
 * message, `goTo /payment-error` -> `declined`.
 */
import { and, assign, sendTo, setup } from "xstate";
import { TOAST_ERROR_MS } from "../core/constants.ts";
import { messageForStatus, validation } from "../core/messages.ts";
import type { PaymentUrlRequest, PlansRequest } from "../core/paymentQueries.ts";
import {
  BEGIN_CHECKOUT_EVENT,
  type CheckoutRetry,
  checkoutRetry,
  DEFAULT_PAYMENT_PROVIDER,
  GENERIC_DECLINE,
  initialPlanId,
  type PaymentResult,
  paymentResult,
  revenueCookieValue,
} from "../core/payments.ts";
import { couponCode } from "../core/prices.ts";
import type {
  PaymentUrlResponse,
  PlanGroupOffer,
  TransactionStatus,
} from "../core/schema/payment.ts";
import type { Plan } from "../core/schema/plan.ts";
import { SESSION_ID } from "./accountEffects.ts";
import { failureOf, type NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export const CHECKOUT_ID = "checkout";
export const PAYMENT_SUCCESS_PATH = "/payment-success";
export const PAYMENT_ERROR_PATH = "/payment-error";

export interface CheckoutInput {
  readonly userId: number | null;
  readonly promoUrl: string | null;
  /** The coupon of the link (`coupon`/promo code), sent only when coupons are on. */
  readonly coupon: string | null;
  /** The plan to choose first (`?plan=` of /sign-up, a retry), when the group offers it. */
  readonly requestedPlanId: number | null;
  readonly couponsEnabled: boolean;
  readonly analyticsConsent: boolean;
  /** The order the provider sent the viewer back with (`/epoch-return-url`), else null. */
  readonly returnOrderId: string | null;
  /** The provider that declined the viewer's last payment (`?excluded_gateway=` of a retry). */
  readonly excludedGateway: string | null;
}

export interface CheckoutContext extends CheckoutInput {
  readonly groups: readonly PlanGroupOffer[];
  readonly planId: number | null;
  /** The payment provider: the spec's default until `/payment/provider` names the group's. */
  readonly provider: string;
  readonly result: PaymentResult | null;
  /** Where "Try again" leads after the provider's return (the order's plan), else null. */
  readonly retry: CheckoutRetry | null;
  /** The message of the last failure (plans, provider, payment URL), else null. */
  readonly failure: string | null;
  /** Why the last coupon typed was not applied (blank, unknown, no longer valid), else null. */
  readonly couponError: string | null;
  /** For a guest: whether the chosen plan can be sold across the sites; null unknown. */
  readonly crossSellingPossible: boolean | null;
}

export type CheckoutEvent =
  | { readonly type: "checkout.choose"; readonly planId: number }
  | { readonly type: "checkout.applyCoupon"; readonly code: string }
  | { readonly type: "checkout.pay" }
  | { readonly type: "checkout.retry" };

export interface RevenueParams {
  readonly value: string;
}

export interface AnalyticsParams {
  readonly event: typeof BEGIN_CHECKOUT_EVENT;
  readonly value: number;
  readonly currency: string;
  readonly planId: number;
}

/** The chosen plan and its group. */
export const chosenPlan = (
  context: Pick<CheckoutContext, "groups" | "planId">,
): { readonly group: PlanGroupOffer; readonly plan: Plan } | null => {
  for (const group of context.groups) {
    const plan = group.plans.find((p) => p.subscription_id === context.planId);
    if (plan) return { group, plan };
  }
  return null;
};

const failed = (event: unknown) => {
  const error = failureOf(event);
  return error.message || messageForStatus(error.status);
};

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actions: {
    notify: unprovided<NotifyParams>("notify"),
    /** Writes the revenue cookie (the caller checked analytics consent). */
    writeRevenueCookie: unprovided<RevenueParams>("writeRevenueCookie"),
    /** Pushes begin_checkout to the dataLayer. */
    trackBeginCheckout: unprovided<AnalyticsParams>("trackBeginCheckout"),
    /** Sends the browser to the provider's page (location.assign). */
    openPaymentUrl: unprovided<{ readonly url: string }>("openPaymentUrl"),
    /** Replaces the address with a result page (`/payment-success`, `/payment-error`). */
    goTo: unprovided<{ readonly path: string }>("goTo"),
    reloadUser: sendTo(({ system }) => system.get(SESSION_ID), { type: "session.reload" }),
    recordFailure: assign({ failure: ({ event }) => failed(event) }),
  },
  actors: {
    fetchPlans: unprovidedActor<readonly PlanGroupOffer[], PlansRequest>("fetchPlans"),
    fetchProvider: unprovidedActor<
      string,
      { readonly userId: number; readonly subscriptionGroupId: number }
    >("fetchProvider"),
    fetchPaymentUrl: unprovidedActor<PaymentUrlResponse, PaymentUrlRequest>("fetchPaymentUrl"),
    fetchTransactionStatus: unprovidedActor<TransactionStatus, string>("fetchTransactionStatus"),
    /** The guests' cross-selling check of a plan (`is_cross_selling_possible`). */
    checkCrossSelling: unprovidedActor<boolean, number>("checkCrossSelling"),
  },
  guards: {
    isReturn: ({ context }) => context.returnOrderId !== null,
    isGuestWithPlan: ({ context }) => context.userId === null && context.planId !== null,
    hasPlan: ({ context }) => chosenPlan(context) !== null && context.userId !== null,
    mayApplyCoupon: ({ context }) => context.couponsEnabled,
    isCouponCode: ({ event }) =>
      event.type === "checkout.applyCoupon" && couponCode(event.code) !== null,
    isKnownPlan: ({ context, event }) =>
      event.type === "checkout.choose" &&
      chosenPlan({ groups: context.groups, planId: event.planId }) !== null,
    mayWriteRevenue: ({ context }) => context.analyticsConsent,
    isSuccess: ({ event }) =>
      (event as unknown as { output?: TransactionStatus }).output?.status === "success",
  },
}).createMachine({
  id: "checkout",
  context: ({ input }) => ({
    ...input,
    groups: [],
    planId: null,
    provider: DEFAULT_PAYMENT_PROVIDER,
    result: null,
    retry: null,
    failure: null,
    couponError: null,
    crossSellingPossible: null,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "isReturn", target: "confirming" }, { target: "loadingPlans" }],
    },
    loadingPlans: {
      invoke: {
        src: "fetchPlans",
        input: ({ context }): PlansRequest => ({
          promoUrl: context.promoUrl,
          coupon: context.couponsEnabled ? context.coupon : null,
          afterDecline: context.excludedGateway !== null,
        }),
        onDone: {
          target: "choosing",
          actions: assign({
            groups: ({ event }) => event.output,
            // The plan asked for (a retry), else the first, until the viewer picks another.
            planId: ({ context, event }) => initialPlanId(event.output, context.requestedPlanId),
            failure: null,
          }),
        },
        onError: {
          target: "plansFailed",
          actions: assign({ failure: ({ event }) => failed(event) }),
        },
      },
    },
    plansFailed: { on: { "checkout.retry": "loadingPlans" } },
    choosing: {
      initial: "deciding",
      states: {
        deciding: {
          always: [
            { guard: "isGuestWithPlan", target: "checkingCrossSelling" },
            { target: "ready" },
          ],
        },
        /** A guest's chosen plan: `POST /cross_selling/check_user_status { subscription_id }`. */
        checkingCrossSelling: {
          invoke: {
            src: "checkCrossSelling",
            input: ({ context }) => context.planId ?? 0,
            onDone: {
              target: "ready",
              actions: assign({ crossSellingPossible: ({ event }) => event.output }),
            },
            // Only a note depends on it: a failed check shows none.
            onError: { target: "ready", actions: assign({ crossSellingPossible: null }) },
          },
        },
        ready: {},
      },
      on: {
        "checkout.choose": {
          guard: "isKnownPlan",
          target: ".deciding",
          reenter: true,
          actions: assign({ planId: ({ event }) => event.planId, crossSellingPossible: null }),
        },
        "checkout.applyCoupon": [
          {
            guard: and(["mayApplyCoupon", "isCouponCode"]),
            target: "applyingCoupon",
            actions: assign({
              coupon: ({ event }) => couponCode(event.code),
              couponError: null,
            }),
          },
          {
            guard: "mayApplyCoupon",
            actions: assign({ couponError: validation.required }),
          },
        ],
        "checkout.pay": { guard: "hasPlan", target: "fetchingProvider" },
      },
    },
    /** The plans again with the typed coupon (`GET /plans?coupon=`). */
    applyingCoupon: {
      invoke: {
        src: "fetchPlans",
        input: ({ context }): PlansRequest => ({
          promoUrl: context.promoUrl,
          coupon: context.coupon,
          afterDecline: context.excludedGateway !== null,
        }),
        onDone: {
          target: "choosing",
          actions: assign({
            groups: ({ event }) => event.output,
            // The viewer's plan stays chosen when the group still offers it.
            planId: ({ context, event }) =>
              chosenPlan({ groups: event.output, planId: context.planId }) !== null
                ? context.planId
                : (event.output[0]?.plans[0]?.subscription_id ?? null),
          }),
        },
        onError: {
          target: "choosing",
          actions: assign({
            couponError: ({ event }) => failed(event),
            // The coupon in force is the one the plans shown were priced with.
            coupon: ({ context }) => context.groups[0]?.coupon?.key ?? null,
          }),
        },
      },
    },
    fetchingProvider: {
      invoke: {
        src: "fetchProvider",
        input: ({ context }) => ({
          userId: context.userId ?? 0,
          subscriptionGroupId: chosenPlan(context)?.group.id ?? 0,
        }),
        onDone: {
          target: "requestingUrl",
          actions: assign({ provider: ({ event }) => event.output }),
        },
        onError: {
          target: "choosing",
          actions: [
            "recordFailure",
            {
              type: "notify",
              params: ({ event }) => ({
                type: "error" as const,
                message: failed(event),
                durationMs: TOAST_ERROR_MS,
              }),
            },
          ],
        },
      },
    },
    requestingUrl: {
      entry: {
        type: "trackBeginCheckout",
        params: ({ context }) => {
          const plan = chosenPlan(context)!.plan;
          return {
            event: BEGIN_CHECKOUT_EVENT,
            value: plan.price.finalPriceInCents / 100,
            currency: plan.price.currency,
            planId: plan.subscription_id,
          };
        },
      },
      invoke: {
        src: "fetchPaymentUrl",
        input: ({ context }) => {
          const chosen = chosenPlan(context)!;
          return {
            subscriptionId: chosen.plan.subscription_id,
            planGroupId: chosen.group.id,
            couponKey: chosen.group.coupon?.key ?? null,
            provider: context.provider,
            excludedGateway: context.excludedGateway,
          } satisfies PaymentUrlRequest;
        },
        onDone: [
          {
            guard: "mayWriteRevenue",
            target: "redirecting",
            actions: [
              {
                type: "writeRevenueCookie",
                params: ({ context }) => {
                  const { price } = chosenPlan(context)!.plan;
                  return {
                    value: revenueCookieValue(true, price.finalPriceInCents, price.currency)!,
                  };
                },
              },
              {
                type: "openPaymentUrl",
                params: ({ event }) => ({ url: event.output.payment_url }),
              },
            ],
          },
          {
            target: "redirecting",
            actions: {
              type: "openPaymentUrl",
              params: ({ event }) => ({ url: event.output.payment_url }),
            },
          },
        ],
        onError: {
          target: "choosing",
          actions: [
            "recordFailure",
            {
              type: "notify",
              params: ({ event }) => ({
                type: "error" as const,
                message: failed(event),
                durationMs: TOAST_ERROR_MS,
              }),
            },
          ],
        },
      },
    },
    /** The browser is leaving for the provider's page. */
    redirecting: {},
    confirming: {
      invoke: {
        src: "fetchTransactionStatus",
        input: ({ context }) => context.returnOrderId ?? "",
        onDone: [
          {
            guard: "isSuccess",
            target: "succeeded",
            actions: [
              assign({
                result: ({ event }) => paymentResult(event.output),
                retry: ({ event }) => checkoutRetry(event.output),
              }),
              "reloadUser",
              { type: "goTo", params: { path: PAYMENT_SUCCESS_PATH } },
            ],
          },
          {
            target: "declined",
            actions: [
              assign({
                retry: ({ event }) => checkoutRetry(event.output),
                result: ({ event }) => {
                  const result = paymentResult(event.output);
                  // Returned without paying (cancelled): the generic text.
                  return result.kind === "pending"
                    ? { kind: "declined" as const, code: null, message: GENERIC_DECLINE }
                    : result;
                },
              }),
              { type: "goTo", params: { path: PAYMENT_ERROR_PATH } },
            ],
          },
        ],
        onError: {
          target: "declined",
          actions: [
            assign({
              result: { kind: "declined", code: null, message: GENERIC_DECLINE },
              failure: ({ event }) => failed(event),
            }),
            { type: "goTo", params: { path: PAYMENT_ERROR_PATH } },
          ],
        },
      },
    },
    succeeded: {},
    declined: {},
  },
});
export type CheckoutMachine = typeof checkoutMachine;
