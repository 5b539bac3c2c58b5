/**
 * Cookie consent (spec 000 §1, §2, §4; spec 001 §3, §4, §7, §9): who is asked, what a
 * decision changes (cookies cleared, tag-manager events, A/B testing), the cookie value
 * and the server payload. The flow over time is `machines/consent.machine.ts`.
 */
import {
  ANALYTICS_COOKIES,
  type CookieSpec,
  MARKETING_COOKIES,
  PREFERENCES_COOKIES,
} from "./cookies.ts";
import type { ConsentPayload } from "./ports.ts";
import { normalizeRegionCode } from "./visitor.ts";

/** The three categories a visitor decides on; strictly necessary is always on. */
export type ConsentCategory = "marketing" | "analytics" | "preferences";
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = [
  "marketing",
  "analytics",
  "preferences",
];

/** The consent object of the spec, as stored in the consent cookie. */
export interface Consent {
  readonly marketingConsent: boolean;
  readonly analyticsConsent: boolean;
  readonly preferencesConsent: boolean;
}

/** A choice as the consent manager sends it. */
export interface ConsentChoice {
  readonly marketing: boolean;
  readonly analytics: boolean;
  readonly preferences: boolean;
}

export const ALL_GRANTED: Consent = {
  marketingConsent: true,
  analyticsConsent: true,
  preferencesConsent: true,
};

export const ALL_REFUSED: Consent = {
  marketingConsent: false,
  analyticsConsent: false,
  preferencesConsent: false,
};

export const consentFromChoice = (choice: ConsentChoice): Consent => ({
  marketingConsent: choice.marketing,
  analyticsConsent: choice.analytics,
  preferencesConsent: choice.preferences,
});

export const choiceFromConsent = (consent: Consent): ConsentChoice => ({
  marketing: consent.marketingConsent,
  analytics: consent.analyticsConsent,
  preferences: consent.preferencesConsent,
});

/** Whether the visitor granted a category. */
export const isGranted = (consent: Consent, category: ConsentCategory): boolean =>
  choiceFromConsent(consent)[category];

/** Whether a (normalised) country is in a settings list of country codes. */
export const isCountryListed = (
  country: string | null | undefined,
  list: readonly string[],
): boolean => {
  const code = normalizeRegionCode(country);
  return code !== null && list.some((item) => normalizeRegionCode(item) === code);
};

/** A country-list check that bots are excluded from (spec 000 §2): a bot is never listed. */
export interface CountryCheck {
  readonly country: string | null;
  readonly countries: readonly string[];
  readonly isBot: boolean;
}

const humanInListedCountry = (check: CountryCheck): boolean =>
  !check.isBot && isCountryListed(check.country, check.countries);

/**
 * Whether consent is asked: consent-enabled is on and consent-countries lists the country.
 * A bot is excluded from the check, so it is not asked, like a visitor from an unlisted
 * country (and so, like them, granted everything silently).
 */
export const isConsentAsked = (check: CountryCheck & { readonly enabled: boolean }): boolean =>
  check.enabled && humanInListedCountry(check);

/** Whether the consent bar offers "reject all" (reject-cookies-countries; bots excluded). */
export const offersRejectAll = (check: CountryCheck): boolean => humanInListedCountry(check);

/** Whether the marketing opt-in checkbox shows (opt-in-checkbox-countries; bots excluded). */
export const showsOptInCheckbox = (check: CountryCheck): boolean => humanInListedCountry(check);

/** The opt-in value sent with a newsletter form: true when the box is not shown (spec §5). */
export const optInValue = (checkboxShown: boolean, ticked: boolean): boolean =>
  checkboxShown ? ticked : true;

/** Longest consent cookie value read; anything longer is tampering and reads as absent. */
export const CONSENT_COOKIE_MAX_CHARS = 512;

/** The consent cookie value: JSON of the three booleans, in the spec's field names. */
export const serializeConsent = (consent: Consent): string =>
  JSON.stringify({
    marketingConsent: consent.marketingConsent,
    analyticsConsent: consent.analyticsConsent,
    preferencesConsent: consent.preferencesConsent,
  });

/**
 * The consent cookie as read: bad JSON, a value that is not an object of the three
 * booleans, or a huge value is treated as absent (null). Never throws.
 */
