/** /recover-password (ask for a link) and /recover-password/{token} (choose a new password). */
import { Link } from "@tanstack/react-router";
import { type FormEvent, useEffect } from "react";
import type { ResetForm } from "../../core/passwordReset.ts";
import { Field } from "../auth/Field.tsx";
import type { PasswordResetView } from "../passwordReset.view.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import "./account.css";
import { Button } from "../Button.tsx";

export interface RecoverPasswordProps extends PasswordResetView {
  /** The mailed link's token, or null on the request page. */
  readonly token: string | null;
  readonly onRequest: (email: string) => void;
  readonly onFind: (token: string) => void;
  readonly onReset: (token: string, form: ResetForm) => void;
}

export function RecoverPassword(props: RecoverPasswordProps) {
  const { token, step, onFind } = props;
  useEffect(() => {
    if (token !== null) onFind(token);
  }, [token, onFind]);
  const showsReset = token !== null && (step === "ready" || step === "resetting");
  return (
    <div className="form-page">
      <div className="form-card">
        <h1>Recover Password</h1>
        {step === "finding" && <p aria-busy="true">Checking your link...</p>}
        {step === "done" && (
          <p role="status">
            Your password has been reset. <Link to="/login">Login</Link> with your new password.
          </p>
        )}
        {showsReset && token !== null && <ResetFormView {...props} token={token} />}
        {!showsReset && step !== "done" && step !== "finding" && <RequestForm {...props} />}
        {props.failure && (
          <p className="field__error" role="alert">
            {props.failure}
          </p>
        )}
      </div>
    </div>
  );
}

function RequestForm({ step, emailError, sentMessage, onRequest }: RecoverPasswordProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onRequest(String(new FormData(event.currentTarget).get("email") ?? ""));
  };
  return (
    <form
      method="post"
      className="form"
      noValidate
      onSubmit={submit}
      aria-busy={step === "requesting"}
    >
      {step === "invalid" && <p>This link no longer works: ask for a new one.</p>}
      <Field
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        error={emailError ?? undefined}
      />
      {step === "requested" && <p role="status">{sentMessage}</p>}
      <Button type="submit" theme="primary" size="lg" disabled={step === "requesting"}>
        {step === "requesting" ? "Sending..." : "Send reset link"}
      </Button>
      <p className="form-alt">
        Remembered it? <Link to="/login">Login</Link>
      </p>
    </form>
  );
}

function ResetFormView({
  token,
  step,
  email,
  fieldErrors,
  onReset,
}: RecoverPasswordProps & { readonly token: string }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onReset(token, {
      password: String(data.get("password") ?? ""),
      password_confirmation: String(data.get("password_confirmation") ?? ""),
    });
  };
  return (
    <form
      method="post"
      className="form"
      noValidate
      onSubmit={submit}
      aria-busy={step === "resetting"}
    >
      {email && <p>Choose a new password for {email}.</p>}
      <NewPasswordFields errors={fieldErrors} />
      <Button type="submit" theme="primary" size="lg" disabled={step === "resetting"}>
        {step === "resetting" ? "Saving..." : "Reset password"}
      </Button>
    </form>
  );
}
