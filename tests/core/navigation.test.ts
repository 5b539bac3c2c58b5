import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BOTTOM_BAR_SECTIONS,
  EXPLORE_SECTIONS,
  exploreShowsSeduceBoost,
  headerSections,
  isNewPage,
} from "../../src/core/navigation.ts";
import { accessTo } from "../../src/core/routeAccess.ts";

const path = fc.constantFrom("/", "/movies", "/series", "/movies/a-film", "/my-space");
const page = fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined });
const other = fc.dictionary(fc.constantFrom("tab", "s_term", "order"), fc.string());

describe("isNewPage (focus moves to the heading of a new page)", () => {
  it("another path is a new page, whatever the query", () => {
    fc.assert(
      fc.property(path, path, other, other, (a, b, sa, sb) => {
        fc.pre(a !== b);
        expect(isNewPage({ pathname: a, search: sa }, { pathname: b, search: sb })).toBe(true);
      }),
    );
  });

  it("on the same path, only another page number is a new page (absent = page 1)", () => {
    fc.assert(
      fc.property(path, page, page, other, other, (p, pa, pb, sa, sb) => {
        const from = { pathname: p, search: { ...sa, ...(pa && { page: pa }) } };
        const to = { pathname: p, search: { ...sb, ...(pb && { page: pb }) } };
        expect(isNewPage(from, to)).toBe((pa ?? 1) !== (pb ?? 1));
      }),
    );
  });
});

describe("navigation that reaches every section (spec 000 §2; issue 26)", () => {
  const pathsOf = (sections: readonly { readonly to: string; readonly tab?: string }[]) =>
    sections.map((s) => (s.tab ? `${s.to}?tab=${s.tab}` : s.to));

  it("the header reaches Films, Series, Categories, Cast, Directors and Live TV, and My List for members", () => {
    expect(pathsOf(headerSections(false))).toEqual([
      "/movies",
      "/series",
      "/categories",
      "/cast",
      "/directors",
      "/live-tv-preview",
    ]);
    expect(headerSections(true).map((s) => s.label)).toEqual([
      "Films",
      "Series",
      "Categories",
      "Cast",
      "Directors",
      "Live TV",
      "My List",
    ]);
    expect(pathsOf(headerSections(true)).at(-1)).toBe("/my-space?tab=my-list");
  });

  it("the phone reaches the same sections through its bar and Explore (P)", () => {
    const phone = new Set(pathsOf([...Object.values(BOTTOM_BAR_SECTIONS), ...EXPLORE_SECTIONS]));
    expect(Object.values(BOTTOM_BAR_SECTIONS).map((s) => s.label)).toEqual([
      "Films",
      "Creators",
      "Live TV",
    ]);
    expect(EXPLORE_SECTIONS.map((s) => s.label)).toEqual(["Series", "Categories", "Directors"]);
    fc.assert(
      fc.property(fc.constantFrom(...pathsOf(headerSections(false))), (path) => {
        expect(phone.has(path)).toBe(true);
      }),
    );
  });

  it("Explore appends the seduce-boost items only for viewers the pages open for (P)", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (isLoggedIn, isSubscribed) => {
        const viewer = { isLoggedIn, isSubscribed, userType: isLoggedIn ? "Registered" : "Guest" };
        const shows = exploreShowsSeduceBoost(
          accessTo("/seduce-boost", viewer as Parameters<typeof accessTo>[1]),
        );
        expect(shows).toBe(isLoggedIn);
      }),
    );
  });
});
