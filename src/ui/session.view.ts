/**
 * The seam between the session machine and everything that reads it (ARCHITECTURE.md,
 * xstate-tree): selectors (snapshot -> facts and view props) and intents (user action ->
 * event). Route guards and the app's links read the same selectors.
 */
import type { SnapshotFrom } from "xstate";
import { exploreShowsSeduceBoost, headerSections, type Section } from "../core/navigation.ts";
import {
  accessTo,
  type FloatingCta,
  floatingCtaFor,
  type HeaderMenu,
  headerMenuFor,
  showsSubscribeBanner,
  type Viewer,
  viewerOf,
} from "../core/routeAccess.ts";
import type { User } from "../core/schema/index.ts";
import type { UserType } from "../core/userType.ts";
import type { SessionRef } from "../machines/app.machine.ts";
import type { sessionMachine } from "../machines/session.machine.ts";
import { personName } from "./format.ts";

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Logged in from the first snapshot of a restored session until the logout call ends. */
export const selectIsLoggedIn = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches("authenticated");

export const selectUser = (snapshot: SessionSnapshot): User | null => snapshot.context.user;

export const selectViewer = (snapshot: SessionSnapshot): Viewer =>
  viewerOf(selectIsLoggedIn(snapshot), selectUser(snapshot));

/**
 * Guest when logged out; a member whose details have not loaded yet counts as Registered
 * (logged in, nothing more known) rather than as a Guest.
 */
export const selectUserType = (snapshot: SessionSnapshot): UserType =>
  selectViewer(snapshot).userType;

/**
 * Who is viewing, as a cache key: catalogue answers depend on it (a member may see what a
 * guest may not), so cached answers are kept per viewer.
 */
export const selectViewerKey = (snapshot: SessionSnapshot): string => {
  const user = selectUser(snapshot);
  if (!selectIsLoggedIn(snapshot)) return "guest";
  return user === null ? "member" : `user:${user.id}`;
};

/**
 * Whether cached answers for viewer `a` may be shown to viewer `b`: the same login state,
 * and not two different known users. A member whose details are still loading ("member")
 * is the same viewer as that user once loaded.
 */
export const isSameViewer = (a: string, b: string): boolean =>
  a === b || (a !== "guest" && b !== "guest" && (a === "member" || b === "member"));

/** A login or sign-up form is being submitted. */
export const selectIsSubmitting = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ anonymous: "loggingIn" }) || snapshot.matches({ anonymous: "signingUp" });

/** The session is creating an account (its login then comes from the sign-up). */
export const selectIsSigningUp = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ anonymous: "signingUp" });

export const selectIsLoggingOut = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ authenticated: "loggingOut" });

export const selectFieldErrors = (
  snapshot: SessionSnapshot,
): Readonly<Record<string, readonly string[]>> => snapshot.context.fieldErrors;

/** The session is renewing a token: calls wait for it rather than go out with the old one. */
export const selectIsRenewing = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ authenticated: "renewingToken" }) ||
  (snapshot.matches({ anonymous: "fetchingClientToken" }) &&
    snapshot.context.clientTokenExpiresAt === null);

/** The first token or the restored user is still on its way. */
export const selectIsBooting = (snapshot: SessionSnapshot): boolean => {
  const { clientTokenExpiresAt, user } = snapshot.context;
  const awaitingClientToken =
    clientTokenExpiresAt === null &&
    (snapshot.matches({ anonymous: "fetchingClientToken" }) ||
      snapshot.matches({ anonymous: "waitingToRetry" }));
  const awaitingUser = user === null && snapshot.matches({ authenticated: "loadingUser" });
  return awaitingClientToken || awaitingUser || selectIsRenewing(snapshot);
};

export const selectHeaderMenu = (snapshot: SessionSnapshot): HeaderMenu =>
  headerMenuFor(selectViewer(snapshot));

/** The header's sections for the viewer (My List for members). */
export const selectHeaderSections = (snapshot: SessionSnapshot): readonly Section[] =>
  headerSections(selectIsLoggedIn(snapshot));

/** Whether Explore appends the seduce-boost items (only for those they open for). */
export const selectExploreShowsSeduceBoost = (snapshot: SessionSnapshot): boolean =>
  exploreShowsSeduceBoost(accessTo("/seduce-boost", selectViewer(snapshot)));

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

export const sameFieldErrors = (
  a: Readonly<Record<string, string>>,
  b: Readonly<Record<string, string>>,
): boolean =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([field, message]) => b[field] === message);

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
  /** The form as typed and the plan group of the page it is on (null when none is shown). */
  signUp(
    form: { email: string; password: string; password_confirmation: string },
    subscriptionGroupId: number | null,
  ): void;
  logout(): void;
}

/** The viewer's session intents; a login and a sign-up carry when they were asked (`now`). */
export const sessionIntents = (
  send: SessionRef["send"],
  now: () => number = Date.now,
): SessionIntents => ({
  login: ({ username, password }) => send({ type: "session.login", username, password, at: now() }),
  signUp: (form, subscriptionGroupId) =>
    send({ type: "session.signUp", ...form, subscriptionGroupId, at: now() }),
  logout: () => send({ type: "session.logout" }),
});
