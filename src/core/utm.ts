/**
 * UTM capture (spec 000 §3 "UTM info", §9; spec 001 §7, §9): the `utm_*` parameters of the
 * landing URL, kept in the `utmInfo` cookie (604800 s, only with analytics consent) and sent
 * with the newsletter and sign-up calls.
 */

/** The fields of UTM info, in the spec's names. */
export const UTM_KEYS = [
  "medium",
  "campaign",
  "country",
  "referral",
  "source",
  "term",
  "content",
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

export type UtmInfo = Readonly<Partial<Record<UtmKey, string>>>;

/** Longest value kept per field; longer values are cut (a URL is not a store). */
export const UTM_VALUE_MAX_CHARS = 200;
/** Longest cookie value read; anything longer reads as no UTM info. */
const UTM_COOKIE_MAX_CHARS = 2_048;

const clean = (value: unknown): string | null => {
  if (typeof value !== "string") return null;
  const trimmed = value.trim().slice(0, UTM_VALUE_MAX_CHARS);
  return trimmed === "" ? null : trimmed;
};

const collect = (read: (key: UtmKey) => unknown): UtmInfo | null => {
  const entries = UTM_KEYS.flatMap((key) => {
    const value = clean(read(key));
    return value === null ? [] : [[key, value] as const];
  });
  return entries.length === 0 ? null : Object.fromEntries(entries);
};

/** The UTM info of a query string (`?utm_source=x&...`), or null when it carries none. */
export const utmFromQuery = (search: string): UtmInfo | null => {
  const params = new URLSearchParams(search);
  return collect((key) => params.get(`utm_${key}`));
};

/** The cookie value: JSON of the non-empty fields. */
export const serializeUtm = (utm: UtmInfo): string => JSON.stringify(utm);

/** The cookie as read: bad JSON, a wrong shape, a huge or empty value is null. Never throws. */
export const parseUtmCookie = (raw: string | null | undefined): UtmInfo | null => {
  if (typeof raw !== "string" || raw.length > UTM_COOKIE_MAX_CHARS) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return null;
  return collect((key) => (json as Record<string, unknown>)[key]);
};

/** The UTM fields of a call's body (newsletter, sign-up): each present field under its name. */
export const utmFields = (utm: UtmInfo): UtmInfo => collect((key) => utm[key]) ?? {};

/**
 * What to do with the landing URL's UTM info: write it when there is some and analytics
 * consent allows the cookie; otherwise nothing (null).
 */
export const utmToWrite = (utm: UtmInfo | null, mayWriteCookie: boolean): UtmInfo | null =>
  utm !== null && mayWriteCookie ? utm : null;
