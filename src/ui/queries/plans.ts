/**
 * The plans of the sign-up (spec 001 §7: "by route, plans for sign-up"): one query per promo
 * URL and coupon, which the sign-up route's loader fills (on the server, so the page brings
 * them) and the checkout machine's `fetchPlans` reads (app/account.ts): the browser does not
 * ask again for the plans the server rendered.
 */
import { queryOptions } from "@tanstack/react-query";
import type { PlansRequest } from "../../core/paymentQueries.ts";
import type { PaymentApi } from "../../core/ports.ts";

/** `GET /plans` (the payment port's read). */
export type PlansRead = PaymentApi["plans"];

export const plansQuery = (read: PlansRead, request: PlansRequest) =>
  queryOptions({
    queryKey: ["plans", request.promoUrl, request.coupon, request.afterDecline] as const,
    queryFn: () => read(request),
  });
