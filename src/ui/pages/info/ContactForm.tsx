import { Link } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import { isApiError } from "../../../core/apiError.ts";
import {
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
  contactMessageOf,
  validateContactForm,
} from "../../../core/contactForm.ts";
import { DEFAULT_ERROR_MESSAGE } from "../../../core/messages.ts";
import type { ContactMessage } from "../../../core/ports.ts";
import { CONTACT_SUBJECTS } from "../../../core/schema/index.ts";
import { Field } from "../../auth/Field.tsx";
import { Button } from "../../Button.tsx";

const SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  account: "My account",
  billing: "Billing and payments",
  playback: "Playing films",
  content: "Content, complaints and removal",
  other: "Something else",
};

/** Too many messages from one address (the server answers 429). */
export const CONTACT_FLOODED = "You have sent several messages already; please wait a few minutes.";
export const CONTACT_SENT =
  "Thank you, your message has been received. We answer within a working day.";

export interface ContactFormProps {
  readonly send: (message: ContactMessage) => Promise<number>;
}

const EMPTY: ContactFormValues = { name: "", email: "", subject: "", message: "" };

const valuesOf = (form: HTMLFormElement): ContactFormValues => {
  const data = new FormData(form);
  const text = (key: ContactField) => {
    const value = data.get(key);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    subject: text("subject"),
    message: text("message"),
  };
};

function ErrorText({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  return (
    <p id={id} className="field__error">
      {children}
    </p>
  );
}

/** /contact-us: checked in the browser with the server's rules, then posted to the contact call. */
export function ContactForm({ send }: ContactFormProps) {
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [status, setStatus] = useState<"editing" | "sending" | "sent">("editing");
  const [failure, setFailure] = useState<string | null>(null);
  const [values, setValues] = useState<ContactFormValues>(EMPTY);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = valuesOf(event.currentTarget);
    setValues(form);
    const found = validateContactForm(form);
    setErrors(found);
    const message = contactMessageOf(form);
    if (message === null) return;
    setStatus("sending");
    setFailure(null);
    try {
      await send(message);
      setStatus("sent");
    } catch (error) {
      setStatus("editing");
      if (isApiError(error) && error.status === 422) {
        const fromServer: Partial<Record<ContactField, string>> = {};
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (field in EMPTY && messages[0]) fromServer[field as ContactField] = messages[0];
        }
        setErrors(fromServer);
      } else if (isApiError(error) && error.status === 429) {
        setFailure(CONTACT_FLOODED);
      } else {
        setFailure(isApiError(error) ? error.message : DEFAULT_ERROR_MESSAGE);
      }
    }
  };

  if (status === "sent") {
    return (
      <output className="contact-sent">
        <p>{CONTACT_SENT}</p>
        <p>
          Meanwhile, the <Link to="/help">Help Center</Link> may already have the answer.
        </p>
      </output>
    );
  }

  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-label="Contact us">
      <Field
        name="name"
        label="Your name"
        autoComplete="name"
        defaultValue={values.name}
        error={errors.name}
      />
      <Field
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
      />
      <div className="field">
        <label className="field__label" htmlFor="contact-subject">
          Subject
        </label>
        <select
          id="contact-subject"
          name="subject"
          className="field__input"
          defaultValue={values.subject}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? "contact-subject-error" : undefined}
        >
          <option value="">Choose a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {SUBJECT_LABELS[subject]}
            </option>
          ))}
        </select>
        {errors.subject && <ErrorText id="contact-subject-error">{errors.subject}</ErrorText>}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="contact-message">
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          className="field__input"
          defaultValue={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? "contact-message-error" : undefined}
        />
        {errors.message && <ErrorText id="contact-message-error">{errors.message}</ErrorText>}
      </div>
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
