/**
 * Site variants and translated mode (spec 000 §1, spec 001 §1): several brands share the
 * product; translated mode is on for variant id 2 among 4, 5, 9 and 2. The cinema variant is
 * site id 2 (the channel id the payment call fixes), so it runs translated (docs/decisions/0008).
 */
import { SITE_CHANNEL_ID } from "./constants.ts";

/** The variant ids the spec lists. */
export const SITE_VARIANT_IDS = [4, 5, 9, 2] as const;
/** The one variant that runs translated mode. */
export const TRANSLATED_VARIANT_ID = 2;
/** This build's variant: the cinema site. */
export const CINEMA_VARIANT_ID = SITE_CHANNEL_ID;

/** Whether a variant runs translated mode: only variant id 2. */
export const isTranslatedVariant = (variantId: number): boolean =>
  variantId === TRANSLATED_VARIANT_ID;
