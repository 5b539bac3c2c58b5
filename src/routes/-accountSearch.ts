/** Search params of the account and payment pages: a coupon, an order, a cancel token. */
import { Schema } from "effect";
import { optionalKey, searchParam } from "./-searchParams.ts";

const text = searchParam(Schema.String.check(Schema.isNonEmpty()));

/** `?coupon=` of /sign-up. */
export const couponSearch = (search: Record<string, unknown>) =>
  optionalKey("coupon", text(search.coupon));

/** `?order_id=` of the provider's return and the result pages. */
export const orderSearch = (search: Record<string, unknown>) =>
  optionalKey("order_id", text(search.order_id));
