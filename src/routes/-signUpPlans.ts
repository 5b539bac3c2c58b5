import { type SignUpBackground, signUpBackgroundOf, signUpGroupIdOf } from "../core/payments.ts";
import { plansQuery } from "../ui/queries/plans.ts";
import type { RouterContext } from "../ui/routerContext.ts";

/**
 * Spec 001 §7, by route: the plans for sign-up, read with the page (the server's render brings
 * them; the checkout machine reads them from the cache) for the group of `promoUrl` and the
 * URL's coupon when coupons are on, as the machine asks. A failure is the machine's to show,
 * with its retry. The page's background is the shown group's (the sign-up layout), and a new
 * account is made on that group (`subscription_group_id`).
 */
export async function loadSignUpPlans(
  { queryClient, signUp }: RouterContext,
  promoUrl: string | null,
  coupon: string | null,
  excludedGateway: string | null,
): Promise<{
  readonly background: SignUpBackground | null;
  readonly subscriptionGroupId: number | null;
}> {
  if (signUp === undefined) return { background: null, subscriptionGroupId: null };
  const params = {
    promoUrl,
    coupon: signUp.couponsEnabled ? coupon : null,
    afterDecline: excludedGateway !== null,
  };
  const groups = await queryClient
    .ensureQueryData(plansQuery(signUp.plans, params))
    .catch(() => []);
  return { background: signUpBackgroundOf(groups), subscriptionGroupId: signUpGroupIdOf(groups) };
}
