import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEARCH_FEATURED_PER_GROUP } from "../../src/core/constants.ts";
import { pages } from "../../src/core/messages.ts";
import type { SearchResult } from "../../src/core/schema/search.ts";
import {
  groupSearchResults,
  isSearchActive,
  normaliseSearchTerm,
  SEARCH_TABS,
  searchNotice,
  searchSuggestions,
  searchTabGroups,
  shownSearchResults,
} from "../../src/core/search.ts";

const picture = fc.constantFrom(null, "/media/art/x.svg");
const base = { id: fc.nat(), slug: fc.string({ minLength: 1, maxLength: 8 }), picture };

const searchResult: fc.Arbitrary<SearchResult> = fc.oneof(
  fc.record({
    model_type: fc.constant("Person" as const),
    resourceType: fc.constantFrom(
      "directors",
      "performers",
      "photographers",
      "artists",
      "gueststars",
      "producers",
    ),
    ...base,
    name: fc.string({ maxLength: 8 }),
    last_name: fc.option(fc.string({ maxLength: 8 })),
    person_type: fc.constantFrom("performers", "directors", "guest-stars", "couples"),
  }),
  fc.record({
    model_type: fc.constant("Movie" as const),
    resourceType: fc.constantFrom(null, "episodes" as const),
    ...base,
    title: fc.string({ maxLength: 8 }),
    series_id: fc.option(fc.nat()),
    series_slug: fc.option(fc.string({ maxLength: 8 })),
    episode_id: fc.option(fc.nat()),
  }),
  ...(["Series", "Tag", "Confession"] as const).map((model_type) =>
    fc.record({
      model_type: fc.constant(model_type),
      resourceType: fc.constant(null),
      ...base,
      title: fc.string({ maxLength: 8 }),
    }),
  ),
);
const results = fc.array(searchResult, { maxLength: 40 });

const SECTION = {
  Person: "people",
  Movie: "movies",
  Series: "series",
  Confession: "confessions",
  Tag: "categories",
} as const;

describe("active term (spec 000 §2: 2 or more characters)", () => {
  it("is active from 2 characters of trimmed text, counting characters not code units", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 6 }),
        fc.constantFrom("", " ", "\t ", "\n"),
        (text, pad) => {
          expect(isSearchActive(`${pad}${text}${pad}`)).toBe([...text.trim()].length >= 2);
        },
      ),
    );
    expect(isSearchActive("🎬")).toBe(false);
    expect(isSearchActive("🎬🎬")).toBe(true);
    expect(isSearchActive(" a ")).toBe(false);
  });

  it("shows 'Please type at least 2 characters...' for 1 character, nothing for an empty box", () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 })
          .filter((c) => c.trim() !== ""),
        (c) => {
          expect(searchNotice(c, null)).toBe(pages.searchTooShort);
          expect(searchNotice(` ${c} `, [])).toBe(pages.searchTooShort);
        },
      ),
    );
    expect(searchNotice("", null)).toBeNull();
    expect(searchNotice("   ", [])).toBeNull();
  });

  it("a failed search of an active term says search is unavailable, never that nothing was found (issue 23)", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 2, maxLength: 20 }).filter(isSearchActive),
        fc.constantFrom(null, [] as const),
        (term, found) => {
          expect(searchNotice(term, found, true)).toBe(
            "Search is unavailable right now. Please try again in a moment.",
          );
        },
      ),
    );
    expect(searchNotice("", null, true)).toBeNull();
  });

  it("shows the empty text with the term when a search found nothing, else no text", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 2, maxLength: 20 }).filter(isSearchActive),
        results,
        (term, found) => {
          expect(searchNotice(term, [])).toBe(
            `Mmhh… Sorry, we didn't find anything for "${term.trim()}". Please try again!`,
          );
          expect(searchNotice(term, null)).toBeNull();
          if (found.length > 0) expect(searchNotice(term, found)).toBeNull();
        },
      ),
    );
  });

  it("caches under a normalised term: case, outer and repeated spaces do not matter", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (term) => {
        const key = normaliseSearchTerm(term);
        expect(normaliseSearchTerm(`  ${term.toUpperCase()} `)).toBe(
          normaliseSearchTerm(term.toUpperCase()),
        );
        expect(normaliseSearchTerm(key)).toBe(key);
        expect(normaliseSearchTerm(term.replace(/ /g, "   "))).toBe(key);
      }),
    );
  });
});

