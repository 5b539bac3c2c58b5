/** The contact form's rules (docs/decisions/0002): what is sent and the message under each field. */
import { isValidEmail } from "./authForms.ts";
import { validation } from "./messages.ts";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECTS,
  type ContactSubject,
} from "./schema/help.ts";

export interface ContactFormValues {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

export type ContactField = keyof ContactFormValues;
export type ContactFormErrors = Readonly<Partial<Record<ContactField, string>>>;

/** Bound messages: ours, the spec words only 'This field is required'. */
export const contactMessages = {
  nameTooLong: `Please use at most ${CONTACT_NAME_MAX} characters`,
  messageTooShort: `Please write at least ${CONTACT_MESSAGE_MIN} characters`,
  messageTooLong: `Please write at most ${CONTACT_MESSAGE_MAX} characters`,
} as const;

const isSubject = (value: string): value is ContactSubject =>
  (CONTACT_SUBJECTS as readonly string[]).includes(value);

/**
 * Who writes to support (the contact and the complaints forms): a name of at most
 * CONTACT_NAME_MAX characters once trimmed and a valid e-mail, both required.
 */
export function senderErrors(form: {
  readonly name: string;
  readonly email: string;
}): Partial<Record<"name" | "email", string>> {
  const name = form.name.trim();
  const errors: Partial<Record<"name" | "email", string>> = {};
  if (name === "") errors.name = validation.required;
  else if (name.length > CONTACT_NAME_MAX) errors.name = contactMessages.nameTooLong;
  if (form.email.trim() === "") errors.email = validation.required;
  else if (!isValidEmail(form.email)) errors.email = validation.invalidEmail;
  return errors;
}

/** Every field is required; the e-mail must be valid; lengths are counted once trimmed. */
export function validateContactForm(form: ContactFormValues): ContactFormErrors {
  const message = form.message.trim();
  const errors: Partial<Record<ContactField, string>> = senderErrors(form);
  if (!isSubject(form.subject)) errors.subject = validation.required;
  if (message === "") errors.message = validation.required;
  else if (message.length < CONTACT_MESSAGE_MIN) errors.message = contactMessages.messageTooShort;
  else if (message.length > CONTACT_MESSAGE_MAX) errors.message = contactMessages.messageTooLong;
  return errors;
}

/** The message to send, trimmed, or null while the form has errors. */
export function contactMessageOf(form: ContactFormValues) {
  if (Object.keys(validateContactForm(form)).length > 0 || !isSubject(form.subject)) return null;
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    subject: form.subject,
    message: form.message.trim(),
  };
}

/** Too many messages from one address (the server answers 429). */
export const CONTACT_FLOODED = "You have sent several messages already; please wait a few minutes.";

export interface SendFailure {
  /** The server's first message for each field the form has (a 422). */
  readonly errors: Readonly<Record<string, string>>;
  /** The message above the button, or null when the field errors say it all. */
  readonly failure: string | null;
}

/**
 * What a support form (contact, complaints) shows when its send fails: a 422 with errors on the
 * form's fields shows them under the fields; a 429 the flood message; anything else (a 422 on no
 * known field included) the error's own message.
 */
export function sendFailureOf(
  error: {
    readonly status: number;
    readonly message: string;
    readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  },
  fields: readonly string[],
): SendFailure {
  if (error.status === 429) return { errors: {}, failure: CONTACT_FLOODED };
  if (error.status === 422) {
    const errors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const first = messages[0];
      if (fields.includes(field) && first) errors[field] = first;
    }
    if (Object.keys(errors).length > 0) return { errors, failure: null };
  }
  return { errors: {}, failure: error.message };
}

/** The fields of the contact form, in order. */
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;

/** A form's values by name: each listed field, "" when absent (what a FormData gives). */
export const formValuesOf = <F extends string>(
  values: Readonly<Record<string, string>>,
  fields: readonly F[],
): Record<F, string> =>
  Object.fromEntries(fields.map((field) => [field, values[field] ?? ""])) as Record<F, string>;
