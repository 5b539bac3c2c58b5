/**
 * Wire shapes of the subscription and payment calls (spec 000 §3 "Plan group", 001 §3, §7
 * "Subscription and payment"): plan groups with their display fields and coupon, the
 * payment provider, the payment URL and a transaction's status.
 */
import { Schema } from "effect";
import { NullableString } from "./common.ts";
import { PlanGroup } from "./plan.ts";

/** A coupon applied to the group's prices (`coupon` of `GET /plans`). */
export const AppliedCoupon = Schema.Struct({
  key: Schema.String,
  discount_percentage: Schema.Number,
});
export type AppliedCoupon = typeof AppliedCoupon.Type;

/** A plan group as `/plans` answers it: the group, its display fields, the coupon applied. */
export const PlanGroupOffer = Schema.Struct({
  ...PlanGroup.fields,
  layout_background: NullableString,
  layout_background_desktop: NullableString,
  info_title: NullableString,
  outstanding_text: NullableString,
  background_color: NullableString,
  button_color: NullableString,
  show_monthly_price_strike: Schema.Boolean,
  coupon: Schema.NullOr(AppliedCoupon),
});
export type PlanGroupOffer = typeof PlanGroupOffer.Type;

export const PlansResponse = Schema.Struct({ data: Schema.Array(PlanGroupOffer) });
export type PlansResponse = typeof PlansResponse.Type;

/** `GET /payment/provider`: the provider that takes the payment of this group. */
export const PaymentProviderResponse = Schema.Struct({ provider: Schema.String });
export type PaymentProviderResponse = typeof PaymentProviderResponse.Type;

/** `GET /payment_url`: where the viewer pays, and the order to look up on return. */
export const PaymentUrlResponse = Schema.Struct({
  status: Schema.Literal("success"),
  payment_url: Schema.String,
  order_id: Schema.String,
});
export type PaymentUrlResponse = typeof PaymentUrlResponse.Type;

/** A payment's status (`epoch_transaction_status`). */
export const TransactionStatus = Schema.Struct({
  status: Schema.Literals(["success", "declined", "pending"]),
  provider: Schema.String,
  code: Schema.NullOr(Schema.String),
  order_id: Schema.String,
  /** The plan the order is for, and its group's promo URL: a retry offers them again. */
  subscription_id: Schema.optional(Schema.Number),
  promo_url: Schema.optional(NullableString),
});
export type TransactionStatus = typeof TransactionStatus.Type;
