import { createFileRoute } from "@tanstack/react-router";
import { SignUpPage } from "../../ui/account/SignUpPage.tsx";
import { couponSearch } from "../-accountSearch.ts";
import { loadSignUpPlans } from "../-signUpPlans.ts";

/** `/sign-up`: the default plan group (a logged-in subscriber is sent to /profile). */
export const Route = createFileRoute("/_guest/sign-up")({
  staticData: { layout: "sign-up" },
  validateSearch: couponSearch,
  loaderDeps: ({ search }) => ({
    coupon: search.coupon ?? null,
    excludedGateway: search.excluded_gateway ?? null,
  }),
  loader: ({ context, deps }) => loadSignUpPlans(context, null, deps.coupon, deps.excludedGateway),
  component: SignUpRoute,
});

function SignUpRoute() {
  const { coupon, plan, excluded_gateway } = Route.useSearch();
  const { background, subscriptionGroupId } = Route.useLoaderData();
  return (
    <SignUpPage
      background={background}
      subscriptionGroupId={subscriptionGroupId}
      promoUrl={null}
      coupon={coupon ?? null}
      planId={plan ?? null}
      excludedGateway={excluded_gateway ?? null}
    />
  );
}
