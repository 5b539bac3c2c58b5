/**
 * The header's rules (spec 000 §2 "Header", §9 "Desktop menu breakpoint", "Header offset"):
 * how far sticky things keep below it and when the member menu opens on hover (the
 * cross-selling bar's are in `crossSelling.ts`). Pure: the width comes in as a number.
 */
import {
  DESKTOP_MENU_BREAKPOINT_PX,
  HEADER_GUEST_SMALL_BELOW_PX,
  HEADER_OFFSET_GUEST_SMALL_PX,
  HEADER_OFFSET_PX,
} from "./constants.ts";

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
