/**
 * /email-change/undo/{token}: the page the notice to the old address links to. One button puts
 * the old address back; opening the page changes nothing (a mail scanner follows links).
 */
import { Link } from "@tanstack/react-router";
import { Button } from "../Button.tsx";
import type { EmailChangeUndoView } from "../emailChangeUndo.view.ts";
import "./account.css";

export interface EmailChangeUndoProps extends EmailChangeUndoView {
  readonly onConfirm: () => void;
}

export function EmailChangeUndo({ step, message, canPress, onConfirm }: EmailChangeUndoProps) {
  return (
    <div className="form-page">
      <div className="form-card">
        <h1>Undo the e-mail change</h1>
        {step !== "undone" && (
          <p>
            The e-mail address of your account was changed. If it was not you, put your address
            back: every device signed in to the account is signed out, and a reset link sent to the
            new address stops working.
          </p>
        )}
        {step === "undone" && message && (
          <p role="status">
            {message} <Link to="/recover-password">Recover Password</Link>
          </p>
        )}
        {step === "failed" && message && (
          <p className="field__error" role="alert">
            {message}
          </p>
        )}
        {(canPress || step === "undoing") && (
          <Button disabled={step === "undoing"} aria-busy={step === "undoing"} onClick={onConfirm}>
            {step === "undoing" ? "Putting it back..." : "Put my address back"}
          </Button>
        )}
      </div>
    </div>
  );
}
