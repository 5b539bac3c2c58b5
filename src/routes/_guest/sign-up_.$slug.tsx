import { createFileRoute } from "@tanstack/react-router";
import { SignUpPage } from "../../ui/account/SignUpPage.tsx";
import { couponSearch } from "../-accountSearch.ts";
import { loadSignUpPlans } from "../-signUpPlans.ts";

/** `/sign-up/{slug}`: the plan group whose promo URL is the slug. */
export const Route = createFileRoute("/_guest/sign-up_/$slug")({
  staticData: { layout: "sign-up" },
  validateSearch: couponSearch,
  loaderDeps: ({ search }) => ({
    coupon: search.coupon ?? null,
    excludedGateway: search.excluded_gateway ?? null,
  }),
  loader: ({ context, params, deps }) =>
    loadSignUpPlans(context, params.slug, deps.coupon, deps.excludedGateway),
  component: SignUpSlugRoute,
});

function SignUpSlugRoute() {
  const { slug } = Route.useParams();
  const { coupon, plan, excluded_gateway } = Route.useSearch();
  const { background, subscriptionGroupId } = Route.useLoaderData();
  return (
    <SignUpPage
      background={background}
      subscriptionGroupId={subscriptionGroupId}
      key={slug}
      promoUrl={slug}
      coupon={coupon ?? null}
      planId={plan ?? null}
      excludedGateway={excluded_gateway ?? null}
    />
  );
}
