/**
 * The header's rules (spec 000 §2 "Header", §9 "Desktop menu breakpoint", "Header offset"):
 * how far sticky things keep below it, when the member menu opens on hover, and when the
 * cross-selling navigation bar shows and what it lists. Pure: the width comes in as a number.
 */
import {
  DESKTOP_MENU_BREAKPOINT_PX,
  HEADER_GUEST_SMALL_BELOW_PX,
  HEADER_OFFSET_GUEST_SMALL_PX,
  HEADER_OFFSET_PX,
} from "./constants.ts";
import type { Logo } from "./schema/promos.ts";
import type { UserType } from "./userType.ts";
import { isMobileLayoutWidth } from "./viewport.ts";

/** The header offset in px: 75, and 110 for guests on viewports under 1200 px. */
export const headerOffsetPx = (isGuest: boolean, viewportWidth: number): number =>
  isGuest && viewportWidth < HEADER_GUEST_SMALL_BELOW_PX
    ? HEADER_OFFSET_GUEST_SMALL_PX
    : HEADER_OFFSET_PX;

/**
 * The member menu opens on hover from the desktop menu breakpoint (1280 px) up; on narrower
 * viewports (and by click or keyboard everywhere) it opens when asked.
 */
export const memberMenuOpensOnHover = (viewportWidth: number): boolean =>
  viewportWidth >= DESKTOP_MENU_BREAKPOINT_PX;

/** The cross-selling navigation bar: for cross-selling unified accounts, on desktop only. */
export const showsCrossSellingBar = (userType: UserType, viewportWidth: number): boolean =>
  userType === "CrossSelling" && !isMobileLayoutWidth(viewportWidth);

/**
 * What the cross-selling bar lists: the sister sites of the bundle (`/logos` entries of kind
 * `sister-site` that have an address), in their order (unordered ones last, as given).
 */
export const crossSellingSites = (logos: readonly Logo[]): Logo[] =>
  logos
    .map((logo, index) => ({ logo, index }))
    .filter(({ logo }) => logo.kind === "sister-site" && logo.url !== null && logo.url !== "")
    .sort(
      (a, b) =>
        (a.logo.order ?? Number.POSITIVE_INFINITY) - (b.logo.order ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    )
    .map(({ logo }) => logo);
