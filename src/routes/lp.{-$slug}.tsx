import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { landingChrome } from "../core/pageChrome.ts";
import { LandingPage } from "../ui/pages/landing/LandingPage.tsx";
import { NotFound } from "../ui/pages/NotFound.tsx";
import { landingQuery } from "../ui/queries/site.ts";
import { siteOf } from "../ui/routerContext.ts";
import { notFoundOn404 } from "./-notFoundOn404.ts";

export const Route = createFileRoute("/lp/{-$slug}")({
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  loader: ({ context, params }) => {
    // A landing is named by its slug; without one there is nothing to show but the home page.
    if (params.slug === undefined) throw redirect({ to: "/", replace: true });
    // The layout reads `chrome`: the landing's own show_header and show_footer.
    return notFoundOn404(
      context.queryClient.ensureQueryData(landingQuery(siteOf(context), params.slug)),
    ).then((landing) => ({ chrome: landingChrome(landing) }));
  },
  notFoundComponent: () => <NotFound />,
  component: () => {
    const context = Route.useRouteContext();
    const landing = useSuspenseQuery(
      landingQuery(siteOf(context), Route.useParams().slug ?? ""),
    ).data;
    return <LandingPage landing={landing} />;
  },
});
