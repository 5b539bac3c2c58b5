import type { Credentials, SignUpInput } from "./ports.ts";

/** Username, password and email are trimmed before login or sign-up (spec 000 §5). */
export const trimCredentials = (credentials: Credentials): Credentials => ({
  username: credentials.username.trim(),
  password: credentials.password.trim(),
});

/** The sign-up's credentials trimmed; the plan group it was made on goes along unchanged. */
export const trimSignUp = (input: SignUpInput): SignUpInput => ({
  email: input.email.trim(),
  password: input.password.trim(),
  ...(input.subscriptionGroupId != null ? { subscriptionGroupId: input.subscriptionGroupId } : {}),
});
