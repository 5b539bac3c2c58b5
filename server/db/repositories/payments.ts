import { randomUUID } from "node:crypto";
import {
  type CouponTerms,
  CURRENCY_SYMBOLS,
  type CurrencyCode,
  couponPercentageFor,
  isKnownCurrency,
  isOfferedCurrency,
  withCoupon,
} from "../../../src/core/prices.ts";
import type { AppliedCoupon, PlanGroupOffer } from "../../../src/core/schema/payment.ts";
import type { Plan } from "../../../src/core/schema/plan.ts";
import type { Db } from "../connection.ts";
import { bool, num, type Row, reqNum, reqStr, str } from "./rows.ts";

export interface OrderRow {
  readonly id: string;
  readonly userId: number;
  readonly planId: number;
  readonly planGroupId: number;
  readonly provider: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly couponKey: string | null;
  readonly status: "pending" | "success" | "declined";
  readonly declineCode: string | null;
  readonly cardLast4: string | null;
  /** The promo URL of the order's plan group (null for the default group). */
  readonly promoUrl: string | null;
}

export interface PlanRow {
  readonly id: number;
  readonly groupId: number;
  readonly name: string;
  readonly currency: CurrencyCode;
  readonly finalPriceInCents: number;
  readonly amountInCents: number;
  readonly discountPercentage: number;
  readonly periodDays: number;
  readonly provider: string;
  readonly groupIsDefault: boolean;
}

const toOrder = (row: Row): OrderRow => ({
  id: reqStr(row.id),
  userId: reqNum(row.user_id),
  planId: reqNum(row.plan_id),
  planGroupId: reqNum(row.plan_group_id),
  provider: reqStr(row.provider),
  amountCents: reqNum(row.amount_cents),
  currency: reqStr(row.currency),
  couponKey: str(row.coupon_key),
  status: reqStr(row.status) as OrderRow["status"],
  declineCode: str(row.decline_code),
  cardLast4: str(row.card_last4),
  promoUrl: str(row.group_promo_url),
});

const currencyOf = (value: unknown): CurrencyCode => {
  const code = reqStr(value);
  if (!isKnownCurrency(code)) throw new Error(`unknown currency ${code}`);
  return code;
};

/** A coupon of the site: what the API shows of it, and its terms. */
export type SiteCoupon = AppliedCoupon & CouponTerms;

