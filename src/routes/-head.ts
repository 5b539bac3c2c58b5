/**
 * The routes' `head()` (TanStack Router; `<HeadContent />` in the root layout writes it, on
 * the server and after every client navigation): the root gives every page its title,
 * description, canonical and a list's prev/next (core `pageHead`); a film, a series and a
 * person add their own (core `filmHead`, `seriesHead`, `personHead`). The site's origin and the
 * page's locale come from the router context (`publicSite`).
 */
import type { AnyRouteMatch } from "@tanstack/react-router";
import {
  categoryHead,
  filmHead,
  type Missing,
  type PageAddress,
  type PageHead,
  pageHead,
  personHead,
  seriesHead,
} from "../core/pageHead.ts";
import type { Movie, MovieSummary } from "../core/schema/movie.ts";
import type { Person } from "../core/schema/person.ts";
import type { Series } from "../core/schema/series.ts";
import type { Tag } from "../core/schema/tag.ts";
import { jsonLdText } from "../core/structuredData.ts";
import type { PublicSite } from "../ui/routerContext.ts";

interface HeadContext {
  readonly match: AnyRouteMatch;
  readonly matches: readonly AnyRouteMatch[];
}

/** What a route's `head()` returns to TanStack Router. */
interface RouteHead {
  meta: Record<string, string>[];
  links: { rel: string; href: string }[];
  scripts: { type: string; children: string }[];
}

const NO_HEAD: RouteHead = { meta: [], links: [], scripts: [] };

const asRouteHead = (head: PageHead): RouteHead => ({
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

const contentHeadOf =
  <A>(head: (address: PageAddress, data: A) => PageHead, dataOf: (loaderData: unknown) => A) =>
  ({ match }: HeadContext): RouteHead => {
    const address = addressOf(match);
    if (address === null || match.status !== "success" || match.loaderData === undefined)
      return NO_HEAD;
    return asRouteHead(head(address, dataOf(match.loaderData)));
  };

/** A film page's head, from its loader's film. */
export const filmRouteHead = contentHeadOf(filmHead, (data) => data as Movie);
/** A series page's head, from its loader's series. */
export const seriesRouteHead = contentHeadOf(seriesHead, (data) => data as Series);
/** A person page's head, from its loader's person (`loadPerson`: the person first). */
export const personRouteHead = contentHeadOf(
  personHead,
  (data) => (data as readonly [Person, ...unknown[]])[0],
);

/** What a category's loader returns: its last page, the category and the page's films. */
export interface CategoryLoad {
  readonly lastPage: number;
  readonly category: Pick<Tag, "title" | "description">;
  readonly films: readonly Pick<MovieSummary, "title" | "slug" | "status">[];
}

/** A category page's head, from its loader's category and films. */
export function categoryRouteHead({ match }: HeadContext): RouteHead {
  const address = addressOf(match);
  const load = match.loaderData as CategoryLoad | undefined;
  if (address === null || match.status !== "success" || load === undefined) return NO_HEAD;
  const page = Number((match.search as { page?: unknown } | undefined)?.page ?? 1);
  return asRouteHead(
    categoryHead(
      { ...address, page: Number.isInteger(page) && page > 0 ? page : 1 },
      load.category,
      load.films,
    ),
  );
}
