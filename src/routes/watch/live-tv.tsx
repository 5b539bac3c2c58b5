import { createFileRoute, redirect } from "@tanstack/react-router";
import { liveTvAccess, liveTvMinimumMembership } from "../../core/liveTv.ts";
import { sessionOf } from "../../machines/app.machine.ts";
import { LivePlayerContainer } from "../../ui/pages/liveTv/LivePlayerContainer.tsx";
import { LiveTvChannels } from "../../ui/pages/liveTv/LiveTvChannels.tsx";
import { LiveTvComingUp } from "../../ui/pages/liveTv/LiveTvPreview.tsx";
import { useLiveTvGuide } from "../../ui/pages/liveTv/useLiveTvGuide.ts";
import { settingsQuery } from "../../ui/queries/catalogue.ts";
import { siteOf } from "../../ui/routerContext.ts";
import { selectViewer } from "../../ui/session.view.ts";
import { loadLiveTvGuide } from "../-liveTvGuide.ts";
import { liveTvSearch } from "../-liveTvSearch.ts";

/** The local-storage flag of a guest's play attempt (spec 000 §4), as the playback effects store it. */
const UNREGISTERED_PLAY_ATTEMPT_KEY = "unregisteredPlayAttempt";

export const Route = createFileRoute("/watch/live-tv")({
  validateSearch: liveTvSearch,
  loaderDeps: ({ search }) => ({ category: search.category }),
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  // Spec 000 §2: access by `live-tv-minimum-membership` (core liveTvAccess), on every visit;
  // a guest sent back goes to the page they came from (the preview on a first visit).
  loader: async ({ context, deps }) => {
    const settings = await context.queryClient
      .ensureQueryData(settingsQuery(context.catalogue))
      .catch(() => []);
    const viewer = selectViewer(sessionOf(context.app.system).getSnapshot());
    const access = liveTvAccess(
      viewer,
      liveTvMinimumMembership(settings),
      context.previousPath?.() ?? null,
    );
    if (access.kind === "back") {
      // Kept by the browser only (the server's render answers with the redirect).
      if (typeof window !== "undefined")
        window.localStorage.setItem(UNREGISTERED_PLAY_ATTEMPT_KEY, "true");
      throw redirect({ href: access.to, replace: true });
    }
    if (access.kind === "redirect") throw redirect({ to: access.to, replace: true });
    return loadLiveTvGuide(context.queryClient, siteOf(context), deps.category);
  },
  component: LiveTvRoute,
});

function LiveTvRoute() {
  const context = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { categories, selected, schedule } = useLiveTvGuide(
    siteOf(context),
    Route.useSearch().category,
  );
  if (context.createVideo === undefined) return null;
  return (
    <LivePlayerContainer
      createVideo={context.createVideo}
      requestGrant={async () => (await siteOf(context).liveTvPlay()).playlist_url}
      schedule={schedule}
      guide={
        <>
          <LiveTvChannels
            categories={categories}
            selected={selected}
            onSelect={(slug) => navigate({ search: { category: slug } })}
          />
          <LiveTvComingUp selected={selected} slots={schedule.data.slice(1)} />
        </>
      }
    />
  );
}