/** Plan groups as offered, coupons, and payment orders. */
export function paymentsRepository(db: Db) {
  const groups = db.prepare("SELECT * FROM plan_groups ORDER BY id");
  const groupPlans = db.prepare("SELECT * FROM plans WHERE plan_group_id = ? ORDER BY position");
  const planById = db.prepare(`SELECT p.*, g.payment_provider, g.is_default FROM plans p
    JOIN plan_groups g ON g.id = p.plan_group_id WHERE p.subscription_id = ?`);
  const groupById = db.prepare("SELECT id, payment_provider FROM plan_groups WHERE id = ?");
  const coupon = db.prepare(
    "SELECT key, discount_percentage, first_month_only FROM coupons WHERE key = ? AND active = 1",
  );
  const insertOrder = db.prepare(`INSERT INTO payment_orders (id, user_id, plan_id, plan_group_id,
    provider, amount_cents, currency, coupon_key, status, decline_code, card_last4, created_at,
    completed_at) VALUES (@id, @userId, @planId, @groupId, @provider, @amount, @currency,
    @coupon, 'pending', NULL, NULL, @now, NULL)`);
  const orderById = db.prepare(`SELECT o.*, g.promo_url AS group_promo_url
    FROM payment_orders o LEFT JOIN plan_groups g ON g.id = o.plan_group_id WHERE o.id = ?`);
  const complete = db.prepare(`UPDATE payment_orders SET status = @status, decline_code = @code,
    card_last4 = @last4, completed_at = @now WHERE id = @id AND status = 'pending'`);
  const lastCard = db.prepare(`SELECT card_last4 FROM payment_orders WHERE user_id = ?
    AND status = 'success' AND card_last4 IS NOT NULL ORDER BY completed_at DESC LIMIT 1`);

  const toPlan = (row: Row, applied: SiteCoupon | null): Plan => {
    const currency = currencyOf(row.currency);
    const price = {
      finalPriceInCents: reqNum(row.final_price_cents),
      priceAmountInCents: reqNum(row.amount_cents),
      priceDiscountPercentage: reqNum(row.discount_percentage),
      priceCurrencySymbol: CURRENCY_SYMBOLS[currency],
      currency,
    };
    return {
      subscription_id: reqNum(row.subscription_id),
      name: reqStr(row.name),
      price: applied
        ? withCoupon(
            price,
            couponPercentageFor(applied, {
              periodDays: reqNum(row.period_days),
              discountPercentage: reqNum(row.discount_percentage),
            }),
          )
        : price,
      alternative_plan: num(row.alternative_plan),
      banner_image: str(row.banner_image),
      banner_image_mobile: str(row.banner_image_mobile),
      period_days: reqNum(row.period_days),
    };
  };

  const findCoupon = (key: string): SiteCoupon | null => {
    const row = coupon.get(key) as Row | undefined;
    return row
      ? {
          key: reqStr(row.key),
          discount_percentage: reqNum(row.discount_percentage),
          firstMonthOnly: bool(row.first_month_only),
        }
      : null;
  };

  return {
    findCoupon,
    /**
     * The default group, or the group of `promoUrl`, with its plans in `currency` only;
     * prices after the coupon, if any.
     */
    offers: (
      promoUrl: string | null,
      applied: SiteCoupon | null,
      currency: CurrencyCode,
    ): PlanGroupOffer[] =>
      (groups.all() as Row[])
        .filter((row) => (promoUrl ? row.promo_url === promoUrl : bool(row.is_default)))
        .map((row) => ({
          id: reqNum(row.id),
          name: reqStr(row.name),
          channel_id: reqNum(row.channel_id),
          layout: str(row.layout),
          layout_desktop: str(row.layout_desktop),
          sub_layout: str(row.sub_layout),
          sub_layout_desktop: str(row.sub_layout_desktop),
          // Only the offered currencies (GBP and USD, spec 000 §9), and of those the visitor's.
          plans: (groupPlans.all(row.id) as Row[])
            .filter((p) => isOfferedCurrency(reqStr(p.currency)) && p.currency === currency)
            .map((p) => toPlan(p, applied)),
          banner_image: str(row.banner_image),
          banner_image_mobile: str(row.banner_image_mobile),
          promo_url: str(row.promo_url),
          promo_logo_url: str(row.promo_logo_url),
          promo_logo_mobile_url: str(row.promo_logo_mobile_url),
          is_default: bool(row.is_default),
          show_pricing: bool(row.show_pricing),
          layout_background: str(row.layout_background),
          layout_background_desktop: str(row.layout_background_desktop),
          info_title: str(row.info_title),
          outstanding_text: str(row.outstanding_text),
          background_color: str(row.background_color),
          button_color: str(row.button_color),
          show_monthly_price_strike: bool(row.show_monthly_price_strike),
          coupon: applied && {
            key: applied.key,
            discount_percentage: applied.discount_percentage,
          },
        })),
    plan: (planId: number): PlanRow | null => {
      const row = planById.get(planId) as Row | undefined;
      if (!row) return null;
      return {
        id: reqNum(row.subscription_id),
        groupId: reqNum(row.plan_group_id),
        name: reqStr(row.name),
        currency: currencyOf(row.currency),
        finalPriceInCents: reqNum(row.final_price_cents),
        amountInCents: reqNum(row.amount_cents),
        discountPercentage: reqNum(row.discount_percentage),
        periodDays: reqNum(row.period_days),
        provider: reqStr(row.payment_provider),
        groupIsDefault: bool(row.is_default),
      };
    },
    groupProvider: (groupId: number): string | null => {
      const row = groupById.get(groupId) as Row | undefined;
      return row ? reqStr(row.payment_provider) : null;
    },
    createOrder: (order: {
      userId: number;
      plan: PlanRow;
      amountCents: number;
      couponKey: string | null;
      nowMs: number;
    }): string => {
      const id = randomUUID();
      insertOrder.run({
        id,
        userId: order.userId,
        planId: order.plan.id,
        groupId: order.plan.groupId,
        provider: order.plan.provider,
        amount: order.amountCents,
        currency: order.plan.currency,
        coupon: order.couponKey,
        now: order.nowMs,
      });
      return id;
    },
    order: (id: string): OrderRow | null => {
      const row = orderById.get(id) as Row | undefined;
      return row ? toOrder(row) : null;
    },
    /** Settles a pending order; false when it was settled before. */
    completeOrder: (
      id: string,
      result: { status: "success" | "declined"; code: string | null; last4: string | null },
      nowMs: number,
    ): boolean =>
      complete.run({
        id,
        status: result.status,
        code: result.code,
        last4: result.last4,
        now: nowMs,
      }).changes === 1,
    /** The last four digits of the card of the user's last successful payment, or null. */
    savedCard: (userId: number): string | null => {
      const row = lastCard.get(userId) as Row | undefined;
      return row ? str(row.card_last4) : null;
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
