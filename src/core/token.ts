import { Result, Schema } from "effect";
import { OAuthData, type TokenResponse } from "./schema/index.ts";

/** Tokens as the client holds them: `expires_at` is now plus `expires_in` seconds (epoch ms). */
export const toOAuthData = (response: TokenResponse, nowMs: number): OAuthData => ({
  access_token: response.access_token,
  token_type: response.token_type,
  refresh_token: response.refresh_token ?? null,
  expires_in: response.expires_in,
  expires_at: nowMs + response.expires_in * 1000,
});

/** A token is expired from its `expires_at` instant on. */
export const isTokenExpired = (data: OAuthData, nowMs: number): boolean => nowMs >= data.expires_at;

const decodeOAuthData = Schema.decodeUnknownResult(OAuthData);

/**
 * The session restored from the Authorization cookie: its JSON decoded as OAuthData.
 * A missing, malformed, tampered or expired cookie gives null (the caller clears it).
 */
export const parseStoredToken = (
  cookieValue: string | undefined,
  nowMs: number,
): OAuthData | null => {
  if (cookieValue === undefined || cookieValue === "") return null;
  let json: unknown;
  try {
    json = JSON.parse(cookieValue);
  } catch {
    return null;
  }
  const decoded = decodeOAuthData(json);
  if (Result.isFailure(decoded)) return null;
  const data = decoded.success;
  if (data.access_token === "" || !Number.isFinite(data.expires_at)) return null;
  return isTokenExpired(data, nowMs) ? null : data;
};

/** The Authorization cookie's value for a token. */
export const serializeToken = (data: OAuthData): string => JSON.stringify(data);

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
