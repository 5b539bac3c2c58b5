/**
 * The query fields of `GET /plans` and `GET /payment_url` (spec 001 §7). The spec names the
 * fields, not when each is sent; docs/decisions/0065 says why these rules.
 */

/** The provider name whose payments go through PayPal. */
export const PAYPAL_PROVIDER = "paypal";

export interface PlansRequest {
  readonly promoUrl: string | null;
  readonly coupon: string | null;
  /** The viewer comes back from a declined payment to try again. */
  readonly afterDecline: boolean;
}

/**
 * `promo_url`, `coupon`, and `cacheIgnore` when a cached answer would be wrong: a coupon's
 * prices are the viewer's own, and a retry after a decline must see today's offer.
 */
export const plansQueryFields = ({ promoUrl, coupon, afterDecline }: PlansRequest) => ({
  promo_url: promoUrl,
  coupon,
  cacheIgnore: coupon !== null || afterDecline ? 1 : null,
});

export interface PaymentUrlRequest {
  readonly subscriptionId: number;
  readonly planGroupId: number;
  readonly couponKey: string | null;
  /** The provider `/payment/provider` named for the plan's group; null if it named none. */
  readonly provider: string | null;
  /** The provider that declined this viewer's last payment (a retry), else null. */
  readonly excludedGateway: string | null;
}

/**
 * `subscription_id`, `plan_group_id`, `coupon_key`; `gateway_id`: the provider named for the
 * group, unless it is the one that just declined; `excluded_gateway`: that one;
 * `uses_paypal`: 1 when the payment goes through PayPal. Null fields are not sent.
 */
export const paymentUrlQueryFields = ({
  subscriptionId,
  planGroupId,
  couponKey,
  provider,
  excludedGateway,
}: PaymentUrlRequest) => {
  const gateway = provider !== null && provider !== excludedGateway ? provider : null;
  return {
    subscription_id: subscriptionId,
    plan_group_id: planGroupId,
    gateway_id: gateway,
    excluded_gateway: excludedGateway,
    uses_paypal: gateway === PAYPAL_PROVIDER ? 1 : null,
    coupon_key: couponKey,
  };
};
