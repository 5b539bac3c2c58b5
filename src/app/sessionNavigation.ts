/**
 * Moves the viewer when the session changes (core/routeAccess `pathAfterSessionChange`):
 * a new account goes to /welcome, logged in on /login or /sign-up goes back to the page the
 * viewer came from (or /profile),
 * Log Out goes to /; any other change re-runs the current route's access rule and loaders.
 * Cached catalogue answers depend on who views them: they are dropped whenever the viewer
 * changes, before the page loads again. A callback actor of the system (a link).
 */
import { fromCallback } from "xstate";
import { pathAfterSessionChange } from "../core/routeAccess.ts";
import { sessionOf } from "../machines/app.machine.ts";
import {
  isSameViewer,
  selectIsLoggedIn,
  selectIsLoggingOut,
  selectIsSigningUp,
  selectViewerKey,
} from "../ui/session.view.ts";

export interface NavigatorLike {
  readonly state: {
    readonly location: { readonly pathname: string; readonly search: Record<string, unknown> };
  };
  navigate(options: { href: string; replace?: boolean }): Promise<void>;
  invalidate(): Promise<void>;
}

export interface ViewerCache {
  clear(): void;
}

export const sessionNavigationLink = (router: () => NavigatorLike, cache: ViewerCache) =>
  fromCallback(({ system }) => {
    const session = sessionOf(system);
    let previous = session.getSnapshot();
    let viewer = selectViewerKey(previous);
    const subscription = session.subscribe((snapshot) => {
      const nextViewer = selectViewerKey(snapshot);
      if (!isSameViewer(viewer, nextViewer)) cache.clear();
      viewer = nextViewer;
      const wasLoggedIn = selectIsLoggedIn(previous);
      const isLoggedIn = selectIsLoggedIn(snapshot);
      const byLogout = selectIsLoggingOut(previous);
      const bySignUp = selectIsSigningUp(previous);
      previous = snapshot;
      if (wasLoggedIn === isLoggedIn) return;
      const { pathname, search } = router().state.location;
      const to = pathAfterSessionChange(
        { wasLoggedIn, isLoggedIn, byLogout, bySignUp },
        pathname,
        search,
      );
      void (to === null ? router().invalidate() : router().navigate({ href: to, replace: true }));
    });
    return () => subscription.unsubscribe();
  });
