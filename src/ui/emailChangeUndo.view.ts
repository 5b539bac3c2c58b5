/** The seam between the e-mail change undo machine and /email-change/undo/{token}. */
import type { SnapshotFrom } from "xstate";
import { EMAIL_UNDONE } from "../core/emailChangeUndo.ts";
import type {
  EmailChangeUndoEvent,
  EmailChangeUndoMachine,
} from "../machines/emailChangeUndo.machine.ts";

export type EmailUndoStep = "ready" | "undoing" | "undone" | "failed";

export interface EmailChangeUndoView {
  readonly step: EmailUndoStep;
  /** What the page says once it is done or failed; null before. */
  readonly message: string | null;
  /** The button is offered: before the first press, and after a failure of the moment. */
  readonly canPress: boolean;
}

export const selectEmailChangeUndo = (
  s: SnapshotFrom<EmailChangeUndoMachine>,
): EmailChangeUndoView => {
  const step: EmailUndoStep = s.matches("undoing")
    ? "undoing"
    : s.matches("undone")
      ? "undone"
      : s.matches("failed")
        ? "failed"
        : "ready";
  return {
    step,
    message: step === "undone" ? EMAIL_UNDONE : s.context.failure,
    canPress: step === "ready" || (step === "failed" && s.context.canRetry),
  };
};

export const sameEmailChangeUndo = (a: EmailChangeUndoView, b: EmailChangeUndoView): boolean =>
  a.step === b.step && a.message === b.message && a.canPress === b.canPress;

export const emailChangeUndoIntents = (send: (event: EmailChangeUndoEvent) => void) => ({
  confirm: (token: string) => send({ type: "emailUndo.confirm", token }),
});
