import { Schema } from "effect";

/** A setting's value: text, number, flag or list (country codes, say). */
export const SettingValue = Schema.Union([
  Schema.String,
  Schema.Number,
  Schema.Boolean,
  Schema.Array(Schema.String),
  Schema.Null,
]);
export type SettingValue = typeof SettingValue.Type;

export const Setting = Schema.Struct({ key: Schema.String, value: SettingValue });
export type Setting = typeof Setting.Type;

/** Every settings key the spec names, and the newsletter placements' configs. */
export const SETTINGS_KEYS = [
  "live-tv-minimum-membership",
  "ab-918",
  "use-no-email-cancellation-flow",
  "sniperlink-sender-email",
  "consent-enabled",
  "consent-countries",
  "reject-cookies-countries",
  "opt-in-checkbox-countries",
  "enable-subscription-coupons",
  "age-restriction-enabled",
  "sunset-modal-enabled",
  "age-verification-background-desktop",
  "age-verification-background-mobile",
  "requires_age_verification_countries",
  "requires_age_verification_us_states",
  // The newsletter info config of each placement (spec 000 §3), as JSON text: the site's own
  // keys, not named by the spec (core/newsletter.ts reads them).
  "newsletter-info-popup",
  "newsletter-info-play-attempt",
] as const;
export type SettingsKey = (typeof SETTINGS_KEYS)[number];
