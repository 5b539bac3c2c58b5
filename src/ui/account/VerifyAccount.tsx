/** /verify-account/{token?}: the mailed link verifies the account and logs the viewer in. */
import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { Button } from "../Button.tsx";
import type { VerifyAccountView } from "../verifyAccount.view.ts";

export interface VerifyAccountProps extends VerifyAccountView {
  readonly token: string | null;
  readonly loggedIn: boolean;
  readonly onVerify: (token: string) => void;
  readonly onResend: () => void;
}

export function VerifyAccount({
  token,
  step,
  failure,
  loggedIn,
  onVerify,
  onResend,
}: VerifyAccountProps) {
  useEffect(() => {
    if (token !== null) onVerify(token);
  }, [token, onVerify]);
  return (
    <div className="container account-card">
      <h1 className="page-title">Verify Account</h1>
      {step === "verifying" && <p aria-busy="true">Verifying your account...</p>}
      {step === "verified" && (
        <p role="status">
          Welcome! Your account is verified. <Link to="/">Start watching</Link>
        </p>
      )}
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      {step !== "verified" && step !== "verifying" && token === null && (
        <p>Open the link we sent to your e-mail address to verify your account.</p>
      )}
      {loggedIn && step !== "verified" && step !== "verifying" && (
        <Button theme="outline" disabled={step === "resending"} onClick={onResend}>
          {step === "resending" ? "Sending..." : "Send the verification e-mail again"}
        </Button>
      )}
    </div>
  );
}
