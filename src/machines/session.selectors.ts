/** Pure reads of the session snapshot, for route guards, views and the HTTP adapter. */
import type { SnapshotFrom } from "xstate";
import type { ApiError } from "../core/apiError.ts";
import type { User } from "../core/schema/index.ts";
import { deriveUserType, type UserType } from "../core/userType.ts";
import type { sessionMachine } from "./session.machine.ts";

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Logged in from the first snapshot of a restored session until the logout call ends. */
export const selectIsLoggedIn = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches("authenticated");

export const selectUser = (snapshot: SessionSnapshot): User | null => snapshot.context.user;

/**
 * Guest when logged out; a member whose details have not loaded yet counts as Registered
 * (logged in, nothing more known) rather than as a Guest.
 */
export const selectUserType = (snapshot: SessionSnapshot): UserType => {
  if (!selectIsLoggedIn(snapshot)) return "Guest";
  const user = snapshot.context.user;
  return user === null ? "Registered" : deriveUserType(user);
};

/** A login or sign-up form is being submitted. */
export const selectIsSubmitting = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ anonymous: "loggingIn" }) || snapshot.matches({ anonymous: "signingUp" });

export const selectIsLoggingOut = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ authenticated: "loggingOut" });

export const selectFieldErrors = (
  snapshot: SessionSnapshot,
): Readonly<Record<string, readonly string[]>> => snapshot.context.fieldErrors;

export const selectLastError = (snapshot: SessionSnapshot): ApiError | null =>
  snapshot.context.lastError;

/** The bearer for API calls: the user's token when logged in, else the client token. */
export const selectBearerToken = (snapshot: SessionSnapshot): string | null =>
  snapshot.context.userToken?.access_token ?? snapshot.context.clientToken?.access_token ?? null;

/** The first token or the restored user is still on its way. */
export const selectIsBooting = (snapshot: SessionSnapshot): boolean => {
  const { clientToken, user } = snapshot.context;
  const awaitingClientToken =
    clientToken === null &&
    (snapshot.matches({ anonymous: "fetchingClientToken" }) ||
      snapshot.matches({ anonymous: "waitingToRetry" }));
  const awaitingUser = user === null && snapshot.matches({ authenticated: "loadingUser" });
  return awaitingClientToken || awaitingUser;
};
