/**
 * Who may open which page, and what each viewer is offered in the shell (spec 000 §2
 * "Route access rules", "Header and footer", §6). Pure: the viewer comes in as data.
 */
import { sameOriginPath } from "./returnPath.ts";
import type { User } from "./schema/index.ts";
import { deriveUserType, type UserType } from "./userType.ts";

/** The facts about the viewer that access rules look at. */
export interface Viewer {
  readonly isLoggedIn: boolean;
  readonly userType: UserType;
  /** `is_subscribed` of the account (false for guests). */
  readonly isSubscribed: boolean;
}

export const GUEST: Viewer = { isLoggedIn: false, userType: "Guest", isSubscribed: false };

/** The viewer of a session: logged in with a user (or still loading it), or a guest. */
export const viewerOf = (isLoggedIn: boolean, user: User | null): Viewer =>
  isLoggedIn
    ? {
        isLoggedIn: true,
        userType: user === null ? "Registered" : deriveUserType(user),
        isSubscribed: user?.is_subscribed ?? false,
      }
    : GUEST;

/** The routes with an access rule. */
export type GuardedRoute = "/profile" | "/my-space" | "/login" | "/sign-up" | "/seduce-boost";

/** Locale prefixes of the site's paths (`/es/login`); English has none. */
const LOCALE_PREFIX = /^\/[a-z]{2}(?=\/|$)/;

/**
 * The guarded route a path belongs to (with or without a locale prefix, with a slug or a
 * trailing slash where the route takes one), or null for a path with no access rule.
 */
export const guardedRouteOf = (pathname: string): GuardedRoute | null => {
  const path = pathname.replace(LOCALE_PREFIX, "") || "/";
  const match = /^\/(profile|my-space|login|sign-up|seduce-boost)(\/[^/]+)?\/?$/.exec(path);
  if (!match) return null;
  const [, name, slug] = match;
  // /profile and /my-space take no slug (/profile/watch-owned is its own page).
  if (slug !== undefined && (name === "my-space" || name === "login")) return null;
  if (slug !== undefined && name === "profile") return null;
  return `/${name}` as GuardedRoute;
};

export type Access =
  | { readonly kind: "allow" }
  | { readonly kind: "redirect"; readonly to: "/" | "/login" | "/profile" };

const allow: Access = { kind: "allow" };
const redirectTo = (to: "/" | "/login" | "/profile"): Access => ({ kind: "redirect", to });

/**
 * The access rule of a route for a viewer:
 * /profile and /seduce-boost need a login (else /login); /my-space needs a login (else /);
 * /login sends a logged-in viewer to /profile; /sign-up sends a logged-in subscribed viewer
 * to /profile.
 */
export const accessTo = (route: GuardedRoute, viewer: Viewer): Access => {
  switch (route) {
    case "/profile":
    case "/seduce-boost":
      return viewer.isLoggedIn ? allow : redirectTo("/login");
    case "/my-space":
      return viewer.isLoggedIn ? allow : redirectTo("/");
    case "/login":
      return viewer.isLoggedIn ? redirectTo("/profile") : allow;
    case "/sign-up":
      return viewer.isLoggedIn && viewer.isSubscribed ? redirectTo("/profile") : allow;
  }
};

/** A change of the session's login state, as the app observes it. */
export interface SessionChange {
  readonly wasLoggedIn: boolean;
  readonly isLoggedIn: boolean;
  /** The viewer logged out (Log Out), as opposed to a session lost (401 on /me). */
  readonly byLogout: boolean;
  /** The login came from creating the account (sign-up), not from the login form. */
  readonly bySignUp?: boolean;
}

/** The post-signup welcome page (spec 000 §2 route table). */
export const WELCOME_PATH = "/welcome";

/** The query key of /login and /sign-up naming the page to return to after logging in. */
export const RETURN_TO_KEY = "redirect";

/** Any origin will do: only the path is judged (see `sameOriginPath`). */
const SITE = "https://site.invalid";

/** The page to return to after logging in, from the login page's query, if it is safe. */
export const returnPathFrom = (search: Readonly<Record<string, unknown>>): string | null => {
  const path = sameOriginPath(search[RETURN_TO_KEY], SITE);
  return path !== null && !isAccountEntryPath(new URL(path, SITE).pathname) ? path : null;
};

/**
 * Where the viewer goes when the login state changes (spec 000 §2, §9): a new account
 * (sign-up) lands on /welcome, the post-signup page; logging in on /login or /sign-up
 * returns to the page the viewer came from (its `redirect` query), else /profile; logging
 * in elsewhere stays; Log Out goes to /; a lost session stays (the route's access rule runs
 * again).
 */
export const pathAfterSessionChange = (
  change: SessionChange,
  pathname: string,
  search: Readonly<Record<string, unknown>> = {},
): string | null => {
  if (!change.wasLoggedIn && change.isLoggedIn) {
    if (change.bySignUp === true) return WELCOME_PATH;
    return isAccountEntryPath(pathname) ? (returnPathFrom(search) ?? "/profile") : null;
  }
  if (change.wasLoggedIn && !change.isLoggedIn && change.byLogout) return "/";
  return null;
};

/** The page a Login link on `pathname` returns to after logging in (none from / or entry pages). */
export const loginReturnTo = (pathname: string, searchText = ""): string | null =>
  isAccountEntryPath(pathname) || pathname === "/" ? null : `${pathname}${searchText}`;

/** /login and /sign-up (with a slug), with or without a trailing slash. */
export const isAccountEntryPath = (pathname: string): boolean =>
  /^\/(login|sign-up)(\/[^/]*)?\/?$/.test(pathname);

/** The header's account area: guests get Login / Join now / WATCH FREE, members a menu. */
export type HeaderMenu = "guest" | "member";

export const headerMenuFor = (viewer: Viewer): HeaderMenu =>
  viewer.isLoggedIn ? "member" : "guest";

/**
 * The floating call to action: 'watch free' for guests, 'premium' for logged-in viewers
 * who are neither premium nor subscribed, none otherwise (and none on live-tv pages).
 */
export type FloatingCta = "watch-free" | "premium" | null;

export const floatingCtaFor = (viewer: Viewer, pathname: string): FloatingCta => {
  if (/(^|\/)live-tv(-preview)?(\/|$)/.test(pathname)) return null;
  if (!viewer.isLoggedIn) return "watch-free";
  return viewer.userType !== "Premium" && !viewer.isSubscribed ? "premium" : null;
};

/** Logged-out viewers see the footer subscribe banner. */
export const showsSubscribeBanner = (viewer: Viewer): boolean => !viewer.isLoggedIn;
