/**
 * Runs the age-verification guard on every navigation (spec 000 §2), as a link of the
 * system: each new path, and each change of the login state, is sent to the guard as
 * `navigation.changed`; the guard's redirects become replace-navigations.
 */
import { fromCallback } from "xstate";
import { ageVerificationOf, sessionOf } from "../machines/app.machine.ts";
import { selectIsLoggedIn } from "../ui/session.view.ts";

export interface GateRouter {
  readonly state: { readonly location: { readonly pathname: string } };
  subscribe(
    event: "onBeforeLoad",
    listener: (event: { toLocation: { pathname: string } }) => void,
  ): () => void;
  navigate(options: { to: string; replace: boolean }): Promise<void>;
}

export const ageGateLink = (router: () => GateRouter, initialPathname: string) =>
  fromCallback(({ system }) => {
    const gate = ageVerificationOf(system);
    const session = sessionOf(system);
    // A guard that decided for the page's first path in its first snapshot (the first
    // render's input) is not asked again for it; a redirect it decided then is followed now.
    const first = gate.getSnapshot();
    let last = first.matches("idle")
      ? { pathname: "", isLoggedIn: false }
      : { pathname: first.context.pathname, isLoggedIn: first.context.isLoggedIn };
    const firstRedirect = first.matches("redirecting") ? first.context.redirectedTo : null;
    const check = (pathname: string) => {
      const isLoggedIn = selectIsLoggedIn(session.getSnapshot());
      // A reload of the same path with the same login state is not a new navigation.
      if (pathname === last.pathname && isLoggedIn === last.isLoggedIn) return;
      last = { pathname, isLoggedIn };
      gate.send({ type: "navigation.changed", pathname, isLoggedIn });
    };
    const redirects = gate.on("redirect", ({ to }) => {
      void router().navigate({ to, replace: true });
    });
    if (firstRedirect !== null) void router().navigate({ to: firstRedirect, replace: true });
    check(initialPathname);
    const navigations = router().subscribe("onBeforeLoad", ({ toLocation }) =>
      check(toLocation.pathname),
    );
    const logins = session.subscribe(() => check(router().state.location.pathname));
    return () => {
      redirects.unsubscribe();
      navigations();
      logins.unsubscribe();
    };
  });
