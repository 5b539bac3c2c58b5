import type { HeldToken, TokenResponse } from "./schema/auth.ts";
import { decodeHeldToken } from "./startDecoders.ts";

/**
 * The token data the browser holds (spec 001's OAuth data without the refresh token, which
 * only the page server holds, in an HttpOnly cookie: docs/decisions/0035). `expires_at` is
 * now plus `expires_in` seconds (epoch ms). A refresh token in the response is dropped here.
 */
export const toHeldToken = (response: TokenResponse, nowMs: number): HeldToken => ({
  access_token: response.access_token,
  token_type: response.token_type,
  expires_in: response.expires_in,
  expires_at: nowMs + response.expires_in * 1000,
});

/** A token is expired from its `expires_at` instant on. */
export const isTokenExpired = (data: HeldToken, nowMs: number): boolean => nowMs >= data.expires_at;

/**
 * The session restored from the Authorization cookie: its JSON decoded as the held token
 * (an older cookie's refresh token is not kept). A missing, malformed, tampered or expired
 * cookie gives null (the caller clears it).
 */
export const parseStoredToken = (
  cookieValue: string | undefined,
  nowMs: number,
): HeldToken | null => {
  if (cookieValue === undefined || cookieValue === "") return null;
  let json: unknown;
  try {
    json = JSON.parse(cookieValue);
  } catch {
    return null;
  }
  const decoded = decodeHeldToken(json);
  if (!decoded.ok) return null;
  const data = decoded.value;
  if (data.access_token === "" || !Number.isFinite(data.expires_at)) return null;
  return isTokenExpired(data, nowMs) ? null : data;
};

/**
 * The Authorization cookie's value for a token: the access token and when it expires, and
 * nothing else (the fields are picked, so no refresh token can ever be written to it).
 */
export const serializeToken = (data: HeldToken): string =>
  JSON.stringify({
    access_token: data.access_token,
    token_type: data.token_type,
    expires_in: data.expires_in,
    expires_at: data.expires_at,
  });

/** The value of the signed-in hint cookie (`SIGNED_IN_COOKIE`) the page server writes. */
export const SIGNED_IN_HINT = "1";

/**
 * How the session starts on load (spec 001 §4 "Session on load", with the refresh token on
 * the page server): a live Authorization cookie restores it; without one, the signed-in hint
 * (the page server holds a refresh token) renews it through the page server; otherwise the
 * visitor is anonymous (the client token).
 */
export const sessionOnLoad = (
  restored: HeldToken | null,
  signedInHint: string | undefined,
): "restore" | "renew" | "anonymous" =>
  restored !== null ? "restore" : signedInHint === SIGNED_IN_HINT ? "renew" : "anonymous";

/** When a token of this response expires (epoch ms), counted from `nowMs`. */
export const expiresAt = (response: TokenResponse, nowMs: number): number =>
  nowMs + response.expires_in * 1000;

/**
 * How early a token is renewed: a call made just before expiry must not arrive after it.
 * Our choice; the spec gives no margin.
 */
export const TOKEN_RENEWAL_MARGIN_MS = 60_000;

/**
 * How long until a token expiring at `expiresAtMs` is renewed: the margin before its expiry,
 * 0 when that moment has passed (renew now). Never negative.
 */
export const renewalDelayMs = (expiresAtMs: number, nowMs: number): number =>
  Math.max(0, expiresAtMs - TOKEN_RENEWAL_MARGIN_MS - nowMs);
