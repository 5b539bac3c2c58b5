/**
 * Subscription and payment calls (spec 001 §7 "Subscription and payment"): `GET /plans`
 * (promo_url, a coupon when `enable-subscription-coupons` is on), `GET /payment/provider`,
 * `GET /payment_url` (an order, paid on the provider page at `payment_url`),
 * `POST /epoch_transaction_status` (the order's result on return) and
 * `POST /pay_subscription` (a new plan paid with the card of the last payment).
 */
import { Schema } from "effect";
import { Hono } from "hono";
import { SITE_CHANNEL_ID } from "../../src/core/constants.ts";
import { EPOCH } from "../../src/core/payments.ts";
import { couponPercentageFor, currencyForCountry, discountedCents } from "../../src/core/prices.ts";
import {
  PaymentProviderResponse,
  PaymentUrlResponse,
  PlansResponse,
  TransactionStatus,
} from "../../src/core/schema/payment.ts";
import { settingFlag } from "../../src/core/settings.ts";
import type { AppEnv, Deps } from "../context.ts";
import type { OrderRow, SiteCoupon } from "../db/repositories/payments.ts";
import { requireToken } from "../http/auth.ts";
import { readBody, readQuery } from "../http/body.ts";
import { fieldError, notFound } from "../http/errors.ts";
import { BoolInput, IntInput, Text } from "../http/fields.ts";
import { decodeInput } from "../http/validate.ts";
import { visitorLocation } from "../http/visitor.ts";
import { accountDeps, currentUser, siteLink } from "./accountShared.ts";

/**
 * Where the viewer pays an order: the configured provider's checkout (production), else the
 * demo's test provider page on this site.
 */
const providerCheckoutUrl = (deps: Deps, orderId: string): string => {
  const provider = deps.config.paymentProvider;
  if (provider === null) return siteLink(deps, `/payment-provider/checkout?order=${orderId}`);
  const url = new URL(provider.url);
  url.searchParams.set("order", orderId);
  return url.toString();
};

const encodePlans = Schema.encodeSync(PlansResponse);
const encodeProvider = Schema.encodeSync(PaymentProviderResponse);
const encodePaymentUrl = Schema.encodeSync(PaymentUrlResponse);
const encodeStatus = Schema.encodeSync(TransactionStatus);

/** Not worded by the spec: a coupon that is unknown or no longer valid. */
export const INVALID_COUPON = "This coupon is not valid.";
/** Not worded by the spec: `/pay_subscription` without a card from an earlier payment. */
export const NO_SAVED_CARD = "There is no saved card to pay with. Please choose a plan and pay.";

const optionalText = Schema.optional(Text(100));

const PlansQuery = Schema.Struct({
  promo_url: optionalText,
  coupon: optionalText,
  cacheIgnore: Schema.optional(BoolInput),
});

const ProviderQuery = Schema.Struct({
  user_id: Schema.optional(IntInput),
  channel_id: Schema.optional(IntInput),
  subscription_group_id: IntInput,
});

const PaymentUrlQuery = Schema.Struct({
  subscription_id: IntInput,
  plan_group_id: IntInput,
  excluded_gateway: optionalText,
  gateway_id: optionalText,
  uses_paypal: Schema.optional(BoolInput),
  coupon_key: optionalText,
});

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const OrderLookup = Schema.Struct({
  order_id: Schema.String.check(Schema.isPattern(ORDER_ID, { message: "Unknown order" })),
});

const PaySubscription = Schema.Struct({ subscription_id: IntInput });
const PayQuery = Schema.Struct({ coupon: optionalText });

export const statusOfOrder = (order: OrderRow) =>
  encodeStatus({
    status: order.status,
    provider: order.provider,
    code: order.declineCode,
    order_id: order.id,
    subscription_id: order.planId,
    promo_url: order.promoUrl,
  });

