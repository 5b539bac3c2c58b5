import { createFileRoute } from "@tanstack/react-router";
import { LiveTvPreview } from "../ui/pages/liveTv/LiveTvPreview.tsx";
import { useLiveTvGuide } from "../ui/pages/liveTv/useLiveTvGuide.ts";
import { siteOf } from "../ui/routerContext.ts";
import { loadLiveTvGuide } from "./-liveTvGuide.ts";
import { liveTvSearch } from "./-liveTvSearch.ts";

export const Route = createFileRoute("/live-tv-preview")({
  validateSearch: liveTvSearch,
  loaderDeps: ({ search }) => ({ category: search.category }),
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  loader: ({ context, deps }) =>
    loadLiveTvGuide(context.queryClient, siteOf(context), deps.category),
  component: LiveTvPreviewRoute,
});

function LiveTvPreviewRoute() {
  const site = siteOf(Route.useRouteContext());
  const navigate = Route.useNavigate();
  const guide = useLiveTvGuide(site, Route.useSearch().category);
  return <LiveTvPreview {...guide} onSelect={(slug) => navigate({ search: { category: slug } })} />;
}
