import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { liveTvAccess, liveTvMinimumMembership } from "../../core/liveTv.ts";
import { sessionOf } from "../../machines/app.machine.ts";
import { LivePlayerContainer } from "../../ui/pages/liveTv/LivePlayerContainer.tsx";
import { settingsQuery } from "../../ui/queries/catalogue.ts";
import { liveTvScheduleQuery } from "../../ui/queries/site.ts";
import { siteOf } from "../../ui/routerContext.ts";
import { selectViewer } from "../../ui/session.view.ts";

/** The local-storage flag of a guest's play attempt (spec 000 §4), as the playback effects store it. */
const UNREGISTERED_PLAY_ATTEMPT_KEY = "unregisteredPlayAttempt";

export const Route = createFileRoute("/watch/live-tv")({
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  // Spec 000 §2: access by `live-tv-minimum-membership` (core liveTvAccess), on every visit.
  loader: async ({ context }) => {
    const settings = await context.queryClient
      .ensureQueryData(settingsQuery(context.catalogue))
      .catch(() => []);
    const viewer = selectViewer(sessionOf(context.app.system).getSnapshot());
    const access = liveTvAccess(viewer, liveTvMinimumMembership(settings), null);
    if (access.kind === "back") {
      window.localStorage.setItem(UNREGISTERED_PLAY_ATTEMPT_KEY, "true");
      throw redirect({ href: access.to, replace: true });
    }
    if (access.kind === "redirect") throw redirect({ to: access.to, replace: true });
    return context.queryClient.ensureQueryData(liveTvScheduleQuery(siteOf(context)));
  },
  component: () => {
    const context = Route.useRouteContext();
    const schedule = useSuspenseQuery(liveTvScheduleQuery(siteOf(context))).data;
    if (context.createVideo === undefined) return null;
    return <LivePlayerContainer createVideo={context.createVideo} schedule={schedule} />;
  },
});
