/**
 * Every page's head (issue 24), as the routes' `head()` gives it to TanStack Router's
 * `<HeadContent />`: the title, the meta description, the canonical URL and a list's prev/next
 * links (`pageHead`, for every page). What a film, a series, a person or a category adds is
 * core/contentHead.ts's (their loaders build it, so it is no part of every first load).
 * Pure: the routes read the loader's data and the site's origin.
 */
import { errors, pages } from "./messages.ts";
import { pageTitle, titleOfPage } from "./pageTitle.ts";
import { pageNeighbours, pageSearchValue } from "./pagination.ts";
import { isPaginatedPattern, matchRoute } from "./routeTable.ts";

/** One entry of a route's `head().meta` (TanStack Router's shape). */
export type HeadMetaEntry =
  | { readonly title: string }
  | { readonly name: string; readonly content: string }
  | { readonly property: string; readonly content: string };

/** One entry of a route's `head().links`. */
export interface HeadLinkEntry {
  readonly rel: "canonical" | "prev" | "next";
  readonly href: string;
}

export interface PageHead {
  readonly meta: readonly HeadMetaEntry[];
  readonly links: readonly HeadLinkEntry[];
  /** schema.org JSON-LD objects (the routes write each as an `application/ld+json` script). */
  readonly jsonLd: readonly Record<string, unknown>[];
}

/** The site's own description (index.html's): pages without a text of their own keep it. */
export const SITE_DESCRIPTION =
  "Cinema: stream original films and series. Browse the catalogue, join and watch a film for free.";

/** Where the page is: the site's public origin and the page's path as visitors see it. */
export interface PageAddress {
  /** `https://cinema.example` (configuration, never the Host header). */
  readonly origin: string;
  /** The path with its locale prefix (`/de/movies/x`), no query. */
  readonly path: string;
}

/** Why a page does not exist: no route, nothing at the route, a page past a list's last. */
export type Missing = "route" | "item" | "page";

export interface PageFacts extends PageAddress {
  /** `?page=` as the list shows it (1 when absent). */
  readonly page: number;
  /** A list's last page as the API counts it; null when not counted (a viewer's own list). */
  readonly lastPage: number | null;
  readonly missing: Missing | null;
}

/** The absolute URL of `path` (a trailing slash dropped) at list page `page`. */
export function pageUrl(origin: string, path: string, page = 1): string {
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  const value = pageSearchValue(page);
  return `${origin}${trimmed}${value === undefined ? "" : `?page=${value}`}`;
}

/**
 * The head every page has: its title (core `titleOfPage`, a list's page number in it), the
 * site's description, the canonical URL (a list's page kept, its order and filters not) and a
 * paginated list's prev/next; a page that does not exist is titled so, asks not to be indexed
 * and has no canonical. A page's own route may add a title and a description (later wins).
 */
export function pageHead(facts: PageFacts): PageHead {
  const description = { name: "description", content: SITE_DESCRIPTION };
  if (facts.missing !== null) {
    const label = facts.missing === "page" ? errors.pageDoesNotExist : pages.notFoundGeneric;
    return {
      meta: [{ title: pageTitle(label) }, description, { name: "robots", content: "noindex" }],
      links: [],
      jsonLd: [],
    };
  }
  const match = matchRoute(facts.path);
  const paginated = match !== null && isPaginatedPattern(match.pattern);
  const page = paginated ? facts.page : 1;
  const at = (n: number | null): string | null =>
    n === null ? null : pageUrl(facts.origin, facts.path, n);
  // A list the server cannot count (a viewer's own) gets no next link.
  const neighbours = paginated
    ? pageNeighbours(page, facts.lastPage ?? page)
    : { prev: null, next: null };
  const link = (rel: HeadLinkEntry["rel"], href: string | null): HeadLinkEntry[] =>
    href === null ? [] : [{ rel, href }];
  return {
    meta: [{ title: titleOfPage(facts.path, page, null) }, description],
    links: [
      ...link("canonical", at(page)),
      ...link("prev", at(neighbours.prev)),
      ...link("next", at(neighbours.next)),
    ],
    jsonLd: [],
  };
}
