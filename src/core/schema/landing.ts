/** Landing pages (spec 000 §3 "Landing"; spec 001 §7 `GET /landings/slug/{slug}`). */
import { Schema } from "effect";
import { NullableNumber, NullableString } from "./common.ts";
import { PlanGroup } from "./plan.ts";
import { HexColour } from "./promos.ts";

/**
 * The kinds of landing item (the spec lists the fields, not the kinds): a poster with text and
 * a button (`hero`), text alone, a video (full screen or not), an info banner, a button alone.
 */
export const LANDING_ITEM_TYPES = ["hero", "text", "video", "info_banner", "button"] as const;
export const LandingItemType = Schema.Literals(LANDING_ITEM_TYPES);
export type LandingItemType = typeof LandingItemType.Type;

export const TextPosition = Schema.Literals(["left", "center", "right"]);
export type TextPosition = typeof TextPosition.Type;

export const InfoBannerType = Schema.Literals(["info", "success", "warning"]);

export const LandingItem = Schema.Struct({
  id: Schema.Number,
  type: LandingItemType,
  title: NullableString,
  text_position: TextPosition,
  text_position_mobile: TextPosition,
  /** Width of the text block, percent of the item. */
  text_width: NullableNumber,
  text: NullableString,
  /** Shown in place of the text once the viewer has signed up from this landing. */
  thank_you_text: NullableString,
  text_color: Schema.NullOr(HexColour),
  button_text: NullableString,
  button_color: Schema.NullOr(HexColour),
  /** A path of the site; null: the button leads to sign-up with the landing's plan group. */
  button_custom_link: NullableString,
  background_color: Schema.NullOr(HexColour),
  poster_image: NullableString,
  poster_mobile_image: NullableString,
  /** The item may be played full screen; `show_full_screen` opens it full screen at once. */
  full_screen: Schema.Boolean,
  show_full_screen: Schema.Boolean,
  video_path: NullableString,
  info_banner_type: Schema.NullOr(InfoBannerType),
});
export type LandingItem = typeof LandingItem.Type;

export const Landing = Schema.Struct({
  id: Schema.Number,
  slug: Schema.String,
  title: Schema.String,
  show_header: Schema.Boolean,
  show_footer: Schema.Boolean,
  promo_url: NullableString,
  button_default_color: Schema.NullOr(HexColour),
  button_header_text: NullableString,
  group_plan: Schema.NullOr(PlanGroup),
  items: Schema.Array(LandingItem),
});
export type Landing = typeof Landing.Type;
export const LandingResponse = Schema.Struct({ data: Landing });
