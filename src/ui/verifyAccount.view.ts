/** The seam between the verify-account machine and /verify-account/{token?}. */
import type { SnapshotFrom } from "xstate";
import type {
  VerifyAccountEvent,
  VerifyAccountMachine,
} from "../machines/verifyAccount.machine.ts";

export type VerifyStep = "idle" | "verifying" | "verified" | "failed" | "resending";

export interface VerifyAccountView {
  readonly step: VerifyStep;
  readonly failure: string | null;
}

export const selectVerifyAccount = (s: SnapshotFrom<VerifyAccountMachine>): VerifyAccountView => ({
  step: s.matches("verifying")
    ? "verifying"
    : s.matches("verified")
      ? "verified"
      : s.matches("failed")
        ? "failed"
        : s.matches("resending")
          ? "resending"
          : "idle",
  failure: s.context.failure,
});

export const sameVerifyAccount = (a: VerifyAccountView, b: VerifyAccountView): boolean =>
  a.step === b.step && a.failure === b.failure;

export const verifyAccountIntents = (send: (event: VerifyAccountEvent) => void) => ({
  verify: (token: string) => send({ type: "verify.start", token }),
  resend: () => send({ type: "verify.resend" }),
});