export function paymentApiRoutes(deps: Deps) {
  const { repos, config } = deps;
  const app = new Hono<AppEnv>();

  /** The coupon applied when coupons are on: null when none is given or coupons are off. */
  const couponOf = (key: string | undefined): SiteCoupon | null => {
    if (!key || !settingFlag(repos.site.settings(), "enable-subscription-coupons")) return null;
    const found = accountDeps(deps).payments.findCoupon(key);
    if (!found) throw fieldError("coupon", INVALID_COUPON, INVALID_COUPON);
    return found;
  };

  app.get("/plans", (c) => {
    const q = decodeInput(PlansQuery, readQuery(c));
    const coupon = couponOf(q.coupon);
    // One currency per visitor, from the country of the request (x-el-country).
    const currency = currencyForCountry(visitorLocation(c, config).country);
    return c.json(
      encodePlans({
        data: accountDeps(deps).payments.offers(q.promo_url || null, coupon, currency),
      }),
    );
  });

  app.get("/payment/provider", requireToken(deps, "user"), (c) => {
    const user = currentUser(deps, c);
    const q = decodeInput(ProviderQuery, readQuery(c));
    if (q.user_id !== undefined && q.user_id !== user.id) throw fieldError("user_id", "Not you");
    if (q.channel_id !== undefined && q.channel_id !== SITE_CHANNEL_ID) {
      throw fieldError("channel_id", "Unknown channel");
    }
    const provider = accountDeps(deps).payments.groupProvider(q.subscription_group_id);
    if (provider === null) throw fieldError("subscription_group_id", "Unknown plan group");
    return c.json(encodeProvider({ provider }));
  });

  app.get("/payment_url", requireToken(deps, "user"), (c) => {
    const user = currentUser(deps, c);
    const q = decodeInput(PaymentUrlQuery, readQuery(c));
    if (q.gateway_id !== undefined && q.gateway_id === q.excluded_gateway) {
      throw fieldError("gateway_id", "This gateway is excluded");
    }
    const { payments } = accountDeps(deps);
    const plan = payments.plan(q.subscription_id);
    if (!plan || plan.groupId !== q.plan_group_id) {
      throw fieldError("subscription_id", "Unknown plan of this group");
    }
    const coupon = couponOf(q.coupon_key);
    const orderId = payments.createOrder({
      userId: user.id,
      plan,
      amountCents: discountedCents(plan.finalPriceInCents, couponPercentageFor(coupon, plan)),
      couponKey: couponPercentageFor(coupon, plan) > 0 ? (coupon?.key ?? null) : null,
      nowMs: config.now(),
    });
    return c.json(
      encodePaymentUrl({
        status: "success",
        payment_url: providerCheckoutUrl(deps, orderId),
        order_id: orderId,
      }),
    );
  });

  app.post("/epoch_transaction_status", requireToken(deps, "user"), async (c) => {
    const user = currentUser(deps, c);
    const { order_id } = decodeInput(OrderLookup, await readBody(c));
    const order = accountDeps(deps).payments.order(order_id);
    if (!order || order.userId !== user.id) throw notFound();
    return c.json(statusOfOrder(order));
  });

  app.post("/pay_subscription", requireToken(deps, "user"), async (c) => {
    const user = currentUser(deps, c);
    const q = decodeInput(PayQuery, readQuery(c));
    const { subscription_id } = decodeInput(PaySubscription, await readBody(c));
    const { payments, subscriptions } = accountDeps(deps);
    const plan = payments.plan(subscription_id);
    if (!plan) throw fieldError("subscription_id", "Unknown plan");
    const card = payments.savedCard(user.id);
    if (card === null) throw fieldError("subscription_id", NO_SAVED_CARD, NO_SAVED_CARD);
    const coupon = couponOf(q.coupon);
    const now = config.now();
    const order = deps.db.transaction(() => {
      const percentage = couponPercentageFor(coupon, plan);
      const amount = discountedCents(plan.finalPriceInCents, percentage);
      const id = payments.createOrder({
        userId: user.id,
        plan,
        amountCents: amount,
        couponKey: percentage > 0 ? (coupon?.key ?? null) : null,
        nowMs: now,
      });
      if (user.is_subscribed) {
        payments.completeOrder(
          id,
          {
            status: "declined",
            code: plan.provider === EPOCH ? "already_member" : null,
            last4: card,
          },
          now,
        );
      } else {
        payments.completeOrder(id, { status: "success", code: null, last4: card }, now);
        subscriptions.subscribe(user.id, { ...plan, finalPriceInCents: amount }, now);
      }
      return payments.order(id);
    })();
    if (!order) throw notFound();
    return c.json(statusOfOrder(order));
  });

  return app;
}
