/**
 * The home's call-to-action banner and small banners (spec 001 §7 `/cta-banner`,
 * `/small-banners`; decision 0060): which show, in which order.
 */
import type { CtaBanner, SmallBanner } from "./schema/promos.ts";
import { isSitePath } from "./sitePath.ts";

/**
 * The call-to-action banner is the sign-up pitch: it shows to a visitor who is not logged in,
 * and only when it leads to a page of the site.
 */
export const visibleCtaBanner = (banner: CtaBanner | null, loggedIn: boolean): CtaBanner | null =>
  banner !== null && !loggedIn && isSitePath(banner.link) ? banner : null;

/** The small banners that lead to a page of the site, by their `order` (then their id). */
export const visibleSmallBanners = (banners: readonly SmallBanner[]): readonly SmallBanner[] =>
  banners
    .filter((banner) => isSitePath(banner.link))
    .sort((a, b) => a.order - b.order || a.id - b.id);
