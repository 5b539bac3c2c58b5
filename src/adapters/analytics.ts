/**
 * The tag manager's dataLayer (spec 000 §4, spec 001 §4): Google consent-mode defaults,
 * pushed before anything else, and one tag-manager event per accepted consent category.
 */
import type { ConsentCategory } from "../core/consent.ts";

/** A window-like holder of the dataLayer (the real window in the app, a plain object in tests). */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

/** Consent-mode signals (gtag consent API). */
export type ConsentModeSignal =
  | "ad_storage"
  | "ad_user_data"
  | "ad_personalization"
  | "analytics_storage"
  | "functionality_storage"
  | "personalization_storage"
  | "security_storage";

export type ConsentModeState = Partial<Record<ConsentModeSignal, "granted" | "denied">>;

/** Default tracking consent: ads, user data, personalization and analytics denied. */
export const CONSENT_MODE_DEFAULTS: ConsentModeState = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  functionality_storage: "granted",
  security_storage: "granted",
};

/** What accepting a category grants in consent mode. */
export const CONSENT_MODE_BY_CATEGORY: Record<ConsentCategory, ConsentModeState> = {
  marketing: { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
  analytics: { analytics_storage: "granted" },
  preferences: { personalization_storage: "granted" },
};

/** The tag-manager event pushed when a category is accepted. */
export const CONSENT_EVENT_BY_CATEGORY: Record<ConsentCategory, string> = {
  marketing: "cookie_consent_marketing",
  analytics: "cookie_consent_statistics",
  preferences: "cookie_consent_preferences",
};

export interface Analytics {
  /** `gtag('consent', 'default', …)`; put first in the dataLayer; once per dataLayer. */
  pushConsentDefaults(): void;
  /** `gtag('consent', 'update', …)` for the category, then its tag-manager event. */
  pushConsentEvent(category: ConsentCategory): void;
  /** Any other dataLayer event. */
  push(event: Record<string, unknown>): void;
}

const defaultsPushed = new WeakSet<unknown[]>();

/** Builds the gtag-style entry: an Arguments object holding the gtag call's arguments. */
function gtagEntry(..._args: unknown[]): IArguments {
  // biome-ignore lint/complexity/noArguments: consent mode only reads Arguments objects, as gtag.js pushes them.
  return arguments;
}

export function createAnalytics(host: DataLayerHost): Analytics {
  const dataLayer = (): unknown[] => {
    host.dataLayer ??= [];
    return host.dataLayer;
  };
  return {
    pushConsentDefaults: () => {
      const layer = dataLayer();
      if (defaultsPushed.has(layer)) return;
      defaultsPushed.add(layer);
      const entry = gtagEntry("consent", "default", { ...CONSENT_MODE_DEFAULTS });
      // Before anything else: while the tag manager has not loaded, the dataLayer is a plain
      // queue and the defaults go to its front; once loaded (push replaced), they are pushed.
      if (layer.push === Array.prototype.push) layer.unshift(entry);
      else layer.push(entry);
    },
    pushConsentEvent: (category) => {
      const layer = dataLayer();
      layer.push(gtagEntry("consent", "update", { ...CONSENT_MODE_BY_CATEGORY[category] }));
      layer.push({ event: CONSENT_EVENT_BY_CATEGORY[category] });
    },
    push: (event) => {
      dataLayer().push(event);
    },
  };
}
