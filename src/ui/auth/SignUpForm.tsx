import { Link } from "@tanstack/react-router";
import type { FormEvent } from "react";
import type { SignUpForm as SignUpValues } from "../../core/authForms.ts";
import { Button } from "../Button.tsx";
import { Field } from "./Field.tsx";

export interface SignUpFormProps {
  readonly submitting: boolean;
  /** The message per field: the form's own (core validateSignUpForm), else the server's (422). */
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly onSubmit: (values: SignUpValues) => void;
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

export function SignUpForm({ submitting, fieldErrors, onSubmit }: SignUpFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(valuesOf(event.currentTarget));
  };
  const shown = (field: keyof SignUpValues) => fieldErrors[field];
  return (
    <div className="form-page">
      <div className="form-card">
        <h1>Join now</h1>
        <form method="post" className="form" noValidate onSubmit={submit} aria-busy={submitting}>
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
