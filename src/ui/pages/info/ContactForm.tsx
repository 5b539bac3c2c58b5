import { Link } from "@tanstack/react-router";
import type { FormEvent, ReactNode } from "react";
import { CONTACT_FLOODED } from "../../../core/contactForm.ts";
import type { ContactMessage } from "../../../core/ports.ts";
import { CONTACT_SUBJECTS } from "../../../core/schema/index.ts";
import { contactFormMachine } from "../../../machines/contact.machine.ts";
import { Field } from "../../auth/Field.tsx";
import { Button } from "../../Button.tsx";
import { formDataValues, type SupportFormView, useSupportForm } from "./supportForm.ts";

const SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  account: "My account",
  billing: "Billing and payments",
  playback: "Playing films",
  content: "Content, complaints and removal",
  other: "Something else",
};

export { CONTACT_FLOODED };
export const CONTACT_SENT =
  "Thank you, your message has been received. We answer within a working day.";

export interface ContactFormProps {
  readonly send: (message: ContactMessage) => Promise<number>;
}

function ErrorText({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  return (
    <p id={id} className="field__error">
      {children}
    </p>
  );
}

/** /contact-us: the contact machine checks with the server's rules and posts the message. */
export function ContactForm({ send }: ContactFormProps) {
  return <ContactFormView {...useSupportForm(contactFormMachine, send)} />;
}

/** The contact form as the machine's state shows it (props only). */
export function ContactFormView({ status, values, errors, failure, onSubmit }: SupportFormView) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(formDataValues(event.currentTarget));
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
