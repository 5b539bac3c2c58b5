/**
 * Wire shapes of the account calls (spec 001 §7 "Auth and account"): verification, password
 * reset, cross-selling status, migration and the plain status answers.
 */
import { Schema } from "effect";
import { TokenResponse } from "./auth.ts";

/** A call that answers only how it went (`{ status, message? }`). */
export const StatusAnswer = Schema.Struct({
  status: Schema.String,
  message: Schema.optional(Schema.String),
});
export type StatusAnswer = typeof StatusAnswer.Type;

/** `POST /user_verify`: status 'success' carries token_data, the tokens to log in with. */
export const UserVerifyResponse = Schema.Struct({
  status: Schema.String,
  message: Schema.optional(Schema.String),
  token_data: Schema.NullOr(TokenResponse),
});
export type UserVerifyResponse = typeof UserVerifyResponse.Type;

/** `GET /password/reset/find/{token}`: the address the live token was sent to. */
export const PasswordResetFound = Schema.Struct({
  data: Schema.Struct({ email: Schema.String }),
});
export type PasswordResetFound = typeof PasswordResetFound.Type;

/** `POST /cross_selling/check_user_status`. */
export const CrossSellingStatus = Schema.Struct({
  is_cross_selling_possible: Schema.Boolean,
});
export type CrossSellingStatus = typeof CrossSellingStatus.Type;
