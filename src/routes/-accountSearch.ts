/** Search params of the account and payment pages: a coupon, an order, a cancel token. */
import { nonEmptyTextParam, planNumberParam } from "../core/searchParams.ts";
import { optionalKey, searchParam } from "./-searchParams.ts";

const text = searchParam(nonEmptyTextParam);

const planNumber = searchParam(planNumberParam);

/** `?coupon=` of /sign-up, and `?plan=` (the plan chosen again after a declined payment). */
export const couponSearch = (search: Record<string, unknown>) => ({
  ...optionalKey("coupon", text(search.coupon)),
  ...optionalKey("plan", planNumber(search.plan)),
});

/** `?order_id=` of the provider's return and the result pages. */
export const orderSearch = (search: Record<string, unknown>) =>
  optionalKey("order_id", text(search.order_id));
