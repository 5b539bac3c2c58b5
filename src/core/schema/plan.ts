import { Schema } from "effect";
import { NullableString } from "./common.ts";

export const CurrencySymbol = Schema.Literals(["£", "$", "€"]);

export const Price = Schema.Struct({
  finalPriceInCents: Schema.Number.check(Schema.isInt()),
  priceAmountInCents: Schema.Number.check(Schema.isInt()),
  priceDiscountPercentage: Schema.Number,
  priceCurrencySymbol: CurrencySymbol,
  currency: Schema.Literals(["GBP", "USD", "EUR"]),
});
export type Price = typeof Price.Type;

export const Plan = Schema.Struct({
  subscription_id: Schema.Number,
  name: Schema.String,
  price: Price,
  alternative_plan: Schema.NullOr(Schema.Number),
  banner_image: NullableString,
  banner_image_mobile: NullableString,
  /** Days one payment pays for (30 a month, 365 a year); not named by the spec (decision 0026). */
  period_days: Schema.optional(Schema.Number.check(Schema.isInt())),
});
export type Plan = typeof Plan.Type;

export const PlanGroup = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  channel_id: Schema.Number,
  layout: NullableString,
  layout_desktop: NullableString,
  sub_layout: NullableString,
  sub_layout_desktop: NullableString,
  plans: Schema.Array(Plan),
  banner_image: NullableString,
  banner_image_mobile: NullableString,
  promo_url: NullableString,
  promo_logo_url: NullableString,
  promo_logo_mobile_url: NullableString,
  is_default: Schema.Boolean,
  show_pricing: Schema.Boolean,
});
export type PlanGroup = typeof PlanGroup.Type;
