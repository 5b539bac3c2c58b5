/**
 * The seam between the password reset machine and the /recover-password pages: which step
 * shows, the messages, and the intents (request a link, find the mailed token, reset).
 */
import type { SnapshotFrom } from "xstate";
import { success } from "../core/messages.ts";
import type { ResetForm } from "../core/passwordReset.ts";
import type {
  PasswordResetEvent,
  PasswordResetMachine,
} from "../machines/passwordReset.machine.ts";

export type ResetStep =
  | "request"
  | "requesting"
  | "requested"
  | "finding"
  | "ready"
  | "resetting"
  | "invalid"
  | "done";

export interface PasswordResetView {
  readonly step: ResetStep;
  readonly email: string | null;
  readonly emailError: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly failure: string | null;
  readonly sentMessage: string;
}

export const selectResetStep = (s: SnapshotFrom<PasswordResetMachine>): ResetStep => {
  for (const step of [
    "requesting",
    "requested",
    "finding",
    "ready",
    "resetting",
    "invalid",
    "done",
  ] as const) {
    if (s.matches(step)) return step;
  }
  return "request";
};

export const selectPasswordReset = (s: SnapshotFrom<PasswordResetMachine>): PasswordResetView => {
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(s.context.fieldErrors)) {
    if (message) fieldErrors[field] = message;
  }
  return {
    step: selectResetStep(s),
    email: s.context.email,
    emailError: s.context.emailError,
    fieldErrors,
    failure: s.context.failure,
    sentMessage: success.detailsSent,
  };
};

export const samePasswordReset = (a: PasswordResetView, b: PasswordResetView): boolean =>
  a.step === b.step &&
  a.email === b.email &&
  a.emailError === b.emailError &&
  a.failure === b.failure &&
  Object.keys(a.fieldErrors).length === Object.keys(b.fieldErrors).length &&
  Object.entries(a.fieldErrors).every(([k, v]) => b.fieldErrors[k] === v);

export const passwordResetIntents = (send: (event: PasswordResetEvent) => void) => ({
  request: (email: string) => send({ type: "reset.request", email }),
  find: (token: string) => send({ type: "reset.find", token }),
  reset: (token: string, form: ResetForm) => send({ type: "reset.submit", token, ...form }),
});
