import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isPaginatedPattern,
  matchRoute,
  PAGINATED_PATTERNS,
  ROUTE_LOCALES,
  ROUTE_PATTERNS,
  type RouteLocale,
  type RoutePattern,
  routePath,
} from "../../src/core/routeTable.ts";

/** Every fixed word of the table (and the locales): generated param values avoid them. */
const ROUTE_WORDS = new Set<string>([
  ...ROUTE_LOCALES,
  ...ROUTE_PATTERNS.flatMap((pattern) =>
    pattern.split("/").filter((segment) => segment !== "" && !segment.includes("{")),
  ),
  "movie",
  "trailer",
]);
const FIRST_WORDS = new Set(ROUTE_PATTERNS.map((pattern) => pattern.split("/")[1] ?? ""));

const segmentArb = fc
  .stringMatching(/^[a-z0-9][a-z0-9-]{0,14}$/)
  .filter((segment) => !ROUTE_WORDS.has(segment));

/** A path of `pattern` with generated params, and the params it was made from. */
const pathOf = (pattern: RoutePattern) =>
  fc
    .record({
      values: fc.array(segmentArb, { minLength: 12, maxLength: 12 }),
      rest: fc.array(segmentArb, { minLength: 1, maxLength: 3 }),
      kind: fc.constantFrom("movie", "trailer"),
      withOptional: fc.boolean(),
    })
    .map(({ values, rest, kind, withOptional }) => {
      const params: Record<string, string> = {};
      pattern.split("/").forEach((segment, i) => {
        const name = /\{\*?([a-zA-Z]+)/.exec(segment)?.[1];
        if (name === undefined) return;
        if (segment.startsWith("{*")) params[name] = rest.join("/");
        else if (segment.includes(":")) params[name] = kind;
        else if (segment.endsWith("?}")) {
          if (withOptional) params[name] = values[i] ?? "x";
        } else params[name] = values[i] ?? "x";
      });
      return params;
    });

const patternArb = fc.constantFrom(...ROUTE_PATTERNS);
const localeArb = fc.option(fc.constantFrom(...ROUTE_LOCALES), { nil: null });

describe("matchRoute (spec 000 §2 route table)", () => {
  it("matches every generated path of a pattern to that pattern, with or without a locale", () => {
    fc.assert(
      fc.property(
        patternArb.chain((pattern) => fc.tuple(fc.constant(pattern), pathOf(pattern), localeArb)),
        ([pattern, params, locale]) => {
          const path = routePath(pattern, params, locale);
          expect(matchRoute(path)).toEqual({ pattern, params, locale });
          // A trailing slash, a query and a hash name the same page.
          expect(matchRoute(`${path}/?page=2#top`)?.pattern).toBe(pattern);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("matches no path whose first segment is not a route (and no 'watch' player path)", () => {
    fc.assert(
      fc.property(
        segmentArb.filter((first) => !FIRST_WORDS.has(first)),
        fc.array(segmentArb, { maxLength: 5 }),
        localeArb,
        (first, more, locale) => {
          const path = `${locale ? `/${locale}` : ""}/${[first, ...more].join("/")}`;
          expect(matchRoute(path)).toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("matches no path with a segment more than a fixed-length pattern", () => {
    const fixed = ROUTE_PATTERNS.filter((p) => !p.includes("?}") && !p.includes("{*"));
    fc.assert(
      fc.property(
        fc
          .constantFrom(...fixed)
          .chain((pattern) => fc.tuple(fc.constant(pattern), pathOf(pattern))),
        segmentArb,
        ([pattern, params], extra) => {
          const path = `${routePath(pattern, params)}/${extra}`.replace("//", "/");
          const found = matchRoute(path);
          // Only a pattern with a longer shape may take it (e.g. a player route), never this one.
          expect(found?.pattern).not.toBe(pattern);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("reads the examples of the spec", () => {
    expect(matchRoute("/")).toEqual({ pattern: "/", params: {}, locale: null });
    expect(matchRoute("/es")).toEqual({ pattern: "/", params: {}, locale: "es" });
    expect(matchRoute("/es/login")).toEqual({ pattern: "/login", params: {}, locale: "es" });
    expect(matchRoute("/fr/movies/gentle-orchard")).toEqual({
      pattern: "/movies/{slug}",
      params: { slug: "gentle-orchard" },
      locale: "fr",
    });
    expect(matchRoute("/film/gentle-orchard/watch/movie/12")).toEqual({
      pattern: "/film/{slug}/watch/{kind:movie|trailer}/{mediaId}",
      params: { slug: "gentle-orchard", kind: "movie", mediaId: "12" },
      locale: null,
    });
    expect(matchRoute("/series/3/2/the-orchard-house/watch/trailer/40")?.pattern).toBe(
      "/series/{series}/{episode}/{slug}/watch/{kind:movie|trailer}/{mediaId}",
    );
    expect(matchRoute("/series/harbour-lights/watch/movie/7")?.pattern).toBe(
      "/series/{slug}/watch/movie/{mediaId}",
    );
    expect(matchRoute("/movies/gentle-orchard/watch/movie/12")?.pattern).toBe(
      "/movies/{slug}/watch/movie/{mediaId}",
    );
    expect(matchRoute("/anything/watch/bhs-intro/5")).toEqual({
      pattern: "/{lead}/watch/bhs-{kind}/{*rest}",
      params: { lead: "anything", kind: "intro", rest: "5" },
      locale: null,
    });
    // Two shapes fit: the one whose first differing segment is fixed text wins.
    expect(matchRoute("/series/watch/movie/x/watch/movie/5")?.pattern).toBe(
      "/series/{series}/{episode}/{slug}/watch/{kind:movie|trailer}/{mediaId}",
    );
    expect(matchRoute("/watch/chapter-2/a/b")?.params).toEqual({ kind: "2", rest: "a/b" });
    expect(matchRoute("/watch/live-tv")?.pattern).toBe("/watch/live-tv");
    expect(matchRoute("/help/answers")?.pattern).toBe("/help/answers/{slug?}");
    expect(matchRoute("/help/answers/billing")?.params).toEqual({ slug: "billing" });
    expect(matchRoute("/lp")?.pattern).toBe("/lp/{slug?}");
    expect(matchRoute("/collaborators/directors/ada-berger")?.pattern).toBe(
      "/collaborators/directors/{slug}",
    );
  });

  it("rejects what is not a page of the site", () => {
    for (const path of [
      "/en/movies",
      "/movies/a/b",
      "/Movies",
      "/movies//a",
      "//movies",
      "movies",
      "",
      "/watch/movie",
      "/watch/bhs-",
      "/film/x/watch/episode/1",
      "/es/es/movies",
      "/no-such-page",
      "/sign-up/a/b",
      "/constructor",
      "/__proto__",
      "/movies/x/toString/y",
    ]) {
      expect(matchRoute(path), path).toBeNull();
    }
  });
});

describe("paginated lists", () => {
  it("are exactly the list pages of spec 000 §2", () => {
    expect([...PAGINATED_PATTERNS].sort()).toEqual(
      [
        "/categories",
        "/categories/{slug}",
        "/cast",
        "/directors",
        "/movies",
        "/my-space",
        "/series",
      ].sort(),
    );
    const locale: RouteLocale = "pt";
    const found = matchRoute(`/${locale}/categories/drama`);
    expect(found && isPaginatedPattern(found.pattern)).toBe(true);
    const detail = matchRoute("/movies/gentle-orchard");
    expect(detail && isPaginatedPattern(detail.pattern)).toBe(false);
  });
});
