/**
 * Landing page items (spec 000 §3 "Landing"): where a button leads (its custom link, else
 * sign-up with the landing's plan group) and which text an item shows.
 */
import type { Landing, LandingItem, TextPosition } from "./schema/landing.ts";
import { isSitePath } from "./sitePath.ts";

export type LandingButtonTarget =
  | { readonly kind: "link"; readonly href: string }
  | { readonly kind: "sign-up"; readonly href: string };

/**
 * The target of an item's button, or null for an item without one: its custom link when it
 * is a path of the site, else sign-up with the landing's plan group (`/sign-up/{promo_url}`
 * when the group has one, else `/sign-up`).
 */
export const landingButtonTarget = (
  item: LandingItem,
  landing: Pick<Landing, "group_plan">,
): LandingButtonTarget | null => {
  if (item.button_text === null || item.button_text.trim() === "") return null;
  const link = item.button_custom_link?.trim() ?? "";
  if (link !== "" && isSitePath(link)) return { kind: "link", href: link };
  const promo = landing.group_plan?.promo_url;
  return {
    kind: "sign-up",
    href: promo ? `/sign-up/${encodeURIComponent(promo)}` : "/sign-up",
  };
};

/** The item's text: the thank-you text once the viewer signed up from the landing (if any). */
export const landingItemText = (item: LandingItem, signedUp: boolean): string | null =>
  signedUp && item.thank_you_text !== null ? item.thank_you_text : item.text;

/** Where the item's text sits on the viewer's layout. */
export const landingTextPosition = (item: LandingItem, mobileLayout: boolean): TextPosition =>
  mobileLayout ? item.text_position_mobile : item.text_position;
