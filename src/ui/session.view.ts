/**
 * The seam between the session machine and the views (STYLE.md, xstate-tree):
 * `selectors(snapshot) -> props` and `intents(send) -> callbacks`.
 */

import {
  type FloatingCta,
  floatingCtaFor,
  type HeaderMenu,
  headerMenuFor,
  showsSubscribeBanner,
  type Viewer,
  viewerOf,
} from "../core/routeAccess.ts";
import type { UserType } from "../core/userType.ts";
import type { SessionRef } from "../machines/app.machine.ts";
import {
  type SessionSnapshot,
  selectFieldErrors,
  selectIsLoggedIn,
  selectUser,
  selectUserType,
} from "../machines/session.selectors.ts";
import { personName } from "./format.ts";

export const selectViewer = (snapshot: SessionSnapshot): Viewer =>
  viewerOf(selectIsLoggedIn(snapshot), selectUser(snapshot));

export const selectHeaderMenu = (snapshot: SessionSnapshot): HeaderMenu =>
  headerMenuFor(selectViewer(snapshot));

export const selectFloatingCta =
  (pathname: string) =>
  (snapshot: SessionSnapshot): FloatingCta =>
    floatingCtaFor(selectViewer(snapshot), pathname);

export const selectShowsSubscribeBanner = (snapshot: SessionSnapshot): boolean =>
  showsSubscribeBanner(selectViewer(snapshot));

/** The first server message of a field (422 on sign-up), by field name. */
export const selectServerFieldErrors = (
  snapshot: SessionSnapshot,
): Readonly<Record<string, string>> => {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(selectFieldErrors(snapshot))) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
};

export interface ProfileView {
  readonly name: string | null;
  readonly email: string | null;
  readonly userType: UserType;
}

/** What My Account shows. Compare with `sameProfile` (a new object each time). */
export const selectProfile = (snapshot: SessionSnapshot): ProfileView => {
  const user = selectUser(snapshot);
  return {
    name: user?.name ? personName({ name: user.name, last_name: user.last_name }) : null,
    email: user?.email ?? null,
    userType: selectUserType(snapshot),
  };
};

export const sameProfile = (a: ProfileView, b: ProfileView): boolean =>
  a.name === b.name && a.email === b.email && a.userType === b.userType;

export interface SessionIntents {
  login(credentials: { username: string; password: string }): void;
  signUp(input: { email: string; password: string }): void;
  logout(): void;
}

export const sessionIntents = (send: SessionRef["send"]): SessionIntents => ({
  login: ({ username, password }) => send({ type: "session.login", username, password }),
  signUp: ({ email, password }) => send({ type: "session.signUp", email, password }),
  logout: () => send({ type: "session.logout" }),
});