describe("grouping (model_type and resourceType)", () => {
  it("puts every item in exactly one group, keeping the server's order within a group", () => {
    fc.assert(
      fc.property(results, (items) => {
        const groups = groupSearchResults(items);
        expect(groups.flatMap((g) => g.items)).toHaveLength(items.length);
        for (const group of groups) {
          const inOrder = items.filter((i) => group.items.includes(i));
          expect(group.items).toEqual(inOrder);
        }
        expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
      }),
    );
  });

  it("maps Person, Movie, Series, Confession, Tag to people, movies, series, confessions, categories, split by resourceType", () => {
    fc.assert(
      fc.property(results, (items) => {
        for (const group of groupSearchResults(items)) {
          for (const item of group.items) {
            expect(group.section).toBe(SECTION[item.model_type]);
            expect(group.resourceType).toBe(item.resourceType);
          }
        }
      }),
    );
  });

  it("orders groups: people (performers, directors, ...), movies, episodes, series, confessions, categories", () => {
    const item = (model_type: SearchResult["model_type"], resourceType: string | null) =>
      ({ model_type, resourceType, id: 1, slug: "s", picture: null, title: "t" }) as SearchResult;
    const keys = groupSearchResults([
      item("Tag", null),
      item("Series", null),
      item("Movie", "episodes"),
      item("Movie", null),
      item("Confession", null),
      item("Person", "producers"),
      item("Person", "directors"),
      item("Person", "performers"),
    ]).map((g) => g.key);
    expect(keys).toEqual([
      "people.performers",
      "people.directors",
      "people.producers",
      "movies",
      "movies.episodes",
      "series",
      "confessions",
      "categories",
    ]);
  });
});

describe("tabs", () => {
  it("has the spec's tabs, Featured first (the default)", () => {
    expect(SEARCH_TABS).toEqual([
      "featured",
      "performers",
      "directors",
      "movies",
      "series",
      "categories",
      "all",
    ]);
  });

  it(`Featured shows the first ${SEARCH_FEATURED_PER_GROUP} of each group`, () => {
    fc.assert(
      fc.property(results, (items) => {
        const all = groupSearchResults(items);
        const featured = searchTabGroups(items, "featured");
        expect(featured.map((g) => g.key)).toEqual(all.map((g) => g.key));
        featured.forEach((group, i) => {
          expect(group.items).toEqual(all[i]?.items.slice(0, SEARCH_FEATURED_PER_GROUP));
        });
      }),
    );
  });

  it("All shows every result; each other tab exactly its own results", () => {
    fc.assert(
      fc.property(results, (items) => {
        const shown = (tab: (typeof SEARCH_TABS)[number]) =>
          searchTabGroups(items, tab).flatMap((g) => g.items);
        expect(shown("all")).toHaveLength(items.length);
        const expected = {
          performers: (i: SearchResult) =>
            i.model_type === "Person" && i.resourceType === "performers",
          directors: (i: SearchResult) =>
            i.model_type === "Person" && i.resourceType === "directors",
          movies: (i: SearchResult) => i.model_type === "Movie",
          series: (i: SearchResult) => i.model_type === "Series",
          categories: (i: SearchResult) => i.model_type === "Tag",
        };
        for (const [tab, belongs] of Object.entries(expected)) {
          const got = shown(tab as keyof typeof expected);
          expect(got.length, tab).toBe(items.filter(belongs).length);
          expect(got.every(belongs), tab).toBe(true);
        }
      }),
    );
  });
});

describe("what to try instead (issue 26)", () => {
  const categories = fc.array(fc.string({ maxLength: 6 }), { maxLength: 12 });
  const activeTerm = fc.string({ minLength: 2, maxLength: 10 }).filter((t) => isSearchActive(t));

  it("a search that found nothing offers the first 6 categories, in the catalogue's order", () => {
    fc.assert(
      fc.property(activeTerm, categories, (term, all) => {
        expect(searchSuggestions(term, [], false, all)).toEqual(all.slice(0, 6));
      }),
    );
  });

  it("offers nothing while searching, for a short term, after a failure, or when something was found", () => {
    fc.assert(
      fc.property(activeTerm, results, categories, (term, found, all) => {
        expect(searchSuggestions(term, null, false, all)).toEqual([]);
        expect(searchSuggestions(term, [], true, all)).toEqual([]);
        expect(searchSuggestions("x", [], false, all)).toEqual([]);
        if (found.length > 0) expect(searchSuggestions(term, found, false, all)).toEqual([]);
      }),
    );
  });
});

describe("the cinema variant shows no confessions (decision 0079; 000 §1, §2; 001 §1)", () => {
  it("drops every Confession and keeps every other result, in the server's order", () => {
    fc.assert(
      fc.property(results, (items) => {
        const shown = shownSearchResults(items);
        expect(shown.some((item) => item.model_type === "Confession")).toBe(false);
        expect(shown).toEqual(items.filter((item) => item.model_type !== "Confession"));
        expect(searchTabGroups(shown, "all").map((group) => group.section)).not.toContain(
          "confessions",
        );
      }),
    );
  });

  it("a search that found only confessions found nothing: the spec's empty text", () => {
    const confession: SearchResult = {
      model_type: "Confession",
      resourceType: null,
      id: 1,
      slug: "late-night",
      title: "Late night",
      picture: null,
    };
    expect(searchNotice("late", shownSearchResults([confession]))).toBe(
      'Mmhh… Sorry, we didn\'t find anything for "late". Please try again!',
    );
  });
});
