import { Link } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { CONTACT_FLOODED } from "../../../core/contactForm.ts";
import type { ContactMessage } from "../../../core/ports.ts";
import { CONTACT_SUBJECTS } from "../../../core/schema/index.ts";
import { contactFormMachine } from "../../../machines/contact.machine.ts";
import { ChoiceField, Field, TextAreaField } from "../../auth/Field.tsx";
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
      <ChoiceField
        id="contact-subject"
        name="subject"
        label="Subject"
        emptyChoice="Choose a subject"
        options={CONTACT_SUBJECTS.map((value) => ({ value, label: SUBJECT_LABELS[value] }))}
        defaultValue={values.subject}
        error={errors.subject}
      />
      <TextAreaField
        id="contact-message"
        name="message"
        label="Message"
        defaultValue={values.message}
        error={errors.message}
      />
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
