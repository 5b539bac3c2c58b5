import { Link } from "@tanstack/react-router";
import { CONTACT_FLOODED } from "../../../core/contactForm.ts";
import type { ContactMessage } from "../../../core/ports.ts";
import { CONTACT_SUBJECTS } from "../../../core/schema/index.ts";
import { contactFormMachine } from "../../../machines/contact.machine.ts";
import { ChoiceField, TextAreaField } from "../../auth/Field.tsx";
import { SupportFormFrame } from "./SupportFormFrame.tsx";
import { type SupportFormView, useSupportForm } from "./supportForm.ts";

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
    <SupportFormFrame
      label="Contact us"
      idPrefix="contact"
      status={status}
      values={values}
      errors={errors}
      failure={failure}
      onSubmit={onSubmit}
    >
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
    </SupportFormFrame>
  );
}
