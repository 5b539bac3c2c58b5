/**
 * The routes' `head()` (TanStack Router; `<HeadContent />` in the root layout writes it, on
 * the server and after every client navigation): the root gives every page its title,
 * description, canonical and a list's prev/next (core `pageHead`); a film, a series and a
 * person add their own (core `filmHead`, `seriesHead`, `personHead`). The site's origin and the
 * page's locale come from the router context (`publicSite`).
 */
import type { AnyRouteMatch } from "@tanstack/react-router";
import { jsonLdText } from "../core/jsonLdText.ts";
import { type Missing, type PageAddress, type PageHead, pageHead } from "../core/pageHead.ts";
import type { PublicSite } from "../ui/routerContext.ts";

interface HeadContext {
  readonly match: AnyRouteMatch;
  readonly matches: readonly AnyRouteMatch[];
}

/** What a route's `head()` returns to TanStack Router. */
export interface RouteHead {
  meta: Record<string, string>[];
  links: { rel: string; href: string }[];
  scripts: { type: string; children: string }[];
}

const NO_HEAD: RouteHead = { meta: [], links: [], scripts: [] };

export const asRouteHead = (head: PageHead): RouteHead => ({
  meta: head.meta.map((entry) => ({ ...entry })),
  links: head.links.map((entry) => ({ ...entry })),
  // Escaped so that no value can close the script (core `jsonLdText`).
  scripts: head.jsonLd.map((data) => ({ type: "application/ld+json", children: jsonLdText(data) })),
});

const siteOf = (match: AnyRouteMatch): PublicSite | undefined =>
  (match.context as { publicSite?: PublicSite } | undefined)?.publicSite;

function addressOf(match: AnyRouteMatch): PageAddress | null {
  const site = siteOf(match);
  return site === undefined ? null : { origin: site.origin, path: site.publicPath(match.pathname) };
}

/** Why the matched page does not exist (a loader's `notFound()`, no route), or null. */
function missingOf(matches: readonly AnyRouteMatch[]): Missing | null {
  for (const match of matches) {
    if (match.status !== "notFound" && !match._notFound) continue;
    const data = (match.error as { data?: { message?: unknown } } | undefined)?.data;
    if (data?.message !== undefined) return "page";
    return match.routeId === "__root__" ? "route" : "item";
  }
  return null;
}

/** The root's head: every page's title, description, canonical and prev/next. */
export function rootHead({ match, matches }: HeadContext): RouteHead {
  const leaf = matches.at(-1) ?? match;
  const address = addressOf(leaf);
  if (address === null) return NO_HEAD;
  const page = Number((leaf.search as { page?: unknown } | undefined)?.page ?? 1);
  const lastPage = (leaf.loaderData as { lastPage?: unknown } | undefined)?.lastPage;
  return asRouteHead(
    pageHead({
      ...address,
      page: Number.isInteger(page) && page > 0 ? page : 1,
      lastPage: typeof lastPage === "number" ? lastPage : null,
      missing: missingOf(matches),
    }),
  );
}

/**
 * A content page's head (a film, a series, a person, a category), as its loader built it
 * (routes/-contentHead.ts): the builders and the structured data load with the page's
 * loader, not with the route definitions of every first load; the head is data of the
 * page's match, the same on the server, at hydration and after a client navigation.
 */
export function loaderHead({ match }: Pick<HeadContext, "match">): RouteHead {
  const data = match.loaderData as { routeHead?: RouteHead } | undefined;
  return match.status === "success" && data?.routeHead !== undefined ? data.routeHead : NO_HEAD;
}
