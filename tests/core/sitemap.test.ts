import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchRoute } from "../../src/core/routeTable.ts";
import {
  isSitemapPage,
  robotsTxt,
  type SitemapItem,
  sitemapIndexXml,
  sitemapPageCount,
  sitemapPath,
  sitemapUrlsetXml,
} from "../../src/core/sitemap.ts";

const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
const item: fc.Arbitrary<SitemapItem> = fc.oneof(
  fc.record({
    kind: fc.constant("film" as const),
    slug,
    status: fc.constantFrom(null, "", "Published", "published", "Draft", "Upcoming Release"),
  }),
  fc.record({ kind: fc.constant("series" as const), slug }),
  fc.record({
    kind: fc.constant("person" as const),
    slug,
    personType: fc.constantFrom("performers", "directors", "producers", "guest-stars"),
  }),
  fc.record({ kind: fc.constant("category" as const), slug }),
);

describe("the sitemap's addresses", () => {
  it("lists a published film at its page and never an unpublished one (P)", () => {
    fc.assert(
      fc.property(slug, fc.option(fc.string({ maxLength: 10 })), (s, status) => {
        const path = sitemapPath({ kind: "film", slug: s, status });
        const published = status === null || status === "" || status.toLowerCase() === "published";
        expect(path).toBe(published ? `/movies/${s}` : null);
      }),
    );
    expect(sitemapPath({ kind: "film", slug: "a-draft", status: "Draft" })).toBeNull();
  });

  it("every listed address is a page of the site's route table, of the entry's kind (P)", () => {
    const patternOf: Record<SitemapItem["kind"], RegExp> = {
      film: /^\/movies\/\{slug\}$/,
      series: /^\/series\/\{slug\}$/,
      person: /^\/(cast|directors)\/\{slug\}$/,
      category: /^\/categories\/\{slug\}$/,
    };
    fc.assert(
      fc.property(item, (entry) => {
        const path = sitemapPath(entry);
        if (path === null) return;
        const match = matchRoute(path);
        expect(match?.pattern).toMatch(patternOf[entry.kind]);
      }),
    );
    expect(sitemapPath({ kind: "person", slug: "ines", personType: "directors" })).toBe(
      "/directors/ines",
    );
    expect(sitemapPath({ kind: "person", slug: "ana", personType: "performers" })).toBe(
      "/cast/ana",
    );
  });
});

describe("the sitemap's files", () => {
  it("holds at most 10,000 addresses a file, in as few files as that allows, at least one (P)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (count) => {
        const pages = sitemapPageCount(count);
        expect(pages).toBeGreaterThanOrEqual(1);
        expect(pages * 10_000).toBeGreaterThanOrEqual(count);
        if (pages > 1) expect((pages - 1) * 10_000).toBeLessThan(count);
        expect(isSitemapPage(pages, count)).toBe(true);
        expect(isSitemapPage(pages + 1, count)).toBe(false);
        expect(isSitemapPage(0, count)).toBe(false);
        expect(isSitemapPage(1.5, count)).toBe(false);
      }),
    );
  });

  it("writes well-formed sitemaps whose addresses read back as written (P)", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 5 }), (names) => {
        const paths = names.map((name) => `/categories/${encodeURIComponent(name)}&<"'>`);
        const xml = sitemapUrlsetXml("https://cinema.example", paths);
        expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
        const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) =>
          (loc ?? "")
            .replaceAll("&lt;", "<")
            .replaceAll("&gt;", ">")
            .replaceAll("&quot;", '"')
            .replaceAll("&apos;", "'")
            .replaceAll("&amp;", "&"),
        );
        expect(locs).toEqual(paths.map((path) => `https://cinema.example${path}`));
        expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
      }),
    );
    expect(sitemapIndexXml("https://cinema.example", 2)).toContain(
      "<sitemap><loc>https://cinema.example/sitemap.xml?page=2</loc></sitemap>",
    );
  });

  it("robots.txt lets crawlers in, keeps them off the API and names the sitemap", () => {
    expect(robotsTxt("https://cinema.example")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: https://cinema.example/sitemap.xml\n",
    );
  });
});
