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
  return {
    ...(email && { email }),
    ...(isBlank(form.password) && { password: validation.required }),
    ...(confirmation && { password_confirmation: confirmation }),
  };
};

/** Whether a validated form has no error left. */
export const isFormValid = <Field extends string>(errors: FormErrors<Field>): boolean =>
  Object.keys(errors).length === 0;
