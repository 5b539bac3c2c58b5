/** Search params of the account and payment pages: a coupon, an order, a cancel token. */
import { gatewayParam, nonEmptyTextParam, planNumberParam } from "../core/searchParams.ts";
import { optionalKey, searchParam } from "./-searchParams.ts";

const text = searchParam(nonEmptyTextParam);

const planNumber = searchParam(planNumberParam);

const gateway = searchParam(gatewayParam);

/**
 * `?coupon=` of /sign-up; after a declined payment, `?plan=` (the plan chosen again) and
 * `?excluded_gateway=` (the provider that declined it).
 */
export const couponSearch = (search: Record<string, unknown>) => ({
  ...optionalKey("coupon", text(search.coupon)),
  ...optionalKey("plan", planNumber(search.plan)),
  ...optionalKey("excluded_gateway", gateway(search.excluded_gateway)),
});

/** `?order_id=` of the provider's return and the result pages. */
export const orderSearch = (search: Record<string, unknown>) =>
  optionalKey("order_id", text(search.order_id));
