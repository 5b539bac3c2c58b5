/**
 * `/sitemap.xml` and `/robots.txt` (issue 24): the sitemap index, its files
 * (`/sitemap.xml?page=N`) and the crawlers' rules, from the catalogue the server holds. Which
 * entries are listed and where is the rule of src/core/sitemap.ts.
 */
import {
  isSitemapPage,
  SITEMAP_PAGE_SIZE,
  type SitemapItem,
  sitemapIndexXml,
  sitemapPageCount,
  sitemapPath,
  sitemapUrlsetXml,
} from "../../src/core/sitemap.ts";
import type { Db } from "../db/connection.ts";

/** Films (not episodes: they are watched from their series), series, people, categories. */
const ITEMS_SQL = `
  SELECT 'film' AS kind, slug, status, NULL AS person_type FROM movies WHERE series_id IS NULL
  UNION ALL SELECT 'series', slug, NULL, NULL FROM series
  UNION ALL SELECT 'person', slug, NULL, type FROM persons
  UNION ALL SELECT 'category', slug, NULL, NULL FROM tags WHERE hidden = 0
`;

type Row = {
  kind: SitemapItem["kind"];
  slug: string;
  status: string | null;
  person_type: string | null;
};

const itemOf = (row: Row): SitemapItem =>
  row.kind === "film"
    ? { kind: "film", slug: row.slug, status: row.status }
    : row.kind === "person"
      ? { kind: "person", slug: row.slug, personType: row.person_type ?? "" }
      : { kind: row.kind, slug: row.slug };

/** What `/sitemap.xml` answers: the index, a file, or 404 for a page that is none. */
export type SitemapAnswer =
  | { readonly status: 200; readonly xml: string }
  | { readonly status: 404 };

export function sitemapPages(db: Db) {
  const rows = db.prepare(ITEMS_SQL);
  const paths = () =>
    (rows.all() as Row[]).flatMap((row) => {
      const path = sitemapPath(itemOf(row));
      return path === null ? [] : [path];
    });
  /** `page`: the raw `?page=` value (absent: the index). */
  return (origin: string, page: string | undefined): SitemapAnswer => {
    const listed = paths();
    if (page === undefined)
      return { status: 200, xml: sitemapIndexXml(origin, sitemapPageCount(listed.length)) };
    const number = /^[1-9]\d{0,6}$/.test(page) ? Number(page) : Number.NaN;
    if (!isSitemapPage(number, listed.length)) return { status: 404 };
    const start = (number - 1) * SITEMAP_PAGE_SIZE;
    return {
      status: 200,
      xml: sitemapUrlsetXml(origin, listed.slice(start, start + SITEMAP_PAGE_SIZE)),
    };
  };
}
