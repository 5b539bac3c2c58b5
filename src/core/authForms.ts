import { validation } from "./messages.ts";

/** Field name -> the message to show under it; a valid form gives an empty map. */
export type FormErrors<Field extends string> = Readonly<Partial<Record<Field, string>>>;

export interface LoginForm {
  readonly username: string;
  readonly password: string;
}

export interface SignUpForm {
  readonly email: string;
  readonly password: string;
  readonly password_confirmation: string;
}

/** Blank once trimmed: the value that would be sent (spec 000 §5 trims before sending). */
const isBlank = (value: string): boolean => value.trim() === "";

/** One `@`, a non-empty local part, a dotted domain, no whitespace. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/**
 * Bounds of a new password, in characters (NIST SP 800-63B: at least 8, accept at least 64).
 * The spec shows none; docs/decisions/0006 explains the choice. The server applies the same.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordLengthMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
} as const;

/** Characters as a person counts them: an emoji or an accented letter is one. */
const characterCount = (value: string): number => [...value].length;

/** Why a new password is too short or too long, or undefined when its length is fine. */
export const passwordLengthError = (password: string): string | undefined => {
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) return passwordLengthMessages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return passwordLengthMessages.tooLong;
  return undefined;
};

export const validateLoginForm = (form: LoginForm): FormErrors<keyof LoginForm> => ({
  ...(isBlank(form.username) && { username: validation.required }),
  ...(isBlank(form.password) && { password: validation.required }),
});

export const validateSignUpForm = (form: SignUpForm): FormErrors<keyof SignUpForm> => {
  const email = isBlank(form.email)
    ? validation.required
    : isValidEmail(form.email)
      ? undefined
      : validation.invalidEmail;
  const confirmation =
    form.password_confirmation !== form.password ? validation.passwordConfirmation : undefined;
  // The password is judged as it will be sent: trimmed.
  const password = isBlank(form.password)
    ? validation.required
    : passwordLengthError(form.password.trim());
  return {
    ...(email && { email }),
    ...(password && { password }),
    ...(confirmation && { password_confirmation: confirmation }),
  };
};

/** Whether a validated form has no error left. */
export const isFormValid = <Field extends string>(errors: FormErrors<Field>): boolean =>
  Object.keys(errors).length === 0;

/**
 * What the login form says at the password field when the server refuses the credentials
 * (issue 26: the spec's toast 'Invalid credentials' alone left the form looking untouched).
 */
export const LOGIN_REJECTED_AT_FIELD = "The e-mail or password is not right.";

/** Field name -> the server's messages for it, as an ApiError carries them. */
export type ServerFieldErrors = Readonly<Record<string, readonly string[]>>;

/**
 * The field messages of a failed login: a refusal of the credentials (400 or 401, spec 001 §8)
 * marks the password field; any other failure keeps the server's own field messages.
 */
export const loginFieldErrors = (
  status: number,
  fieldErrors: ServerFieldErrors,
): ServerFieldErrors =>
  status === 400 || status === 401 ? { password: [LOGIN_REJECTED_AT_FIELD] } : fieldErrors;

/**
 * The message under one field: the form's own check first; after a submit of this form, the
 * server's message for the field (stale messages of an earlier visit never show).
 */
export const shownFieldError = (
  field: string,
  own: Readonly<Partial<Record<string, string>>>,
  server: Readonly<Partial<Record<string, string>>>,
  submitted: boolean,
): string | undefined => own[field] ?? (submitted ? server[field] : undefined);
