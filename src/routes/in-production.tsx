import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { InProductionPage } from "../ui/pages/info/InProductionPage.tsx";
import { upcomingQuery } from "../ui/queries/catalogue.ts";

export const Route = createFileRoute("/in-production")({
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  loader: ({ context: { queryClient, catalogue } }) =>
    Promise.all([
      queryClient.ensureQueryData(upcomingQuery(catalogue, "in-production")),
      queryClient.ensureQueryData(upcomingQuery(catalogue, "soon")),
    ]),
  component: () => {
    const { catalogue } = Route.useRouteContext();
    const inProduction = useSuspenseQuery(upcomingQuery(catalogue, "in-production")).data;
    const soon = useSuspenseQuery(upcomingQuery(catalogue, "soon")).data;
    return <InProductionPage inProduction={inProduction} soon={soon} />;
  },
});
