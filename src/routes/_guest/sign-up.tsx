import { createFileRoute } from "@tanstack/react-router";
import { SignUpPage } from "../../ui/account/SignUpPage.tsx";
import { plansQuery } from "../../ui/queries/plans.ts";
import { couponSearch } from "../-accountSearch.ts";

/** `/sign-up`: the default plan group (a logged-in subscriber is sent to /profile). */
export const Route = createFileRoute("/_guest/sign-up")({
  validateSearch: couponSearch,
  loaderDeps: ({ search }) => ({ coupon: search.coupon ?? null }),
  // Spec 001 §7, by route: the plans for sign-up, read with the page (the server's render
  // brings them; the checkout machine reads them from the cache). A failure is the machine's
  // to show, with its retry.
  loader: async ({ context: { queryClient, signUp }, deps }) => {
    if (signUp === undefined) return;
    const params = { promoUrl: null, coupon: signUp.couponsEnabled ? deps.coupon : null };
    await queryClient.ensureQueryData(plansQuery(signUp.plans, params)).catch(() => null);
  },
  component: SignUpRoute,
});

function SignUpRoute() {
  const { coupon, plan } = Route.useSearch();
  return <SignUpPage promoUrl={null} coupon={coupon ?? null} planId={plan ?? null} />;
}
