/**
 * Typed reads of the settings list (`GET /settings`: `[{ key, value }]`, spec 000 §3,
 * spec 001 §7). A missing key, or a value of the wrong shape, reads as "off", an empty
 * list or no text: a broken setting never turns a feature on.
 */
import type { Setting, SettingsKey, SettingValue } from "./schema/settings.ts";
import { normalizeRegionCode } from "./visitor.ts";

/** The raw value of a setting; the first entry wins when a key is repeated. */
export const settingValue = (
  settings: readonly Setting[],
  key: SettingsKey,
): SettingValue | undefined => settings.find((s) => s.key === key)?.value;

const TRUE_WORDS = new Set(["1", "true", "on", "yes", "enabled"]);

/**
 * A flag setting: true, a non-zero number, or the text 1/true/on/yes/enabled
 * (any case) is on; everything else (missing, null, lists, other text) is off.
 */
export const settingFlag = (settings: readonly Setting[], key: SettingsKey): boolean => {
  const value = settingValue(settings, key);
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) && value !== 0;
  if (typeof value === "string") return TRUE_WORDS.has(value.trim().toLowerCase());
  return false;
};

/**
 * A list setting: a list of texts, or one text separated by commas, semicolons or
 * whitespace. Items are trimmed; blanks are dropped.
 */
export const settingList = (settings: readonly Setting[], key: SettingsKey): readonly string[] => {
  const value = settingValue(settings, key);
  const items = Array.isArray(value)
    ? value
    : typeof value === "string"
      ? value.split(/[\s,;]+/)
      : [];
  return items.map((item) => item.trim()).filter((item) => item !== "");
};

/** A list setting of country or state codes, normalised (upper case, valid codes only). */
export const settingCodeList = (
  settings: readonly Setting[],
  key: SettingsKey,
): readonly string[] =>
  settingList(settings, key).flatMap((item) => {
    const code = normalizeRegionCode(item);
    return code === null ? [] : [code];
  });

/** A text setting: non-blank text, or a number as text; otherwise null. */
export const settingText = (settings: readonly Setting[], key: SettingsKey): string | null => {
  const value = settingValue(settings, key);
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
};

/** Every setting the first visit reads (consent, age restriction, age verification). */
export interface FirstVisitSettings {
  readonly consentEnabled: boolean;
  readonly consentCountries: readonly string[];
  readonly rejectCookiesCountries: readonly string[];
  readonly optInCheckboxCountries: readonly string[];
  readonly ageRestrictionEnabled: boolean;
  readonly ageVerificationCountries: readonly string[];
  readonly ageVerificationUsStates: readonly string[];
  readonly ageVerificationBackground: {
    readonly desktop: string | null;
    readonly mobile: string | null;
  };
}

export const firstVisitSettings = (settings: readonly Setting[]): FirstVisitSettings => ({
  consentEnabled: settingFlag(settings, "consent-enabled"),
  consentCountries: settingCodeList(settings, "consent-countries"),
  rejectCookiesCountries: settingCodeList(settings, "reject-cookies-countries"),
  optInCheckboxCountries: settingCodeList(settings, "opt-in-checkbox-countries"),
  ageRestrictionEnabled: settingFlag(settings, "age-restriction-enabled"),
  ageVerificationCountries: settingCodeList(settings, "requires_age_verification_countries"),
  ageVerificationUsStates: settingCodeList(settings, "requires_age_verification_us_states"),
  ageVerificationBackground: {
    desktop: settingText(settings, "age-verification-background-desktop"),
    mobile: settingText(settings, "age-verification-background-mobile"),
  },
});

/**
 * The first-visit settings when none can be read (the page came without them and
 * `/settings` failed): never grant consent silently on a guess, so the visitor is asked
 * wherever they are; the age modal shows; location-based verification waits for a visit
 * that can read its country lists.
 */
export const unreadableFirstVisitSettings = (country: string | null): FirstVisitSettings => ({
  ...firstVisitSettings([]),
  consentEnabled: true,
  consentCountries: country === null ? [] : [country],
  ageRestrictionEnabled: true,
});
