import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchRoute } from "../../src/core/routeTable.ts";
import type { SearchMovie, SearchPerson, SearchResult } from "../../src/core/schema/search.ts";
import { searchResultLabel, searchResultPath, searchTermPath } from "../../src/core/searchLinks.ts";
import { parseWatchUrl } from "../../src/core/watchUrl.ts";

const id = fc.integer({ min: 1, max: 1_000_000 });
const slug = fc.string({ minLength: 1, maxLength: 12 });
const base = { id, slug, picture: fc.constant(null) };

const person: fc.Arbitrary<SearchPerson> = fc.record({
  model_type: fc.constant("Person" as const),
  resourceType: fc.constantFrom(
    "directors",
    "performers",
    "gueststars",
    "producers",
    "photographers",
    "artists",
  ),
  ...base,
  name: fc.string({ minLength: 1, maxLength: 8 }),
  last_name: fc.option(fc.string({ maxLength: 8 })),
  person_type: fc.constantFrom(
    "performers",
    "directors",
    "guest-stars",
    "producers",
    "couples",
    "photographers",
    "artists",
  ),
});

const film: fc.Arbitrary<SearchMovie> = fc.record({
  model_type: fc.constant("Movie" as const),
  resourceType: fc.constant(null),
  ...base,
  title: fc.string({ maxLength: 8 }),
  series_id: fc.constant(null),
  series_slug: fc.constant(null),
  episode_id: fc.constant(null),
});

const episode: fc.Arbitrary<SearchMovie> = fc.record({
  model_type: fc.constant("Movie" as const),
  resourceType: fc.constant("episodes" as const),
  ...base,
  title: fc.string({ maxLength: 8 }),
  series_id: id,
  series_slug: fc.option(slug),
  episode_id: id,
});

const titled = (model_type: "Series" | "Tag" | "Confession") =>
  fc.record({
    model_type: fc.constant(model_type),
    resourceType: fc.constant(null),
    ...base,
    title: fc.string({ maxLength: 8 }),
  });

const anyResult: fc.Arbitrary<SearchResult> = fc.oneof(
  person,
  film,
  episode,
  titled("Series"),
  titled("Tag"),
  titled("Confession"),
);

describe("where a search result leads (spec 000 §2 route table)", () => {
  it("every result leads to a page of the route table, its slug one encoded segment", () => {
    fc.assert(
      fc.property(anyResult, (item) => {
        const path = searchResultPath(item);
        expect(matchRoute(path)).not.toBeNull();
        if (item.resourceType !== "episodes") {
          expect(decodeURIComponent(path.split("/").at(-1) ?? "")).toBe(item.slug);
        }
      }),
    );
  });

  it("a film opens /movies/{slug}, a series /series/{slug}, a category /categories/{slug}", () => {
    fc.assert(
      fc.property(film, titled("Series"), titled("Tag"), (movie, series, tag) => {
        expect(matchRoute(searchResultPath(movie))?.pattern).toBe("/movies/{slug}");
        expect(matchRoute(searchResultPath(series))?.pattern).toBe("/series/{slug}");
        expect(matchRoute(searchResultPath(tag))?.pattern).toBe("/categories/{slug}");
      }),
    );
  });

  it("a person opens the page of their type: producers, photographers, artists and guest stars too", () => {
    const pages: Record<string, string> = {
      performers: "/cast/{slug}",
      couples: "/cast/{slug}",
      directors: "/directors/{slug}",
      producers: "/producers/{slug}",
      "guest-stars": "/collaborators/guest-stars/{slug}",
      photographers: "/collaborators/photographers/{slug}",
      artists: "/collaborators/artist-gallery/{slug}",
    };
    fc.assert(
      fc.property(person, (item) => {
        const pattern = matchRoute(searchResultPath(item))?.pattern;
        expect(pattern).toBe(pages[item.person_type]);
      }),
    );
  });

  it("an episode opens its watch URL: its series, the episode and the film to play", () => {
    fc.assert(
      fc.property(episode, (item) => {
        const target = parseWatchUrl(searchResultPath(item));
        expect(target?.subject).toEqual({
          type: "episode",
          seriesId: item.series_id,
          episodeKey: item.episode_id,
          slug: item.slug,
        });
        expect(target?.media).toEqual({ kind: "movie", variant: null });
        expect(target?.mediaId).toBe(item.id);
      }),
    );
  });

  it("a person is named by first and last name; anything else by its title", () => {
    fc.assert(
      fc.property(anyResult, (item) => {
        const label = searchResultLabel(item);
        if (item.model_type === "Person") {
          expect(label).toBe(item.last_name ? `${item.name} ${item.last_name}` : item.name);
        } else {
          expect(label).toBe(item.title);
        }
      }),
    );
  });
});

describe("a search label leads to its term's results page (001 §7 /smart/search-labels)", () => {
  it("/search?s_term= with the term, read back whole", () => {
    expect(searchTermPath("summer nights")).toBe("/search?s_term=summer%20nights");
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (term) => {
        const url = new URL(searchTermPath(term), "http://x");
        expect(url.pathname).toBe("/search");
        expect(url.searchParams.get("s_term")).toBe(term);
      }),
    );
  });
});
