import { Schema } from "effect";

/** The answer of `POST /oauth/token` and `POST /login`. */
export const TokenResponse = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.String,
  expires_in: Schema.Number.check(Schema.isInt()),
  refresh_token: Schema.optional(Schema.NullOr(Schema.String)),
});
export type TokenResponse = typeof TokenResponse.Type;

/** Tokens as the client holds them: the response plus `expires_at` (epoch ms). */
export const OAuthData = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.String,
  refresh_token: Schema.NullOr(Schema.String),
  expires_in: Schema.Number,
  expires_at: Schema.Number,
});
export type OAuthData = typeof OAuthData.Type;
