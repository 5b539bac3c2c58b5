/**
 * Age verification (spec 000 §2 "Age verification guard", spec 001 §4, §5, §7): the
 * location rule, the exempt paths and the steps of the guard, as pure decisions. The
 * flow over time (calls, cookies, redirects) is `machines/ageVerification.machine.ts`.
 */
import type { VisitorLocation } from "./ports.ts";
import { normalizeRegionCode } from "./visitor.ts";

export const AGE_VERIFICATION_PATH = "/age-verification";
export const HOME_PATH = "/";
/** The value of the session_id_verified cookie once the session status succeeds. */
export const SESSION_VERIFIED_COOKIE_VALUE = "true";
export const US_COUNTRY_CODE = "US";

/** Where verification is required (settings requires_age_verification_*). */
export interface AgeVerificationRules {
  readonly countries: readonly string[];
  readonly usStates: readonly string[];
}

const listHas = (list: readonly string[], code: string | null): boolean =>
  code !== null && list.some((item) => normalizeRegionCode(item) === code);

/**
 * The location rule: required iff the country is listed and, for the US, the state is
 * listed too. No country: not required. Codes compare case-insensitively.
 */
export const requiresAgeVerification = (
  location: VisitorLocation,
  rules: AgeVerificationRules,
): boolean => {
  const country = normalizeRegionCode(location.country);
  if (!listHas(rules.countries, country)) return false;
  if (country !== US_COUNTRY_CODE) return true;
  return listHas(rules.usStates, normalizeRegionCode(location.usState));
};

/** First path segments that are two letters but are routes, not locales (`/lp/{slug}`). */
const NON_LOCALE_SEGMENTS = new Set(["lp"]);
const LOCALE_SEGMENT = /^[a-z]{2}(?:-[A-Za-z]{2})?$/;

/** The path of a URL-ish string: no query, no hash, always starting with "/". */
export const pathOnly = (pathname: string): string => {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  return path.startsWith("/") ? path : `/${path}`;
};

/** The path without its locale prefix (`/es/login` and `/pt-BR/login` give `/login`). */
export const stripLocalePrefix = (pathname: string): string => {
  const path = pathOnly(pathname);
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  const first = match?.[1];
  if (!first || !LOCALE_SEGMENT.test(first) || NON_LOCALE_SEGMENTS.has(first)) return path;
  return match[2] ?? "/";
};

const EXEMPT_PATH = /^\/(?:login|legal|recover-password)(?:\/.*)?$/;

/** /login, /legal and /recover-password, with any locale prefix and any sub-path. */
export const isExemptPath = (pathname: string): boolean =>
  EXEMPT_PATH.test(stripLocalePrefix(pathname));

/** Whether the path is the age-verification page (with or without a locale prefix). */
export const isAgeVerificationPath = (pathname: string): boolean =>
  /^\/age-verification\/?$/.test(stripLocalePrefix(pathname));

/** What the guard needs to know to take its first steps. */
export interface GuardInput {
  readonly pathname: string;
  readonly isLoggedIn: boolean;
  readonly verificationRequired: boolean;
  readonly hasSessionId: boolean;
}

/** The first decision of the guard (steps 1 to 5 of spec 000 §2, in order). */
export type GuardDecision =
  | { readonly kind: "redirect"; readonly to: string }
  | { readonly kind: "pass"; readonly reason: "loggedIn" | "exempt" | "notRequired" }
  | { readonly kind: "checkSession" }
  | { readonly kind: "createSession" };

export const decideGuard = (input: GuardInput): GuardDecision => {
  if (input.isLoggedIn) {
    return isAgeVerificationPath(input.pathname)
      ? { kind: "redirect", to: HOME_PATH }
      : { kind: "pass", reason: "loggedIn" };
  }
  if (isExemptPath(input.pathname)) return { kind: "pass", reason: "exempt" };
  if (!input.verificationRequired) return { kind: "pass", reason: "notRequired" };
  return input.hasSessionId ? { kind: "checkSession" } : { kind: "createSession" };
};

/**
 * Where an unverified visitor is sent: the age-verification page, or nowhere (null)
 * when already there, so the guard never loops on its own redirect.
 */
export const verificationRedirect = (pathname: string): string | null =>
  isAgeVerificationPath(pathname) ? null : AGE_VERIFICATION_PATH;

/** Longest session id we accept from the cookie; the id goes into a URL path segment. */
export const SESSION_ID_MAX_LENGTH = 200;
const SESSION_ID_PATTERN = /^[A-Za-z0-9._~:-]+$/;

/** Whether a text can be a session id (what the server returned, or the cookie holds). */
export const isValidSessionId = (value: unknown): value is string =>
  typeof value === "string" &&
  value.length > 0 &&
  value.length <= SESSION_ID_MAX_LENGTH &&
  value !== "." &&
  value !== ".." &&
  SESSION_ID_PATTERN.test(value);

/**
 * The session_id cookie as the guard reads it: a malformed or tampered value (empty,
 * huge, characters that could escape the URL path segment) is treated as absent.
 */
export const parseSessionIdCookie = (raw: string | null | undefined): string | null =>
  isValidSessionId(raw) ? raw : null;

/** The value of the age_restriction cookie once the visitor accepts the age modal. */
export const AGE_RESTRICTION_ACCEPTED_VALUE = "true";

/** Whether the age_restriction cookie records an acceptance (anything else: not accepted). */
export const isAgeRestrictionAccepted = (raw: string | null | undefined): boolean =>
  raw === AGE_RESTRICTION_ACCEPTED_VALUE;

/**
 * The first-visit age modal (spec 000 §2): shown iff the age-restriction setting is on, it
 * has not been accepted yet, and verification by location is not required (where it is,
 * the verification page takes the modal's place).
 */
export const shouldShowAgeRestriction = (input: {
  readonly enabled: boolean;
  readonly accepted: boolean;
  readonly verificationRequired: boolean;
}): boolean => input.enabled && !input.accepted && !input.verificationRequired;

/**
 * Whether a verification URL from the API may be opened: an absolute http(s) URL or a
 * same-site path. Anything else (`javascript:`, `data:`, protocol-relative) is refused.
 */
export const isSafeVerificationUrl = (url: unknown): url is string =>
  typeof url === "string" && (/^https?:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url));
