/** The seam between the age-verification machine and the layout / verification page. */
import type { SnapshotFrom } from "xstate";
import type { AgeVerificationEvent, AgeVerificationMachine } from "./ageVerification.machine.ts";

export type AgeVerificationSnapshot = SnapshotFrom<AgeVerificationMachine>;

export type AgeGateStatus = "idle" | "checking" | "passed" | "redirecting" | "awaitingVerification";

/** Where the guard is for the current navigation. */
export const selectAgeGateStatus = (snapshot: AgeVerificationSnapshot): AgeGateStatus => {
  if (snapshot.matches({ guard: "passed" })) return "passed";
  if (snapshot.matches({ guard: "redirecting" })) return "redirecting";
  if (snapshot.matches({ guard: "awaitingVerification" })) return "awaitingVerification";
  if (snapshot.matches({ guard: "idle" })) return "idle";
  return "checking";
};

/**
 * Whether the page content may render: only once the guard passed or when the visitor is
 * on the verification page itself (so gated content never flashes before a redirect).
 */
export const selectMayRenderContent = (snapshot: AgeVerificationSnapshot): boolean => {
  const status = selectAgeGateStatus(snapshot);
  return status === "passed" || status === "awaitingVerification";
};

export interface AgeVerificationPageView {
  readonly backgroundDesktop: string | null;
  readonly backgroundMobile: string | null;
  /** The verification URL is being fetched or the browser is leaving for it. */
  readonly busy: boolean;
  /** The last attempt to get the verification URL failed. */
  readonly failed: boolean;
}

export const selectAgeVerificationPage = (
  snapshot: AgeVerificationSnapshot,
): AgeVerificationPageView => ({
  backgroundDesktop: snapshot.context.background.desktop,
  backgroundMobile: snapshot.context.background.mobile,
  busy:
    snapshot.matches({ page: "starting" }) ||
    snapshot.matches({ page: "creatingSession" }) ||
    snapshot.matches({ page: "afterSession" }) ||
    snapshot.matches({ page: "fetchingUrl" }),
  failed: snapshot.matches({ page: "failed" }),
});

export interface AgeVerificationIntents {
  readonly verify: () => void;
}

export const ageVerificationIntents = (
  send: (event: AgeVerificationEvent) => void,
): AgeVerificationIntents => ({
  verify: () => send({ type: "ageVerification.start" }),
});
