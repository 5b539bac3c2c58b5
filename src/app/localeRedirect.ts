/**
 * Moves the viewer to the page in their locale (spec 000 §2, core `resolveLocale`, decision
 * 0009): a logged-in user whose locale differs from the route's goes to theirs; a path without
 * a prefix takes the locale cookie's or the browser's language. Checked once the session knows
 * the viewer, on every change of viewer and after every navigation; the move is a
 * replace-navigation. A link of the system.
 */
import { fromCallback } from "xstate";
import { LOCALE_COOKIE, resolveLocale } from "../core/locale.ts";
import type { CookiePort } from "../core/ports.ts";
import { sessionOf } from "../machines/app.machine.ts";
import { selectIsBooting, selectUser } from "../ui/session.view.ts";

export interface LocaleRouter {
  readonly state: { readonly location: { readonly href: string } };
  subscribe(event: "onResolved", listener: () => void): () => void;
  navigate(options: { href: string; replace: boolean }): Promise<void>;
}

export interface LocaleRedirectDeps {
  readonly router: () => LocaleRouter;
  readonly cookies: Pick<CookiePort, "get">;
  readonly languages: () => readonly string[];
}

export const localeRedirectLink = (deps: LocaleRedirectDeps) =>
  fromCallback(({ system }) => {
    const session = sessionOf(system);
    const follow = () => {
      const snapshot = session.getSnapshot();
      if (selectIsBooting(snapshot)) return;
      const { href } = deps.router().state.location;
      const { redirectTo } = resolveLocale({
        pathname: href,
        userLocale: selectUser(snapshot)?.locale ?? null,
        cookieLocale: deps.cookies.get(LOCALE_COOKIE),
        browserLanguages: deps.languages(),
      });
      if (redirectTo !== null && redirectTo !== href)
        void deps.router().navigate({ href: redirectTo, replace: true });
    };
    follow();
    const sessions = session.subscribe(follow);
    const navigations = deps.router().subscribe("onResolved", follow);
    return () => {
      sessions.unsubscribe();
      navigations();
    };
  });
