import { Schema } from "effect";

/** The user-session call (`POST /age-verification/session`) answers a session id. */
export const AgeVerificationSession = Schema.Struct({ session_id: Schema.String });
export type AgeVerificationSession = typeof AgeVerificationSession.Type;

/** `GET /age-verification/session/{id}`: whether the session has been verified. */
export const AgeVerificationStatus = Schema.Struct({ success: Schema.Boolean });

/** `POST /age-verification/session/{id}/verification-url`. */
export const VerificationUrl = Schema.Struct({ url: Schema.String });

/** `POST /cookies-consent`. */
export const ConsentReceipt = Schema.Struct({ status: Schema.Literal("success") });
