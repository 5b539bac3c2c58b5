/**
 * Breadcrumbs (spec 000 §2): built from the path's segments, one crumb for each leading part
 * of the path that is a known route, its last segment shown with dashes as spaces. Rebuilt
 * from the path on every route (nothing is kept between routes). A page's token (a reset,
 * verification, undo or impersonation link's last segment) is never a crumb.
 */
import { type Locale, routeLocaleOf, withLocale, withoutLocale } from "./locale.ts";
import { matchRoute, type RoutePattern } from "./routeTable.ts";

/**
 * Pages whose last segment is a mailed or handed-out token (issue 23): it never becomes a
 * crumb, so the token is not written on the page for anyone looking over a shoulder.
 */
const TOKEN_PAGES: ReadonlySet<RoutePattern> = new Set<RoutePattern>([
  "/recover-password/{slug?}",
  "/verify-account/{slug?}",
  "/email-change/undo/{slug}",
  "/impersonate/{slug?}",
]);

const isTokenSegment = (prefix: string, index: number): boolean => {
  const pattern = matchRoute(prefix)?.pattern;
  return index > 1 && pattern !== undefined && TOKEN_PAGES.has(pattern);
};

export interface Breadcrumb {
  readonly label: string;
  /** The crumb's path, in the page's locale. */
  readonly href: string;
}

/** A segment as a label: percent-decoded (when it decodes), dashes as spaces. */
export const breadcrumbLabel = (segment: string): string => {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding: shown as written.
  }
  return text.replace(/-+/g, " ").replace(/\s+/g, " ").trim();
};

/** A segment that is a number: a page named by its id (000 §5: a number is an id). */
const NUMERIC_ID = /^\d+$/;

/**
 * The breadcrumbs of a page's path (query and hash ignored); the home page has none. A page
 * named by its numeric id (`/movies/1`) shows its title (`pageTitle`, once known) as its
 * crumb, never the number.
 */
export const breadcrumbsFor = (
  pathname: string,
  pageTitle: string | null = null,
): readonly Breadcrumb[] => {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  const locale: Locale = routeLocaleOf(path) ?? "en";
  const parts = withoutLocale(path).split("/").slice(1);
  const crumbs: Breadcrumb[] = [];
  for (let i = 1; i <= parts.length; i++) {
    const segment = parts[i - 1] ?? "";
    if (segment === "") break;
    const prefix = `/${parts.slice(0, i).join("/")}`;
    const title = pageTitle?.trim() ?? "";
    const isPage = i === parts.length || (i === parts.length - 1 && parts[i] === "");
    const label =
      isPage && title !== "" && NUMERIC_ID.test(segment) ? title : breadcrumbLabel(segment);
    if (label === "" || matchRoute(prefix) === null || isTokenSegment(prefix, i)) continue;
    crumbs.push({ label, href: withLocale(prefix, locale) });
  }
  return crumbs;
};
