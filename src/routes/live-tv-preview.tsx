import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { LiveTvPreview } from "../ui/pages/liveTv/LiveTvPreview.tsx";
import { liveTvCategoriesQuery, liveTvScheduleQuery } from "../ui/queries/site.ts";
import { siteOf } from "../ui/routerContext.ts";

export const Route = createFileRoute("/live-tv-preview")({
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(liveTvCategoriesQuery(siteOf(context))),
      context.queryClient.ensureQueryData(liveTvScheduleQuery(siteOf(context))),
    ]),
  component: () => {
    const site = siteOf(Route.useRouteContext());
    const categories = useSuspenseQuery(liveTvCategoriesQuery(site)).data;
    const schedule = useSuspenseQuery(liveTvScheduleQuery(site)).data;
    return <LiveTvPreview categories={categories} schedule={schedule} />;
  },
});
