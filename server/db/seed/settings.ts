import { DEFAULT_NEWSLETTER_INFO } from "../../../src/core/newsletter.ts";
import type { SettingsKey, SettingValue } from "../../../src/core/schema/settings.ts";
import { artUrl } from "../../mediaPaths.ts";
import type { Db } from "../connection.ts";

/** A value for every key of SETTINGS_KEYS (the `satisfies` makes a missing key a type error). */
export const DEFAULT_SETTINGS = {
  "live-tv-minimum-membership": "Subscribed",
  "ab-918": 50,
  "use-no-email-cancellation-flow": false,
  "sniperlink-sender-email": "hello@cinema.test",
  "consent-enabled": true,
  "consent-countries": ["ES", "FR", "DE", "IT", "GB"],
  "reject-cookies-countries": ["ES", "FR"],
  "opt-in-checkbox-countries": ["ES", "DE"],
  "enable-subscription-coupons": true,
  "age-restriction-enabled": true,
  "sunset-modal-enabled": false,
  "age-verification-background-desktop": artUrl("misc", "cover", "age-verification"),
  "age-verification-background-mobile": artUrl("misc", "mobile", "age-verification"),
  requires_age_verification_countries: ["US", "GB", "FR"],
  requires_age_verification_us_states: ["TX", "UT", "LA", "VA"],
  "newsletter-info-popup": JSON.stringify(DEFAULT_NEWSLETTER_INFO.popup),
  "newsletter-info-play-attempt": JSON.stringify(DEFAULT_NEWSLETTER_INFO.playAttempt),
} as const satisfies Record<SettingsKey, SettingValue>;

export function seedSettings(db: Db): void {
  // OR REPLACE: migration 7 already wrote the newsletter configs (for databases seeded before).
  const insert = db.prepare("INSERT OR REPLACE INTO settings (key, value_json) VALUES (?, ?)");
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
    insert.run(key, JSON.stringify(value));
  }
}
