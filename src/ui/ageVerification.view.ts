/**
 * The seam between the age-verification guard, the verification page's actor and their
 * views: selectors (snapshot -> view props) and intents (user action -> event).
 */
import type { SnapshotFrom } from "xstate";
import type { AgeVerificationMachine } from "../machines/ageVerification.machine.ts";
import type {
  AgeVerificationPageEvent,
  AgeVerificationPageInput,
  AgeVerificationPageMachine,
} from "../machines/ageVerificationPage.machine.ts";

export type AgeVerificationSnapshot = SnapshotFrom<AgeVerificationMachine>;
export type AgeVerificationPageSnapshot = SnapshotFrom<AgeVerificationPageMachine>;

export type AgeGateStatus = "idle" | "checking" | "passed" | "redirecting" | "awaitingVerification";

/** Where the guard is for the current navigation. */
export const selectAgeGateStatus = (snapshot: AgeVerificationSnapshot): AgeGateStatus => {
  if (snapshot.matches("passed")) return "passed";
  if (snapshot.matches("redirecting")) return "redirecting";
  if (snapshot.matches("awaitingVerification")) return "awaitingVerification";
  if (snapshot.matches("idle")) return "idle";
  return "checking";
};

/** Page content may show: the guard let it pass, or this is the verification page itself. */
export const selectMayRenderContent = (snapshot: AgeVerificationSnapshot): boolean => {
  const status = selectAgeGateStatus(snapshot);
  return status === "passed" || status === "awaitingVerification";
};

/** What the verification page's actor starts from: the guard's session and return path. */
export const selectPageInput = (snapshot: AgeVerificationSnapshot): AgeVerificationPageInput => ({
  sessionId: snapshot.context.sessionId,
  returnPath: snapshot.context.returnPath,
  countryCode: snapshot.context.location.country,
});

export interface AgeVerificationBackgroundView {
  readonly backgroundDesktop: string | null;
  readonly backgroundMobile: string | null;
}

/** The page's background images (settings). Compare with `sameBackground`. */
export const selectBackground = (
  snapshot: AgeVerificationSnapshot,
): AgeVerificationBackgroundView => ({
  backgroundDesktop: snapshot.context.background.desktop,
  backgroundMobile: snapshot.context.background.mobile,
});

export const sameBackground = (
  a: AgeVerificationBackgroundView,
  b: AgeVerificationBackgroundView,
): boolean =>
  a.backgroundDesktop === b.backgroundDesktop && a.backgroundMobile === b.backgroundMobile;

export interface AgeVerificationPageStatus {
  /** The verification URL is being fetched or the browser is leaving for it. */
  readonly busy: boolean;
  /** The last attempt to get the verification URL failed. */
  readonly failed: boolean;
}

export const selectPageStatus = (
  snapshot: AgeVerificationPageSnapshot,
): AgeVerificationPageStatus => ({
  busy:
    snapshot.matches("starting") ||
    snapshot.matches("creatingSession") ||
    snapshot.matches("fetchingUrl"),
  failed: snapshot.matches("failed"),
});

export const samePageStatus = (a: AgeVerificationPageStatus, b: AgeVerificationPageStatus) =>
  a.busy === b.busy && a.failed === b.failed;

export interface AgeVerificationIntents {
  readonly verify: () => void;
}

export const ageVerificationIntents = (
  send: (event: AgeVerificationPageEvent) => void,
): AgeVerificationIntents => ({
  verify: () => send({ type: "ageVerification.start" }),
});
