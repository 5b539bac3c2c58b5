/**
 * My Account's forms (spec 000 §3 "Profile form", §5; 001 §5): the profile update sends only
 * the fields with non-blank text; a failed password change always reads 'Current password
 * is not correct.'; a new password must match its confirmation.
 */
import { passwordLengthError } from "./authForms.ts";
import { errors, validation } from "./messages.ts";

export const PROFILE_FIELDS = [
  "name",
  "last_name",
  "email",
  "city",
  "birth_date_day",
  "birth_date_month",
  "birth_date_year",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The profile form as typed: text per field. */
export type ProfileForm = Readonly<Record<ProfileField, string>>;

/** The user's profile as the form starts (nulls as blanks). */
export const profileFormOf = (
  user: {
    readonly [K in ProfileField]: string | number | null;
  },
): ProfileForm =>
  Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, user[field] === null ? "" : String(user[field])]),
  ) as ProfileForm;

/** What `POST /me/update` sends: the trimmed fields that are not blank, and only those. */
export const profileChanges = (form: Partial<ProfileForm>): Partial<ProfileForm> =>
  Object.fromEntries(
    PROFILE_FIELDS.flatMap((field) => {
      const value = form[field]?.trim() ?? "";
      return value === "" ? [] : [[field, value]];
    }),
  );

/**
 * Whether an update changes the account's e-mail address (issue 23: then it needs the
 * current password, and the old address gets a notice). Addresses compare without case.
 */
export const changesEmail = (changes: Partial<ProfileForm>, currentEmail: string): boolean => {
  const next = changes.email?.trim() ?? "";
  return next !== "" && next.toLowerCase() !== currentEmail.trim().toLowerCase();
};

/** Whether the form would change anything at all. */
export const hasProfileChanges = (form: Partial<ProfileForm>): boolean =>
  Object.keys(profileChanges(form)).length > 0;

/** The password change form (`POST /me/password`). */
export interface PasswordChangeForm {
  readonly current_password: string;
  readonly password: string;
  readonly password_confirmation: string;
}

export type PasswordFormErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Errors of the change form before it is sent: each field is required, the new password
 * follows the sign-up length rule, and the confirmation must match.
 */
export const passwordChangeErrors = (
  form: PasswordChangeForm,
): PasswordFormErrors<keyof PasswordChangeForm> => {
  const found: PasswordFormErrors<keyof PasswordChangeForm> = {};
  if (form.current_password === "") found.current_password = validation.required;
  const newPasswordError = newPasswordErrors(form.password, form.password_confirmation);
  return { ...found, ...newPasswordError };
};

/** A new password and its confirmation (change and reset): required, length, match. */
export const newPasswordErrors = (
  password: string,
  confirmation: string,
): PasswordFormErrors<"password" | "password_confirmation"> => {
  const found: PasswordFormErrors<"password" | "password_confirmation"> = {};
  if (password === "") found.password = validation.required;
  else {
    const length = passwordLengthError(password);
    if (length !== undefined) found.password = length;
  }
  const mismatch = confirmationError(password, confirmation);
  if (mismatch !== null) found.password_confirmation = mismatch;
  return found;
};

/** 'Password confirmation does not match' unless the two are equal (as typed). */
export const confirmationError = (password: string, confirmation: string): string | null =>
  password === confirmation ? null : validation.passwordConfirmation;

/** Whatever made a password change fail, the viewer reads the same sentence. */
export const passwordChangeFailureMessage = (_status: number): string =>
  errors.currentPasswordWrong;
