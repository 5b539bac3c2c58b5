/**
 * The route locales (spec 000 §2 "Locale prefixes"), on their own so that what needs only
 * them (the `locale` request header of every call, from the first one) does not carry the
 * whole route table into the first load.
 */
import { CINEMA_VARIANT_ID, isTranslatedVariant } from "./siteVariant.ts";

/** Non-English locales: `/{locale}/...` serves every route in that locale. */
const TRANSLATED_LOCALES = ["es", "fr", "de", "pt", "it"] as const;
export type RouteLocale = (typeof TRANSLATED_LOCALES)[number];
/**
 * The route locales of this build: all of them where the site variant runs translated mode
 * (the cinema variant, id 2: docs/decisions/0008), none elsewhere (English only).
 */
export const ROUTE_LOCALES: readonly RouteLocale[] = isTranslatedVariant(CINEMA_VARIANT_ID)
  ? TRANSLATED_LOCALES
  : [];
