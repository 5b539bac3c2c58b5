import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import {
  type FormErrors,
  isFormValid,
  type LoginForm as LoginValues,
  shownFieldError,
  validateLoginForm,
} from "../../core/authForms.ts";
import { Button } from "../Button.tsx";
import { Field } from "./Field.tsx";

export interface LoginFormProps {
  readonly submitting: boolean;
  /** The server's message per field (refused credentials mark the password). */
  readonly serverErrors: Readonly<Record<string, string>>;
  readonly onSubmit: (values: LoginValues) => void;
}

const valuesOf = (form: HTMLFormElement): LoginValues => {
  const data = new FormData(form);
  return {
    username: String(data.get("username") ?? ""),
    password: String(data.get("password") ?? ""),
  };
};

/** Login: errors of the last submit under their fields; a valid form sends the intent. */
export function LoginForm({ submitting, serverErrors, onSubmit }: LoginFormProps) {
  const [errors, setErrors] = useState<FormErrors<keyof LoginValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = valuesOf(event.currentTarget);
    const found = validateLoginForm(values);
    setErrors(found);
    setSubmitted(true);
    if (isFormValid(found)) onSubmit(values);
  };
  const shown = (field: keyof LoginValues) =>
    shownFieldError(field, errors, serverErrors, submitted);
  return (
    <div className="form-page">
      <div className="form-card">
        <h1>Login</h1>
        <form method="post" className="form" noValidate onSubmit={submit} aria-busy={submitting}>
          <Field
            name="username"
            label="E-mail or username"
            autoComplete="username"
            error={shown("username")}
          />
          <Field
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={shown("password")}
          />
          <Button type="submit" theme="primary" size="lg" disabled={submitting}>
            {submitting ? "Logging in..." : "Login"}
          </Button>
        </form>
        <p className="form-alt">
          <Link to="/recover-password">Forgot password?</Link>
        </p>
        <p className="form-alt">
          New here? <Link to="/sign-up">Join now</Link>
        </p>
      </div>
    </div>
  );
}
