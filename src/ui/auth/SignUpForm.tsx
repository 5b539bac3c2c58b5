import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import {
  type FormErrors,
  isFormValid,
  type SignUpForm as SignUpValues,
  shownFieldError,
  validateSignUpForm,
} from "../../core/authForms.ts";
import { Button } from "../Button.tsx";
import { Field } from "./Field.tsx";

export interface SignUpFormProps {
  readonly submitting: boolean;
  /** The server's messages per field (a rejected sign-up, 422). */
  readonly serverErrors: Readonly<Record<string, string>>;
  readonly onSubmit: (values: { email: string; password: string }) => void;
}

const valuesOf = (form: HTMLFormElement): SignUpValues => {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    email: text("email"),
    password: text("password"),
    password_confirmation: text("password_confirmation"),
  };
};

export function SignUpForm({ submitting, serverErrors, onSubmit }: SignUpFormProps) {
  const [errors, setErrors] = useState<FormErrors<keyof SignUpValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = valuesOf(event.currentTarget);
    const found = validateSignUpForm(values);
    setErrors(found);
    setSubmitted(true);
    if (isFormValid(found)) onSubmit({ email: values.email, password: values.password });
  };
  const shown = (field: keyof SignUpValues) =>
    shownFieldError(field, errors, serverErrors, submitted);
  return (
    <div className="form-page">
      <div className="form-card">
        <h1>Join now</h1>
        <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
          <Field
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            error={shown("email")}
          />
          <Field
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            error={shown("password")}
          />
          <Field
            name="password_confirmation"
            label="Password confirmation"
            type="password"
            autoComplete="new-password"
            error={shown("password_confirmation")}
          />
          <Button type="submit" theme="primary" size="lg" disabled={submitting}>
            {submitting ? "Creating account..." : "Create account"}
          </Button>
        </form>
        <p className="form-alt">
          Already a member? <Link to="/login">Login</Link>
        </p>
      </div>
    </div>
  );
}
