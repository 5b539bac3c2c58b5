/**
 * Moves the viewer when the session changes (core/routeAccess `pathAfterSessionChange`):
 * logged in on /login or /sign-up goes to /profile, Log Out goes to /; any other change
 * re-runs the current route's access rule.
 */
import { pathAfterSessionChange } from "../core/routeAccess.ts";
import type { SessionRef } from "../machines/app.machine.ts";
import { selectIsLoggedIn, selectIsLoggingOut } from "../machines/session.selectors.ts";

export interface NavigatorLike {
  readonly state: { readonly location: { readonly pathname: string } };
  navigate(options: { to: "/" | "/profile"; replace?: boolean }): Promise<void>;
  invalidate(): Promise<void>;
}

export function followSession(session: SessionRef, router: NavigatorLike): () => void {
  let previous = session.getSnapshot();
  const subscription = session.subscribe((snapshot) => {
    const wasLoggedIn = selectIsLoggedIn(previous);
    const isLoggedIn = selectIsLoggedIn(snapshot);
    const byLogout = selectIsLoggingOut(previous);
    previous = snapshot;
    if (wasLoggedIn === isLoggedIn) return;
    const to = pathAfterSessionChange(
      { wasLoggedIn, isLoggedIn, byLogout },
      router.state.location.pathname,
    );
    void (to === null ? router.invalidate() : router.navigate({ to }));
  });
  return () => subscription.unsubscribe();
}
