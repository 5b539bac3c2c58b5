/**
 * Forgotten passwords (spec 000 §2 `/recover-password/{slug?}`, §5; 001 §3, §7, §8, §9):
 * the request ('Details sent to your email'; an unknown e-mail 'We can't find an user with
 * that e-mail address.'), the token found, and the reset, whose confirmation must match
 * and which fails with 'Unable to process, please try reseting your password again.'.
 */
import { errors, success, validation } from "./messages.ts";
import { newPasswordErrors, type PasswordFormErrors } from "./profile.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The request form's error: the e-mail is required and must look like one. */
export const resetRequestError = (email: string): string | null => {
  const trimmed = email.trim();
  if (trimmed === "") return validation.required;
  return EMAIL.test(trimmed) ? null : validation.invalidEmail;
};

/** What the viewer reads after `POST /password/reset/create`. */
export type ResetRequestOutcome =
  | { readonly kind: "sent"; readonly message: typeof success.detailsSent }
  | { readonly kind: "unknownEmail"; readonly message: typeof errors.noUserWithEmail }
  | { readonly kind: "failed"; readonly status: number };

/** 2xx: details sent; 404 (or 422 on the e-mail): no such user; anything else: the status. */
export const resetRequestOutcome = (status: number): ResetRequestOutcome => {
  if (status >= 200 && status < 300) return { kind: "sent", message: success.detailsSent };
  if (status === 404 || status === 422)
    return { kind: "unknownEmail", message: errors.noUserWithEmail };
  return { kind: "failed", status };
};

/** The reset form (`POST /password/reset`: email, token, password, password_confirmation). */
export interface ResetForm {
  readonly password: string;
  readonly password_confirmation: string;
}

/** Required, the sign-up length rule, and 'Password confirmation does not match'. */
export const resetFormErrors = (
  form: ResetForm,
): PasswordFormErrors<"password" | "password_confirmation"> =>
  newPasswordErrors(form.password, form.password_confirmation);

/** The body of `POST /password/reset`. */
export const resetPayload = (email: string, token: string, form: ResetForm) => ({
  email: email.trim(),
  token,
  password: form.password,
  password_confirmation: form.password_confirmation,
});

/** Any failure of finding the token or resetting reads the same. */
export const resetFailureMessage = (_status: number): string => errors.resetFailed;
