import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { breadcrumbLabel, breadcrumbsFor } from "../../src/core/breadcrumbs.ts";
import { withLocale } from "../../src/core/locale.ts";
import { matchRoute, ROUTE_LOCALES } from "../../src/core/routeTable.ts";

const wordArb = fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,3}$/);
const knownFirstArb = fc.constantFrom(
  "movies",
  "series",
  "cast",
  "directors",
  "categories",
  "help",
  "app",
  "lp",
  "watch",
  "about",
  "nowhere",
);
const pathArb = fc
  .tuple(
    fc.option(fc.constantFrom(...ROUTE_LOCALES), { nil: null }),
    knownFirstArb,
    fc.array(fc.oneof(wordArb, fc.constantFrom("answers", "watch", "movie", "live-tv")), {
      maxLength: 4,
    }),
  )
  .map(([locale, first, rest]) => {
    const bare = `/${[first, ...rest].join("/")}`;
    return locale === null ? bare : withLocale(bare, locale);
  });

describe("breadcrumbsFor", () => {
  it("one crumb per leading part of the path that is a known route, in order, in the page's locale", () => {
    fc.assert(
      fc.property(pathArb, (path) => {
        const crumbs = breadcrumbsFor(path);
        let previous = "";
        for (const crumb of crumbs) {
          expect(matchRoute(crumb.href)).not.toBeNull();
          expect(path === crumb.href || path.startsWith(`${crumb.href}/`)).toBe(true);
          expect(crumb.href.length).toBeGreaterThan(previous.length);
          expect(crumb.label).not.toContain("-");
          previous = crumb.href;
        }
        const parts = path.split("/").filter(Boolean);
        expect(crumbs.length).toBeLessThanOrEqual(parts.length);
        // The page itself is the last crumb when it is a route.
        if (matchRoute(path) !== null) expect(crumbs.at(-1)?.href).toBe(path);
      }),
    );
  });

  it("shows dashes as spaces and skips parts that are not routes", () => {
    expect(breadcrumbsFor("/movies/the-quiet-harbour")).toEqual([
      { label: "movies", href: "/movies" },
      { label: "the quiet harbour", href: "/movies/the-quiet-harbour" },
    ]);
    expect(breadcrumbsFor("/es/help/answers/i-forgot-my-password?x=1")).toEqual([
      { label: "help", href: "/es/help" },
      { label: "answers", href: "/es/help/answers" },
      { label: "i forgot my password", href: "/es/help/answers/i-forgot-my-password" },
    ]);
    expect(breadcrumbsFor("/watch/live-tv").map((c) => c.href)).toEqual(["/watch/live-tv"]);
    expect(breadcrumbsFor("/")).toEqual([]);
    expect(breadcrumbsFor("/nowhere/at-all")).toEqual([]);
  });

  it("labels decode percent-encoding and survive malformed encoding", () => {
    expect(breadcrumbLabel("caf%C3%A9-noir")).toBe("café noir");
    expect(breadcrumbLabel("%E0%A4%A")).toBe("%E0%A4%A");
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (segment) => {
        expect(breadcrumbLabel(segment)).not.toMatch(/-/);
      }),
    );
  });
});

describe("a page's token is never a crumb (issue 23)", () => {
  it("reset, verification, undo and impersonation links keep their token off the page", () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_]{8,40}$/);
    const page = fc.constantFrom(
      "/recover-password/",
      "/verify-account/",
      "/email-change/undo/",
      "/impersonate/",
      "/de/recover-password/",
    );
    fc.assert(
      fc.property(page, token, (prefix, secret) => {
        const crumbs = breadcrumbsFor(`${prefix}${secret}`);
        expect(JSON.stringify(crumbs)).not.toContain(secret);
      }),
    );
    expect(breadcrumbsFor("/recover-password/abc")).toEqual([
      { label: "recover password", href: "/recover-password" },
    ]);
  });
});

describe("a page named by its numeric id (spec 000 §2 breadcrumbs; 000 §5 a number is an id)", () => {
  it("/movies/1 shows the film's title as its crumb, not '1'", () => {
    expect(breadcrumbsFor("/movies/1", "The Long Night")).toEqual([
      { label: "movies", href: "/movies" },
      { label: "The Long Night", href: "/movies/1" },
    ]);
    expect(breadcrumbsFor("/es/series/12/", "Coastal Stories").at(-1)?.label).toBe(
      "Coastal Stories",
    );
  });

  it("(P) only the page's own numeric segment takes the title; slugs and other crumbs keep theirs", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("movies", "series"),
        fc.oneof(fc.nat({ max: 99_999 }).map(String), wordArb),
        fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[A-Za-z]$/),
        (kind, segment, title) => {
          const crumbs = breadcrumbsFor(`/${kind}/${segment}`, title);
          expect(crumbs[0]?.label).toBe(kind);
          const numeric = /^\d+$/.test(segment);
          expect(crumbs.at(-1)?.label).toBe(numeric ? title : breadcrumbLabel(segment));
          // Without a title yet, the crumb is the path's own.
          expect(breadcrumbsFor(`/${kind}/${segment}`).at(-1)?.label).toBe(
            breadcrumbLabel(segment),
          );
        },
      ),
    );
  });
});
