/**
 * Promotions and banners of the default layout and the home page (spec 000 §3 "Promo bar",
 * "Countdown promo", "Banner"; spec 001 §7 `/top-header-promos`, `/countdown-promos`,
 * `/cta-banner`, `/small-banners`, banners by type, `/logos`). Shapes the spec leaves open
 * are recorded in docs/decisions/0002-wire-shapes-not-in-the-spec.md.
 */
import { Schema } from "effect";
import { NullableNumber, NullableString } from "./common.ts";

/** Which screens a promo is for (spec 001 §9 "Device filters"). */
export const PromoDevice = Schema.Literals(["ALL", "DESKTOP", "MOBILE"]);
export type PromoDevice = typeof PromoDevice.Type;

/** The pages a promo can be placed on (spec 000 §3 "Promo positions"). */
export const PROMO_POSITIONS = [
  "index",
  "movies",
  "film",
  "series",
  "categories",
  "performers",
  "directors",
  "collaborators",
  "cast",
  "sign-up",
  "checkout",
  "quick-order",
  "cart",
] as const;
export const PromoPosition = Schema.Literals(PROMO_POSITIONS);
export type PromoPosition = typeof PromoPosition.Type;

/** A colour as CSS reads it: `#rgb` or `#rrggbb`. */
export const HexColour = Schema.String.check(Schema.isPattern(/^#(?:[0-9a-fA-F]{3}){1,2}$/));

/** The promo bar above the header (`GET /top-header-promos`). */
export const PromoBar = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  content: Schema.String,
  background_color: HexColour,
  text_color: HexColour,
  /** A path of the site, or null for a bar that links nowhere. */
  link: NullableString,
  device: PromoDevice,
  position: PromoPosition,
});
export type PromoBar = typeof PromoBar.Type;
export const PromoBarList = Schema.Struct({ data: Schema.Array(PromoBar) });

/** Who a countdown is for; the server answers only those the viewer may see. */
export const CountdownAccessLevel = Schema.Literals(["all", "guest", "member", "non-premium"]);
export type CountdownAccessLevel = typeof CountdownAccessLevel.Type;

/** The countdown bar (`GET /countdown-promos`): counts down to `promo_date`. */
export const CountdownPromo = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  description: NullableString,
  background_color: HexColour,
  text_color: HexColour,
  custom_link: NullableString,
  access_level: CountdownAccessLevel,
  device: PromoDevice,
  position: PromoPosition,
  status: Schema.Literals(["active", "inactive"]),
  /** ISO 8601 instants. */
  start_date: Schema.String,
  promo_date: Schema.String,
});
export type CountdownPromo = typeof CountdownPromo.Type;
export const CountdownPromoList = Schema.Struct({ data: Schema.Array(CountdownPromo) });

/** Banner types (spec 000 §3); `LATEST RELEASES` keeps its space, as the spec writes it. */
export const BANNER_TYPES = [
  "HOME",
  "HOME_MIDDLE",
  "HOME_BOTTOM",
  "MOVIES",
  "SERIES",
  "PERFORMERS",
  "DIRECTORS",
  "CATEGORIES",
  "CONFESSIONS",
  "LATEST RELEASES",
] as const;
export const BannerType = Schema.Literals(BANNER_TYPES);
export type BannerType = typeof BannerType.Type;

/** The images a slide's resource brings; a slide shows only with a desktop-and-mobile pair. */
export const SlideImages = Schema.Struct({
  banner_image: NullableString,
  banner_image_mobile: NullableString,
  poster_image: NullableString,
  poster_mobile_image: NullableString,
  cover_picture: NullableString,
  mobile_detail_picture: NullableString,
});
export type SlideImages = typeof SlideImages.Type;

/** What a slide leads to: a film, a series, a category, a person, or a plain link. */
export const SlideResource = Schema.Struct({
  model_type: Schema.Literals(["Movie", "Series", "Tag", "Person"]),
  id: Schema.Number,
  slug: Schema.String,
  title: Schema.String,
  /** Films and episodes: whether the film is published (unpublished films are not linked). */
  status: NullableString,
  /** Persons: their type (`performers`, `directors`, ...). */
  person_type: NullableString,
});
export type SlideResource = typeof SlideResource.Type;

export const BannerSlide = Schema.Struct({
  id: Schema.Number,
  order: Schema.Number,
  title: Schema.String,
  subtitle: NullableString,
  button_text: NullableString,
  /** A path of the site; null when the slide links to its resource (or nowhere). */
  link: NullableString,
  resource: Schema.NullOr(SlideResource),
  images: SlideImages,
});
export type BannerSlide = typeof BannerSlide.Type;

export const Banner = Schema.Struct({
  id: Schema.Number,
  type: BannerType,
  /** Show the default plan group's offer beside the slides. */
  show_plan: Schema.Boolean,
  slides: Schema.Array(BannerSlide),
});
export type Banner = typeof Banner.Type;
/** `GET /banners?type=HOME`: the banner of that type, or null when none is set up. */
export const BannerResponse = Schema.Struct({ data: Schema.NullOr(Banner) });

/** `GET /cta-banner`: the call-to-action banner (the sign-up pitch), or null. */
export const CtaBanner = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  text: NullableString,
  button_text: Schema.String,
  link: Schema.String,
  background_image: Schema.String,
  background_image_mobile: Schema.String,
});
export type CtaBanner = typeof CtaBanner.Type;
export const CtaBannerResponse = Schema.Struct({ data: Schema.NullOr(CtaBanner) });

/** `GET /small-banners`: small promotional tiles, in order. */
export const SmallBanner = Schema.Struct({
  id: Schema.Number,
  order: Schema.Number,
  title: Schema.String,
  text: NullableString,
  link: Schema.String,
  image: Schema.String,
  image_mobile: Schema.String,
});
export type SmallBanner = typeof SmallBanner.Type;
export const SmallBannerList = Schema.Struct({ data: Schema.Array(SmallBanner) });

/** `GET /logos`: the footer's card brands, sister sites and social links, and the brand. */
export const LogoKind = Schema.Literals(["brand", "card", "sister-site", "social"]);
export type LogoKind = typeof LogoKind.Type;
export const Logo = Schema.Struct({
  id: Schema.Number,
  kind: LogoKind,
  name: Schema.String,
  image: Schema.String,
  /** Where it leads (sister sites, social links); null for card brands. */
  url: NullableString,
  order: NullableNumber,
});
export type Logo = typeof Logo.Type;
export const LogoList = Schema.Struct({ data: Schema.Array(Logo) });
