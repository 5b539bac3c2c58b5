/**
 * The route locales (spec 000 §2 "Locale prefixes"), on their own so that what needs only
 * them (the `locale` request header of every call, from the first one) does not carry the
 * whole route table into the first load.
 */

/** Non-English locales: `/{locale}/...` serves every route in that locale. */
export const ROUTE_LOCALES = ["es", "fr", "de", "pt", "it"] as const;
export type RouteLocale = (typeof ROUTE_LOCALES)[number];
