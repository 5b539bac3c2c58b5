/**
 * Moves the viewer to the page in their locale (spec 000 §2, core `resolveLocale`, decision
 * 0009): a logged-in user whose locale differs from the route's goes to theirs; a path without
 * a prefix takes the locale cookie's or the browser's language. Checked once the session knows
 * the viewer, on every change of viewer and after every navigation; the move replaces the
 * address (the router reads its prefix as the page's locale). A link of the system.
 */
import { fromCallback } from "xstate";
import { LOCALE_COOKIE, resolveLocale } from "../core/locale.ts";
import type { CookiePort } from "../core/ports.ts";
import { sessionOf } from "../machines/app.machine.ts";
import { selectIsBooting, selectUser } from "../ui/session.view.ts";

export interface LocaleRouter {
  /** The address as the viewer sees it, locale prefix included (localeRewrite.ts). */
  readonly state: { readonly location: { readonly publicHref: string } };
  subscribe(event: "onResolved", listener: () => void): () => void;
  /** Moves to an address as the viewer sees it: its prefix becomes the page's locale. */
  readonly history: { replace(href: string): void };
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
      const href = deps.router().state.location.publicHref;
      const { redirectTo } = resolveLocale({
        pathname: href,
        userLocale: selectUser(snapshot)?.locale ?? null,
        cookieLocale: deps.cookies.get(LOCALE_COOKIE),
        browserLanguages: deps.languages(),
      });
      if (redirectTo !== null && redirectTo !== href) deps.router().history.replace(redirectTo);
    };
    follow();
    const sessions = session.subscribe(follow);
    const navigations = deps.router().subscribe("onResolved", follow);
    return () => {
      sessions.unsubscribe();
      navigations();
    };
  });
