import { LIST_PAGE_SIZE } from "../../src/core/constants.ts";
import { errors, pages } from "../../src/core/messages.ts";
import { pageTitle } from "../../src/core/pageTitle.ts";
import {
  isBeyondLastPage,
  pageNeighbours,
  pageRequest,
  pageSearchValue,
} from "../../src/core/pagination.ts";
import { isPaginatedPattern, matchRoute } from "../../src/core/routeTable.ts";
import type { Deps } from "../context.ts";
import { type PageHead, safeReturnPath } from "../http/html.ts";
import { type PageLead, pageContent } from "./content.ts";
import { type PageSeo, pageSeo } from "./seo.ts";

/**
 * Items per page of a list page: what the client's list pages ask the API for
 * (src/ui/queries/catalogue.ts), so the server's last page is the page the client shows last.
 */
export const PAGE_SIZE = LIST_PAGE_SIZE;

/** How the server answers the first request of a page (spec 000 §2). */
export type PageAnswer =
  | { readonly kind: "redirect"; readonly location: string }
  | {
      readonly kind: "page";
      readonly status: 200 | 404;
      readonly head: PageHead;
      readonly lead?: PageLead;
      /** A film's, a series' or a person's description, preview tags and JSON-LD. */
      readonly seo?: PageSeo;
    };

const missing = (message: string): PageAnswer => ({
  kind: "page",
  status: 404,
  head: { title: pageTitle(message), canonical: null, prev: null, next: null, noindex: true },
});

/**
 * `?page=` as the client reads it: absent is undefined; a number as written ("2", "-3",
 * "2.5"); anything else NaN, which the pagination rule sends to the path without page.
 */
function requestedPage(search: URLSearchParams): number | undefined {
  const raw = search.get("page");
  if (raw === null) return undefined;
  return raw.trim() === "" ? Number.NaN : Number(raw);
}

/** The same path and query with `page` set to `page`, or removed when undefined. */
function withPage(url: URL, page: number | undefined): string {
  const search = new URLSearchParams(url.search);
  if (page === undefined) search.delete("page");
  else search.set("page", String(page));
  const query = search.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

/**
 * The answer to a page request: a 301 for a `page` the pagination rule moves, else the
 * app's status (404 for an unknown route, for a known route whose film, series, person or
 * category does not exist, and for a page past the last of a list) and its head.
 * `origin` is the configured public origin (never the Host header).
 */
export function resolvePage(deps: Deps, url: URL, origin: string | null): PageAnswer {
  const pathname = url.pathname === "/index.html" ? "/" : url.pathname;
  const match = matchRoute(pathname);
  if (match === null) return missing(pages.notFoundGeneric);
  const paginated = isPaginatedPattern(match.pattern);
  let page = 1;
  if (paginated) {
    const decision = pageRequest(requestedPage(url.searchParams));
    if (decision.kind === "redirect") {
      return { kind: "redirect", location: safeReturnPath(withPage(url, decision.page)) ?? "/" };
    }
    page = decision.page;
  }
  const content = pageContent(deps, match);
  if (content === null) return missing(pages.notFoundGeneric);
  const lastPage =
    content.total === null ? null : Math.max(1, Math.ceil(content.total / PAGE_SIZE));
  if (paginated && lastPage !== null && isBeyondLastPage(page, lastPage)) {
    return missing(errors.pageDoesNotExist);
  }
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const at = (n: number | null) => {
    if (n === null || origin === null) return null;
    const value = pageSearchValue(n);
    return `${origin}${path}${value === undefined ? "" : `?page=${value}`}`;
  };
  // A list the server cannot count (a viewer's own) gets no next link.
  const neighbours = paginated
    ? pageNeighbours(page, lastPage ?? page)
    : { prev: null, next: null };
  const seo = paginated ? null : pageSeo(deps, match, path, origin, at(page));
  return {
    kind: "page",
    status: 200,
    head: {
      title: pageTitle(content.label, page),
      canonical: at(page),
      prev: at(neighbours.prev),
      next: at(neighbours.next),
      noindex: false,
    },
    // A list's lead draws its default order: a page, sort or filter of it draws its own.
    ...(content.lead &&
      !(content.lead.kind === "list" && url.search !== "") && { lead: content.lead }),
    ...(seo && { seo }),
  };
}
