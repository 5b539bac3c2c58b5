import { matchRoute, type RoutePattern } from "./routeTable.ts";

export const SITE_NAME = "Cinema";
/** The home page's title, as in index.html. */
export const HOME_TITLE = "Cinema · Films and series";

/** The name of each page that is not named by its content (a film's page is its title). */
export const PAGE_LABELS: ReadonlyMap<RoutePattern, string> = new Map<RoutePattern, string>([
  ["/about", "About"],
  ["/team", "Our Team"],
  ["/app", "App"],
  ["/app/{slug}", "App"],
  ["/collaborators", "Collaborators"],
  ["/contact-us", "Contact Us"],
  ["/billing-support", "Billing Support"],
  ["/payment-processor-support", "Payment Processor Support"],
  ["/complaints", "Complaints and Content Removal"],
  ["/help", "Help Center"],
  ["/help/answers/{slug?}", "Help Center"],
  ["/in-production", "In Production"],
  ["/lgtb-day", "LGTB Day"],
  ["/legal", "Terms and Privacy"],
  ["/privacy-policy", "Privacy Policy"],
  ["/2257-statement", "Record-Keeping Statement"],
  ["/age-verification", "Age Verification"],
  ["/login", "Login"],
  ["/sign-up/{slug?}", "Join now"],
  ["/recover-password/{slug?}", "Recover Password"],
  ["/verify-account/{slug?}", "Verify Account"],
  ["/email-change/undo/{slug}", "Undo the e-mail change"],
  ["/welcome", "Welcome"],
  ["/profile", "My Account"],
  ["/profile/watch-owned/{slug?}", "Owned Films"],
  ["/my-space", "My Space"],
  ["/movies", "Films"],
  ["/series", "Series"],
  ["/cast", "Cast"],
  ["/directors", "Directors"],
  ["/categories", "Categories"],
  ["/search", "Search results"],
  ["/lp/{slug?}", SITE_NAME],
  ["/seduce-boost/{slug?}", "Seduce Boost"],
  ["/newsletter-free-film", "Watch a Film for Free"],
  ["/live-tv-preview", "Live TV"],
  ["/watch/live-tv", "Live TV"],
  ["/epoch-return-url", "Payment"],
  ["/payment-success", "Payment Successful"],
  ["/payment-error", "Payment Error"],
  ["/impersonate/{slug?}", SITE_NAME],
  ["/the-intern", "The Intern"],
  ["/quick-order", "Quick Order"],
]);

/** "Films · Cinema", "Films, page 3 · Cinema"; the home page keeps its own title. */
export function pageTitle(label: string | null, page = 1): string {
  if (label === null) return HOME_TITLE;
  const name = page > 1 ? `${label}, page ${page}` : label;
  return name === SITE_NAME ? SITE_NAME : `${name} · ${SITE_NAME}`;
}

/**
 * The document title of the page at `pathname` (spec routes, core `matchRoute`): the content's
 * own title when the page shows one (a film, a series), else the route's label, with the
 * page number of a list.
 */
export function titleOfPage(pathname: string, page: number, contentTitle: string | null): string {
  const match = matchRoute(pathname);
  if (match === null) return pageTitle(NOT_FOUND_LABEL);
  if (match.pattern === "/") return HOME_TITLE;
  return pageTitle(contentTitle ?? PAGE_LABELS.get(match.pattern) ?? SITE_NAME, page);
}

/** The title of a page that does not exist. */
export const NOT_FOUND_LABEL = "Page not found";
