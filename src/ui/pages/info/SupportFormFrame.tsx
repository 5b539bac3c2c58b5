import type { FormEvent, ReactNode } from "react";
import { Field } from "../../auth/Field.tsx";
import { Button } from "../../Button.tsx";
import { formDataValues, type SupportFormView } from "./supportForm.ts";

interface SupportFormFrameProps
  extends Pick<SupportFormView, "status" | "values" | "errors" | "failure" | "onSubmit"> {
  readonly label: string;
  /** Prefixes the sender fields' ids, so two support forms never share one. */
  readonly idPrefix: string;
  /** The form's own fields, after the sender's name and e-mail. */
  readonly children: ReactNode;
}

/** A support form: the sender's name and e-mail, the form's own fields, its failure and Send. */
export function SupportFormFrame({
  label,
  idPrefix,
  status,
  values,
  errors,
  failure,
  onSubmit,
  children,
}: SupportFormFrameProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(formDataValues(event.currentTarget));
  };
  return (
    <form method="post" className="contact-form" noValidate onSubmit={submit} aria-label={label}>
      <Field
        name="name"
        id={`${idPrefix}-name`}
        label="Your name"
        autoComplete="name"
        defaultValue={values.name}
        error={errors.name}
      />
      <Field
        name="email"
        id={`${idPrefix}-email`}
        label="E-mail"
        type="email"
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
      />
      {children}
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" theme="primary" size="lg" disabled={status === "sending"}>
        {status === "sending" ? "Sending..." : "Send"}
      </Button>
    </form>
  );
}
