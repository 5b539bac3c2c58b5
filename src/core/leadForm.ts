/**
 * The newsletter and lead forms (spec 000 §3 "Newsletter subscriber", §5; spec 001 §7
 * `POST /newsletter_subscriber`): what the visitor typed, its validation with the spec's
 * messages, and the body of the call.
 */
import { isValidEmail } from "./authForms.ts";
import { optInValue } from "./consent.ts";
import { validation } from "./messages.ts";
import { type UtmInfo, utmFields } from "./utm.ts";

/** Where a lead form sits (spec 000 §3, 001 §9). */
export const LEAD_POSITIONS = [
  "header",
  "footer",
  "pop_up",
  "floating_button",
  "create_account",
  "landing_page",
  "profile_menu",
] as const;
export type LeadPosition = (typeof LEAD_POSITIONS)[number];

/** The position when none (or an unknown one) is given: the popup. */
export const DEFAULT_LEAD_POSITION: LeadPosition = "pop_up";

/** A `lead_position` query value as a position; anything else is the default. */
export const leadPositionOf = (value: unknown): LeadPosition =>
  (LEAD_POSITIONS as readonly unknown[]).includes(value)
    ? (value as LeadPosition)
    : DEFAULT_LEAD_POSITION;

/** The fields of a lead form (spec 000 §3 "Lead form output"). */
export interface LeadFormValues {
  readonly email: string;
  readonly termsAndConditions: boolean;
  readonly marketingMailCheckbox: boolean;
}

export const EMPTY_LEAD_FORM: LeadFormValues = {
  email: "",
  termsAndConditions: false,
  marketingMailCheckbox: false,
};

/** One edit of a field, as a form sends it. */
export type LeadFormEdit =
  | { readonly field: "email"; readonly value: string }
  | { readonly field: "termsAndConditions" | "marketingMailCheckbox"; readonly value: boolean };

export const editLeadForm = (form: LeadFormValues, edit: LeadFormEdit): LeadFormValues =>
  ({ ...form, [edit.field]: edit.value }) as LeadFormValues;

export type LeadFormField = "email" | "termsAndConditions";
export type LeadFormErrors = Readonly<Partial<Record<LeadFormField, string>>>;

/** The lead form's errors: e-mail required and valid, terms ticked; the opt-in is optional. */
export const validateLeadForm = (form: LeadFormValues): LeadFormErrors => {
  const email =
    form.email.trim() === ""
      ? validation.required
      : isValidEmail(form.email)
        ? undefined
        : validation.invalidEmail;
  return {
    ...(email !== undefined && { email }),
    ...(!form.termsAndConditions && { termsAndConditions: validation.required }),
  };
};

export const isLeadFormValid = (form: LeadFormValues): boolean =>
  Object.keys(validateLeadForm(form)).length === 0;

/** A message as error lists show it (spec 000 §5): with a leading asterisk. */
export const asErrorListItem = (message: string): string => `* ${message}`;

/**
 * The messages shown under the form: none until the visitor touched it (the submit button is
 * disabled until the form is valid, so the messages say why), then each error with its
 * asterisk.
 */
export const shownLeadErrors = (
  form: LeadFormValues,
  touched: boolean,
): Readonly<Partial<Record<LeadFormField, string>>> => {
  if (!touched) return {};
  const errors = validateLeadForm(form);
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, asErrorListItem(message)]),
  );
};

/** The lead's context (spec 000 §3): where it was given and what it agreed to. */
export interface LeadContext {
  readonly marketingFormKey: string;
  readonly leadPosition: LeadPosition;
  /** The button text the visitor pressed (leadText). */
  readonly leadText: string;
  /** Whether the opt-in box was shown to this visitor (opt-in-checkbox-countries). */
  readonly optInShown: boolean;
}

/** The body of `POST /newsletter_subscriber` (spec 001 §7). */
export interface NewsletterSubscription {
  readonly email: string;
  readonly marketing_form_key: string;
  readonly leadPosition: LeadPosition;
  readonly leadText: string;
  readonly legalConsent: boolean;
  readonly accepted_mailing: boolean;
  readonly country?: string;
  readonly campaign?: string;
  readonly content?: string;
  readonly medium?: string;
  readonly source?: string;
  readonly term?: string;
  readonly referral?: string;
}

/**
 * The call's body: the trimmed e-mail, the form and position, the terms as legal consent,
 * and `accepted_mailing` true where the opt-in box is not shown.
 */
export const subscriptionPayload = (
  form: LeadFormValues,
  context: LeadContext,
): NewsletterSubscription => ({
  email: form.email.trim(),
  marketing_form_key: context.marketingFormKey,
  leadPosition: context.leadPosition,
  leadText: context.leadText,
  legalConsent: form.termsAndConditions,
  accepted_mailing: optInValue(context.optInShown, form.marketingMailCheckbox),
});

/** The body with the UTM fields added when the UTM cookie exists (read when the call goes). */
export const withUtm = (
  payload: NewsletterSubscription,
  utm: UtmInfo | null,
): NewsletterSubscription => (utm === null ? payload : { ...payload, ...utmFields(utm) });
