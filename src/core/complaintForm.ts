import { senderErrors } from "./contactForm.ts";
import { validation } from "./messages.ts";
import {
  COMPLAINT_DETAILS_MAX,
  COMPLAINT_DETAILS_MIN,
  COMPLAINT_REASONS,
  COMPLAINT_URL_MAX,
  type ComplaintReason,
} from "./schema/help.ts";

export interface ComplaintFormValues {
  readonly name: string;
  readonly email: string;
  readonly url: string;
  readonly reason: string;
  readonly details: string;
}

export type ComplaintField = keyof ComplaintFormValues;
export type ComplaintFormErrors = Readonly<Partial<Record<ComplaintField, string>>>;

export interface ComplaintMessage {
  readonly name: string;
  readonly email: string;
  readonly url: string;
  readonly reason: ComplaintReason;
  readonly details: string;
}

export const complaintMessages = {
  invalidUrl: "Please enter the full address of the page (https://...)",
  urlTooLong: `Please use at most ${COMPLAINT_URL_MAX} characters`,
  detailsTooShort: `Please write at least ${COMPLAINT_DETAILS_MIN} characters`,
  detailsTooLong: `Please write at most ${COMPLAINT_DETAILS_MAX} characters`,
} as const;

const isReason = (value: string): value is ComplaintReason =>
  (COMPLAINT_REASONS as readonly string[]).includes(value);

/** An absolute http(s) address of the content complained about, once trimmed. */
export function isContentUrl(value: string): boolean {
  const text = value.trim();
  if (text.length === 0 || text.length > COMPLAINT_URL_MAX || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Every field is required; the e-mail and the URL must be valid; lengths count trimmed text. */
export function validateComplaintForm(form: ComplaintFormValues): ComplaintFormErrors {
  const url = form.url.trim();
  const details = form.details.trim();
  const errors: Partial<Record<ComplaintField, string>> = senderErrors(form);
  if (url === "") errors.url = validation.required;
  else if (url.length > COMPLAINT_URL_MAX) errors.url = complaintMessages.urlTooLong;
  else if (!isContentUrl(url)) errors.url = complaintMessages.invalidUrl;
  if (!isReason(form.reason)) errors.reason = validation.required;
  if (details === "") errors.details = validation.required;
  else if (details.length < COMPLAINT_DETAILS_MIN)
    errors.details = complaintMessages.detailsTooShort;
  else if (details.length > COMPLAINT_DETAILS_MAX)
    errors.details = complaintMessages.detailsTooLong;
  return errors;
}

/** The complaint to send, trimmed, or null while the form has errors. */
export function complaintMessageOf(form: ComplaintFormValues): ComplaintMessage | null {
  if (Object.keys(validateComplaintForm(form)).length > 0 || !isReason(form.reason)) return null;
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    url: form.url.trim(),
    reason: form.reason,
    details: form.details.trim(),
  };
}

/** The fields of the complaint form, in order. */
export const COMPLAINT_FIELDS = ["name", "email", "url", "reason", "details"] as const;
