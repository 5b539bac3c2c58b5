/**
 * The sitemap search engines read (issue 24): every published film, every series, person and
 * category, at the page the site shows it, in files of at most SITEMAP_PAGE_SIZE addresses
 * (the sitemaps protocol allows 50,000 per file), listed by a sitemap index at /sitemap.xml.
 */
import { isPublished } from "./playGate.ts";

/** Addresses per sitemap file: well under the protocol's 50,000 and its 50 MB. */
export const SITEMAP_PAGE_SIZE = 10_000;

/** A catalogue entry the sitemap may list. */
export type SitemapItem =
  | { readonly kind: "film"; readonly slug: string; readonly status: string | null }
  | { readonly kind: "series"; readonly slug: string }
  | { readonly kind: "person"; readonly slug: string; readonly personType: string }
  | { readonly kind: "category"; readonly slug: string };

const segment = (slug: string) => encodeURIComponent(slug);

/**
 * The page an entry is listed at: a film `/movies/{slug}` (an unpublished one is not listed:
 * null), a series `/series/{slug}`, a director `/directors/{slug}`, any other person
 * `/cast/{slug}`, a category `/categories/{slug}` (as the site's own links: spec 000 §2).
 */
export function sitemapPath(item: SitemapItem): string | null {
  switch (item.kind) {
    case "film":
      return isPublished(item.status) ? `/movies/${segment(item.slug)}` : null;
    case "series":
      return `/series/${segment(item.slug)}`;
    case "person":
      return item.personType === "directors"
        ? `/directors/${segment(item.slug)}`
        : `/cast/${segment(item.slug)}`;
    case "category":
      return `/categories/${segment(item.slug)}`;
  }
}

/** How many sitemap files `count` addresses fill: at least one (an empty catalogue's). */
export const sitemapPageCount = (count: number): number =>
  Math.max(1, Math.ceil(count / SITEMAP_PAGE_SIZE));

/** Whether `page` (1-based, as written in `?page=`) is one of the sitemap's files. */
export const isSitemapPage = (page: number, count: number): boolean =>
  Number.isInteger(page) && page >= 1 && page <= sitemapPageCount(count);

const XML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The sitemap index: one `<sitemap>` per file, `/sitemap.xml?page=N` under `origin`. */
export function sitemapIndexXml(origin: string, pages: number): string {
  const entries = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">${entries.join("")}</sitemapindex>\n`;
}

/** One sitemap file: a `<url>` for each path, under `origin`. */
export function sitemapUrlsetXml(origin: string, paths: readonly string[]): string {
  const entries = paths.map((path) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">${entries.join("")}</urlset>\n`;
}

/**
 * robots.txt: every page may be crawled but the API; the sitemap index is named when the
 * site's public origin is known (a sitemap's addresses are absolute).
 */
export const robotsTxt = (origin: string | null): string =>
  `User-agent: *\nAllow: /\nDisallow: /api/\n${origin === null ? "" : `Sitemap: ${origin}/sitemap.xml\n`}`;
