/**
 * The cross-selling navigation bar (spec 000 §2 "Header"): who sees it and what it lists.
 * Pure: the width comes in as a number.
 */
import type { Logo } from "./schema/promos.ts";
import type { UserType } from "./userType.ts";
import { isMobileLayoutWidth } from "./viewport.ts";

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
