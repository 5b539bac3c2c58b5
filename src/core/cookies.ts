import {
  AGE_RESTRICTION_COOKIE_MAX_AGE_S,
  CONSENT_COOKIE_MAX_AGE_S,
  EXPERIMENT_COOKIE_MAX_AGE_S,
  NEWSLETTER_CLOSE_COOKIE_MAX_AGE_S,
  SESSION_ID_COOKIE_MAX_AGE_S,
  UTM_COOKIE_MAX_AGE_S,
} from "./constants.ts";
import { REFRESH_COOKIE_MAX_AGE_S, SIGNED_IN_COOKIE } from "./sessionEndpoints.ts";

export type SameSite = "lax" | "strict" | "none";

/**
 * How a cookie is written. `maxAgeS` null: a session cookie; "token": the lifetime is the
 * token's own `expires_in` (the Authorization cookie).
 */
export interface CookieSpec {
  readonly name: string;
  readonly maxAgeS: number | null | "token";
  readonly path: "/";
  readonly secure: boolean;
  readonly sameSite: SameSite;
}

const cookie = (
  name: string,
  maxAgeS: CookieSpec["maxAgeS"],
  flags: Partial<Pick<CookieSpec, "secure" | "sameSite">> = {},
): CookieSpec => ({ name, maxAgeS, path: "/", secure: false, sameSite: "lax", ...flags });

/** Every cookie of the spec (001 §3, §9): name, lifetime, path and flags, in one table. */
export const COOKIES = {
  languageClose: cookie("language_close", null),
  newsletterClose: cookie("newsletter_close", NEWSLETTER_CLOSE_COOKIE_MAX_AGE_S),
  consent: cookie("consent", CONSENT_COOKIE_MAX_AGE_S),
  consentVisitorId: cookie("consent_visitor_id", CONSENT_COOKIE_MAX_AGE_S),
  authorization: cookie("Authorization", "token", { secure: true }),
  /** Written by the page server beside its HttpOnly refresh cookie (docs/decisions/0035). */
  signedIn: cookie(SIGNED_IN_COOKIE, REFRESH_COOKIE_MAX_AGE_S),
  cartId: cookie("cartId", null),
  ageRestriction: cookie("age_restriction", AGE_RESTRICTION_COOKIE_MAX_AGE_S),
  sessionId: cookie("session_id", SESSION_ID_COOKIE_MAX_AGE_S, { secure: false, sameSite: "lax" }),
  sessionIdVerified: cookie("session_id_verified", SESSION_ID_COOKIE_MAX_AGE_S, {
    secure: false,
    sameSite: "lax",
  }),
  userSegment: cookie("user_segment", null),
  utmInfo: cookie("utmInfo", UTM_COOKIE_MAX_AGE_S),
  revenue: cookie("revenue", null),
  subscriptionSales: cookie("subscription_sales", null),
  subscriptionSalesCs: cookie("subscription_sales_cs", null),
  experiment: cookie("experiment", EXPERIMENT_COOKIE_MAX_AGE_S),
} as const satisfies Record<string, CookieSpec>;

export type CookieKey = keyof typeof COOKIES;

/**
 * Analytics cookies: the UTM cookie (written only with analytics consent, 000 §9) and the
 * revenue cookie (stored only with analytics consent, 001 §7). Removed when analytics is
 * refused (decision 0053).
 */
export const ANALYTICS_COOKIES = [COOKIES.utmInfo, COOKIES.revenue] as const;

/** Preferences cookies: the language bar's remembered close (decision 0053). */
export const PREFERENCES_COOKIES = [COOKIES.languageClose] as const;

/** Marketing cookies: removed when marketing consent is refused. */
export const MARKETING_COOKIES = [
  COOKIES.utmInfo,
  COOKIES.revenue,
  COOKIES.subscriptionSales,
  COOKIES.subscriptionSalesCs,
] as const;
