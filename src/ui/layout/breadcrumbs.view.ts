/**
 * The default layout's breadcrumb trail (spec 000 §2): home first, then the crumbs of core
 * `breadcrumbsFor`. None on the home page (no crumb) nor on the player's pages (they have no
 * breadcrumbs in the player layout).
 */
import { type Breadcrumb, breadcrumbsFor } from "../../core/breadcrumbs.ts";
import { routeLocaleOf, withLocale } from "../../core/locale.ts";
import { matchRoute } from "../../core/routeTable.ts";

const NONE: readonly Breadcrumb[] = [];

/** Player routes: the watch URLs and `/watch/live-tv`, with or without a leading segment. */
const isPlayerPath = (pathname: string): boolean =>
  matchRoute(pathname)?.pattern.includes("watch/") ?? false;

/** `pageTitle`: the page's own title where its loader knows one (a film's, a series'). */
export const breadcrumbTrail = (
  pathname: string,
  pageTitle: string | null = null,
): readonly Breadcrumb[] => {
  const crumbs = isPlayerPath(pathname) ? NONE : breadcrumbsFor(pathname, pageTitle);
  if (crumbs.length === 0) return NONE;
  const home = withLocale("/", routeLocaleOf(pathname) ?? "en");
  return [{ label: "Home", href: home }, ...crumbs];
};
