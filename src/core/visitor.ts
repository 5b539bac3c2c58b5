/**
 * Who the visitor is, as far as the first visit cares: where they are (country and US
 * state from the request headers of spec 001 §7) and whether the user agent is a bot
 * (spec 000 §2: bots are excluded from the consent, reject-cookies and opt-in checks).
 */
import type { VisitorLocation } from "./ports.ts";

/** Longest country or region code we accept from a header; anything longer is noise. */
const MAX_REGION_CODE_LENGTH = 8;

/**
 * A country or state code as compared everywhere: trimmed, upper case; blank, too long or
 * non-alphanumeric input is no code at all (null).
 */
export const normalizeRegionCode = (code: string | null | undefined): string | null => {
  if (typeof code !== "string") return null;
  const trimmed = code.trim().toUpperCase();
  if (trimmed === "" || trimmed.length > MAX_REGION_CODE_LENGTH) return null;
  return /^[A-Z0-9-]+$/.test(trimmed) ? trimmed : null;
};

/** The visitor's location from raw header values (x-el-country, x-el-us-state). */
export const visitorLocation = (
  country: string | null | undefined,
  usState: string | null | undefined,
): VisitorLocation => ({
  country: normalizeRegionCode(country),
  usState: normalizeRegionCode(usState),
});

/** Words that mark crawlers, previewers and headless tools in a user agent. */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|adsbot|bingpreview|facebookexternalhit|facebookcatalog|embedly|quora link preview|telegrambot|slackbot|discordbot|vkshare|w3c_validator|lighthouse|pagespeed|chrome-lighthouse|headlesschrome|phantomjs|prerender|python-requests|python-urllib|curl\/|wget\/|go-http-client|java\/|okhttp|axios\/|node-fetch|scrapy|httpclient/i;

/** Phone brands whose names merely contain "bot". */
const NOT_BOT_PATTERN = /cubot/i;

/**
 * Whether a user agent is a bot. An empty or missing user agent is not treated as a bot
 * (a visitor without a user agent still gets the consent bar where it applies).
 */
export const isBot = (userAgent: string | null | undefined): boolean => {
  if (typeof userAgent !== "string" || userAgent.trim() === "") return false;
  const withoutFalsePositives = userAgent.replace(NOT_BOT_PATTERN, "");
  return BOT_PATTERN.test(withoutFalsePositives);
};
