import { Schema } from "effect";

/** The answer of `POST /oauth/token` and `POST /login`. */
export const TokenResponse = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.String,
  expires_in: Schema.Number.check(Schema.isInt()),
  refresh_token: Schema.optional(Schema.NullOr(Schema.String)),
});
export type TokenResponse = typeof TokenResponse.Type;

/**
 * The token data the browser holds, and the Authorization cookie's content: spec 001's OAuth
 * data (the response plus `expires_at`, epoch ms) without the refresh token, which only the
 * page server holds, in an HttpOnly cookie (docs/decisions/0035).
 */
export const HeldToken = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.String,
  expires_in: Schema.Number,
  expires_at: Schema.Number,
});
export type HeldToken = typeof HeldToken.Type;
