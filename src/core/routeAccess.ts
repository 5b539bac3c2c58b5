/**
 * Who may open which page, and what each viewer is offered in the shell (spec 000 §2
 * "Route access rules", "Header and footer", §6). Pure: the viewer comes in as data.
 */
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
}

/**
 * Where to go when the session changes: becoming logged in on /login or /sign-up goes to
 * /profile; logging out goes to / (spec 000 §2 header: "logout then goes to /"). Null: stay
 * (the current route's access rule is checked again).
 */
export const pathAfterSessionChange = (
  change: SessionChange,
  pathname: string,
): "/" | "/profile" | null => {
  if (!change.wasLoggedIn && change.isLoggedIn) {
    return isAccountEntryPath(pathname) ? "/profile" : null;
  }
  if (change.wasLoggedIn && !change.isLoggedIn && change.byLogout) return "/";
  return null;
};

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
