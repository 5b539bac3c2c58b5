/**
 * The first render's input (spec 001 §7 "server-render actions": server date, country from
 * x-el-country, state from x-el-us-state, user agent; spec 000 §1-§4: the locale, consent,
 * age restriction and session id cookies, the Authorization cookie's session). The page
 * server builds it from the request; the page carries it (page config `start`), and the
 * browser's first render reads it back, so the machines' first snapshot (session, consent,
 * age restriction, age verification) is the same on both sides.
 *
 * No secret is in it: of the Authorization cookie only when its session expires.
 */
import { resolveVisitorId } from "./consent.ts";
import { COOKIES } from "./cookies.ts";
import { LOCALE_COOKIE } from "./locale.ts";
import type { VisitorLocation } from "./ports.ts";
import { decodeUser } from "./startDecoders.ts";
import { parseStoredToken, sessionOnLoad } from "./token.ts";
import { boolean, type DecodedType, nullOr, number, optional, string, struct } from "./validate.ts";

/** The readable cookies the first render decides from (their raw values, as sent). */
export const decodeStartCookies = struct({
  locale: optional(string),
  consent: optional(string),
  ageRestriction: optional(string),
  sessionId: optional(string),
});
export type StartCookies = DecodedType<typeof decodeStartCookies>;

/** The first render's input, as the page carries it (a hand-written decoder: no Effect). */
export const decodeStartInput = struct({
  /** The path of the address the page was asked for (before any rewrite). */
  pathname: string,
  /** The server's clock at the request (epoch ms). */
  serverDate: number,
  location: struct({ country: nullOr(string), usState: nullOr(string) }),
  userAgent: string,
  cookies: decodeStartCookies,
  /** consent_visitor_id: the cookie's, or one drawn for this visitor by the server. */
  visitorId: string,
  /** When the session restored from the Authorization cookie expires; null: a guest. */
  restoredTokenExpiresAt: nullOr(number),
  /**
   * No live access token, but the page server holds a refresh token (its signed-in hint,
   * decision 0035): the session starts by renewing (core `sessionOnLoad`).
   */
  renewOnStart: optional(boolean),
  /**
   * The restored session's user, read by the page's server (GET /me with the session's
   * token) so that a member's first render is the member's; absent: not read.
   */
  user: optional(nullOr(decodeUser)),
});
export type StartInput = DecodedType<typeof decodeStartInput>;

/** A Cookie request header as name -> value (the first of a repeated name wins). */
export function parseCookieHeader(header: string | null | undefined): ReadonlyMap<string, string> {
  const values = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    const name = at < 0 ? "" : part.slice(0, at).trim();
    if (name === "") continue;
    if (values.has(name)) continue;
    const raw = part.slice(at + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A value that is not percent-encoded as a whole is kept as sent.
    }
    values.set(name, value);
  }
  return values;
}

export interface StartRequest {
  readonly pathname: string;
  readonly cookies: Pick<ReadonlyMap<string, string>, "get">;
  readonly userAgent: string | null | undefined;
  readonly location: VisitorLocation;
  readonly nowMs: number;
  /** A fresh consent_visitor_id, when the request has none (randomness stays outside). */
  readonly newVisitorId: () => string;
}

/** The first render's input for one request. */
export function startInputOf(request: StartRequest): StartInput {
  const { cookies } = request;
  const cookieValues: { -readonly [K in keyof StartCookies]: StartCookies[K] } = {};
  const locale = cookies.get(LOCALE_COOKIE);
  const consent = cookies.get(COOKIES.consent.name);
  const ageRestriction = cookies.get(COOKIES.ageRestriction.name);
  const sessionId = cookies.get(COOKIES.sessionId.name);
  if (locale !== undefined) cookieValues.locale = locale;
  if (consent !== undefined) cookieValues.consent = consent;
  if (ageRestriction !== undefined) cookieValues.ageRestriction = ageRestriction;
  if (sessionId !== undefined) cookieValues.sessionId = sessionId;
  const restored = parseStoredToken(cookies.get(COOKIES.authorization.name), request.nowMs);
  return {
    pathname: request.pathname,
    serverDate: request.nowMs,
    location: request.location,
    userAgent: request.userAgent ?? "",
    cookies: cookieValues,
    visitorId: resolveVisitorId(cookies.get(COOKIES.consentVisitorId.name), request.newVisitorId)
      .visitorId,
    restoredTokenExpiresAt: restored?.expires_at ?? null,
    renewOnStart: sessionOnLoad(restored, cookies.get(COOKIES.signedIn.name)) === "renew",
  };
}
