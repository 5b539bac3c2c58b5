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
import { Schema } from "effect";
import { resolveVisitorId } from "./consent.ts";
import { COOKIES } from "./cookies.ts";
import { LOCALE_COOKIE } from "./locale.ts";
import type { VisitorLocation } from "./ports.ts";
import { User } from "./schema/user.ts";
import { parseStoredToken, sessionOnLoad } from "./token.ts";

/** The readable cookies the first render decides from (their raw values, as sent). */
export const StartCookies = Schema.Struct({
  locale: Schema.optional(Schema.String),
  consent: Schema.optional(Schema.String),
  ageRestriction: Schema.optional(Schema.String),
  sessionId: Schema.optional(Schema.String),
});
export type StartCookies = typeof StartCookies.Type;

export const StartInput = Schema.Struct({
  /** The path of the address the page was asked for (before any rewrite). */
  pathname: Schema.String,
  /** The server's clock at the request (epoch ms). */
  serverDate: Schema.Number,
  location: Schema.Struct({
    country: Schema.NullOr(Schema.String),
    usState: Schema.NullOr(Schema.String),
  }),
  userAgent: Schema.String,
  cookies: StartCookies,
  /** consent_visitor_id: the cookie's, or one drawn for this visitor by the server. */
  visitorId: Schema.String,
  /** When the session restored from the Authorization cookie expires; null: a guest. */
  restoredTokenExpiresAt: Schema.NullOr(Schema.Number),
  /**
   * No live access token, but the page server holds a refresh token (its signed-in hint,
   * decision 0035): the session starts by renewing (core `sessionOnLoad`).
   */
  renewOnStart: Schema.optional(Schema.Boolean),
  /**
   * The restored session's user, read by the page's server (GET /me with the session's
   * token) so that a member's first render is the member's; absent: not read.
   */
  user: Schema.optional(Schema.NullOr(User)),
});
export type StartInput = typeof StartInput.Type;

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
