/**
 * The promo bar and the countdown bar (spec 000 §2 "Default layout", §3 "Promo bar",
 * "Countdown promo"): filtered by device (ALL, DESKTOP, MOBILE) and by the page's position;
 * the countdown counts down to its `promo_date`. Pure: the clock comes in as `now`.
 */
import { matchRoute, type RoutePattern } from "./routeTable.ts";
import type {
  CountdownAccessLevel,
  CountdownPromo,
  PromoBar,
  PromoDevice,
  PromoPosition,
} from "./schema/promos.ts";
import { isMobileLayoutWidth } from "./viewport.ts";

export type ScreenDevice = Exclude<PromoDevice, "ALL">;

/** The device a viewport counts as: MOBILE in the mobile layout, else DESKTOP. */
export const screenDeviceOf = (viewportWidth: number): ScreenDevice =>
  isMobileLayoutWidth(viewportWidth) ? "MOBILE" : "DESKTOP";

/** A promo for ALL shows everywhere; one for DESKTOP or MOBILE only on that device. */
export const showsOnDevice = (promo: PromoDevice, device: ScreenDevice): boolean =>
  promo === "ALL" || promo === device;

/** The promo position of each route that has one (routes not listed show no promo). */
const POSITION_OF_ROUTE: Partial<Record<RoutePattern, PromoPosition>> = {
  "/": "index",
  "/movies": "movies",
  "/movies/{slug}": "film",
  "/series": "series",
  "/series/{slug}": "series",
  "/categories": "categories",
  "/categories/{slug}": "categories",
  "/cast": "cast",
  "/cast/{slug}": "performers",
  "/performers/{slug}": "performers",
  "/directors": "directors",
  "/directors/{slug}": "directors",
  "/collaborators": "collaborators",
  "/collaborators/directors/{slug}": "collaborators",
  "/collaborators/producers/{slug}": "collaborators",
  "/collaborators/guest-stars/{slug}": "collaborators",
  "/collaborators/photographers/{slug}": "collaborators",
  "/collaborators/artist-gallery/{slug}": "collaborators",
  "/sign-up/{slug?}": "sign-up",
  "/quick-order": "quick-order",
};

/** The promo position of a page (with or without a locale prefix), or null for none. */
export const promoPositionOf = (pathname: string): PromoPosition | null => {
  const match = matchRoute(pathname);
  return match ? (POSITION_OF_ROUTE[match.pattern] ?? null) : null;
};

export interface PromoPlace {
  readonly device: ScreenDevice;
  readonly position: PromoPosition | null;
}

/** The promo bars of a page: its position's, for the viewer's device, in the order given. */
export const visiblePromoBars = (bars: readonly PromoBar[], place: PromoPlace): PromoBar[] =>
  place.position === null
    ? []
    : bars.filter((b) => b.position === place.position && showsOnDevice(b.device, place.device));

const instant = (iso: string): number => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? Number.NaN : at;
};

/**
 * The countdown a page shows: the first active one of its position and device whose start
 * has come and whose promo date is still ahead of `now`; null when none is.
 */
export const visibleCountdown = (
  countdowns: readonly CountdownPromo[],
  place: PromoPlace,
  now: number,
): CountdownPromo | null =>
  place.position === null
    ? null
    : (countdowns.find(
        (c) =>
          c.status === "active" &&
          c.position === place.position &&
          showsOnDevice(c.device, place.device) &&
          instant(c.start_date) <= now &&
          instant(c.promo_date) > now,
      ) ?? null);

export interface CountdownRemaining {
  readonly totalMs: number;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * What is left until `promoDate` at `now`, in whole days, hours, minutes and seconds (the
 * seconds rounded down); null once it is reached or when the date does not parse.
 */
export const countdownRemaining = (promoDate: string, now: number): CountdownRemaining | null => {
  const totalMs = instant(promoDate) - now;
  if (!(totalMs > 0)) return null;
  const totalS = Math.floor(totalMs / 1000);
  return {
    totalMs,
    days: Math.floor(totalS / 86_400),
    hours: Math.floor((totalS % 86_400) / 3_600),
    minutes: Math.floor((totalS % 3_600) / 60),
    seconds: totalS % 60,
  };
};

/** Who is looking, for the promotions' access levels (spec 000 §3 `access_level`). */
export interface PromoViewer {
  readonly isLoggedIn: boolean;
  /** Premium, Trial or CrossSelling: has the paid catalogue (nothing left to sell them). */
  readonly hasPaidAccess: boolean;
}

/**
 * Whether a promotion of `level` is for `viewer`: `all` everyone, `guest` the logged out,
 * `member` the logged in, `non-premium` everyone without the paid catalogue (so members who
 * pay are not sold what they have).
 */
export const promoAccessAllows = (level: CountdownAccessLevel, viewer: PromoViewer): boolean => {
  switch (level) {
    case "all":
      return true;
    case "guest":
      return !viewer.isLoggedIn;
    case "member":
      return viewer.isLoggedIn;
    case "non-premium":
      return !viewer.hasPaidAccess;
  }
};