export const parseConsentCookie = (raw: string | null | undefined): Consent | null => {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > CONSENT_COOKIE_MAX_CHARS) {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const { marketingConsent, analyticsConsent, preferencesConsent } = parsed as Record<
    string,
    unknown
  >;
  if (
    typeof marketingConsent !== "boolean" ||
    typeof analyticsConsent !== "boolean" ||
    typeof preferencesConsent !== "boolean"
  ) {
    return null;
  }
  return { marketingConsent, analyticsConsent, preferencesConsent };
};

/** Each category's cookies (spec 000 §3, §4; decision 0053 for analytics and preferences). */
export const COOKIES_BY_CATEGORY: Readonly<Record<ConsentCategory, readonly CookieSpec[]>> = {
  marketing: MARKETING_COOKIES,
  analytics: ANALYTICS_COOKIES,
  preferences: PREFERENCES_COOKIES,
};

/**
 * The cookies a decision removes: those of every refused category (spec 000 §4: "Refusing a
 * category removes its cookies"), each once, in the categories' order.
 */
export const cookiesToClear = (consent: Consent): readonly CookieSpec[] => [
  ...new Set(
    CONSENT_CATEGORIES.filter((category) => !isGranted(consent, category)).flatMap(
      (category) => COOKIES_BY_CATEGORY[category],
    ),
  ),
];

/** The granted categories, in a fixed order. */
export const grantedCategories = (consent: Consent): readonly ConsentCategory[] =>
  CONSENT_CATEGORIES.filter((category) => isGranted(consent, category));

/**
 * The categories whose tag-manager event a decision pushes: those granted now and not
 * already granted earlier in this page's life (`previous` null: nothing pushed yet).
 */
export const newlyGrantedCategories = (
  previous: Consent | null,
  next: Consent,
): readonly ConsentCategory[] =>
  grantedCategories(next).filter((category) => previous === null || !isGranted(previous, category));

/** Whether a decision starts the A/B testing script: analytics newly granted. */
export const startsAbTesting = (previous: Consent | null, next: Consent): boolean =>
  newlyGrantedCategories(previous, next).includes("analytics");

/** The UTM cookie is written only with analytics consent (spec 000 §9, spec 001 §9). */
export const mayWriteUtmCookie = (consent: Consent | null): boolean =>
  consent?.analyticsConsent === true;

/** The body of `POST /cookies-consent`: statistics is analytics; strictly necessary is true. */
export const consentPayload = (
  visitorId: string,
  country: string | null,
  consent: Consent,
): ConsentPayload => ({
  visitor_id: visitorId,
  country_code: normalizeRegionCode(country) ?? "",
  cookie_type: {
    marketing: consent.marketingConsent,
    statistics: consent.analyticsConsent,
    preferences: consent.preferencesConsent,
    strictly_necessary: true,
  },
});

/** Longest consent_visitor_id accepted from the cookie. */
export const VISITOR_ID_MAX_CHARS = 128;

/** The consent_visitor_id cookie as read: malformed or huge values are absent. */
export const parseVisitorId = (raw: string | null | undefined): string | null =>
  typeof raw === "string" && raw.length <= VISITOR_ID_MAX_CHARS && /^[A-Za-z0-9_-]+$/.test(raw)
    ? raw
    : null;

/**
 * The visitor id for consent: the stored one when valid, otherwise a fresh one from the
 * injected generator (randomness stays outside core). `isNew`: the cookie must be written.
 */
export const resolveVisitorId = (
  raw: string | null | undefined,
  generate: () => string,
): { readonly visitorId: string; readonly isNew: boolean } => {
  const stored = parseVisitorId(raw);
  return stored === null
    ? { visitorId: generate(), isNew: true }
    : { visitorId: stored, isNew: false };
};

/** Where the consent flow starts, from the settings-derived "asked" and the cookie. */
export type ConsentStart =
  | { readonly kind: "grantSilently"; readonly consent: Consent }
  | { readonly kind: "restore"; readonly consent: Consent }
  | { readonly kind: "ask" };

export const consentStart = (asked: boolean, stored: Consent | null): ConsentStart => {
  if (!asked) return { kind: "grantSilently", consent: ALL_GRANTED };
  return stored === null ? { kind: "ask" } : { kind: "restore", consent: stored };
};

/** Whether two consents are the same decision. */
export const sameConsent = (a: Consent | null, b: Consent | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.marketingConsent === b.marketingConsent &&
    a.analyticsConsent === b.analyticsConsent &&
    a.preferencesConsent === b.preferencesConsent);
