/**
 * Who may open the live TV player (spec 000 §2 "Route access rules", §6): the setting
 * `live-tv-minimum-membership` (Registered or Subscribed) is checked on every route change.
 * With Registered, a viewer who is not logged in gets the unregistered-play-attempt flag and
 * goes back to the previous path; with Subscribed, a viewer without a subscription goes to
 * /sign-up. "Subscribed" is the paid catalogue: Premium, Trial, CrossSelling (as playGate).
 */

import { withoutLocale } from "./locale.ts";
import { streamsPaidFilms } from "./playGate.ts";
import type { Viewer } from "./routeAccess.ts";
import type { Setting } from "./schema/settings.ts";
import { settingText } from "./settings.ts";
import { isSitePath } from "./sitePath.ts";

export type LiveTvMembership = "Registered" | "Subscribed";

export const LIVE_TV_PLAYER_PATH = "/watch/live-tv";
export const LIVE_TV_PREVIEW_PATH = "/live-tv-preview";

/** The setting's value; missing or unknown reads as Subscribed (the stricter one). */
export const liveTvMinimumMembership = (settings: readonly Setting[]): LiveTvMembership =>
  settingText(settings, "live-tv-minimum-membership")?.trim().toLowerCase() === "registered"
    ? "Registered"
    : "Subscribed";

export type LiveTvAccess =
  | { readonly kind: "allow" }
  /** Set the unregistered-play-attempt flag and go back to `to`. */
  | { readonly kind: "back"; readonly to: string }
  | { readonly kind: "redirect"; readonly to: "/sign-up" };

/** Whether a path is the live TV player (any locale, trailing slash, query or hash). */
export const isLiveTvPlayerPath = (pathname: string): boolean => {
  const path = withoutLocale(pathname).split(/[?#]/, 1)[0] ?? "";
  return path === LIVE_TV_PLAYER_PATH || path === `${LIVE_TV_PLAYER_PATH}/`;
};

/**
 * The access to the live TV player for `viewer`. `previousPath` is the page the viewer came
 * from (same-site path); without one, or when it is the player itself, "back" goes to the
 * live TV preview.
 */
export const liveTvAccess = (
  viewer: Viewer,
  minimum: LiveTvMembership,
  previousPath: string | null,
): LiveTvAccess => {
  if (minimum === "Registered") {
    if (viewer.isLoggedIn) return { kind: "allow" };
    const usable = isSitePath(previousPath) && !isLiveTvPlayerPath(previousPath);
    return { kind: "back", to: usable ? previousPath : LIVE_TV_PREVIEW_PATH };
  }
  return streamsPaidFilms(viewer.userType)
    ? { kind: "allow" }
    : { kind: "redirect", to: "/sign-up" };
};

/** A live TV category's slug in the URL (`?category=`): lower-case letters, digits and dashes. */
export const LIVE_TV_CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The category a viewer chose by its slug (`?category=`), or null for every channel: a slug
 * that names no category reads as none chosen.
 */
export const selectedLiveTvCategory = <C extends { readonly slug: string }>(
  slug: string | undefined,
  categories: readonly C[],
): C | null => (slug === undefined ? null : (categories.find((c) => c.slug === slug) ?? null));

/** The `tag_id` of `/live-tv/next-movies` for a choice: the category's tag, none for all. */
export const liveTvScheduleTag = (
  category: { readonly tag_id: number } | null,
): number | undefined => category?.tag_id;
