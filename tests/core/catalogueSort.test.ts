import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CatalogueListState,
  catalogueListState,
  catalogueQuery,
  catalogueSearch,
  DEFAULT_SORT_DIRECTION,
  DEFAULT_SORT_ORDER,
  SORT_DIRECTIONS,
  SORT_ORDERS,
} from "../../src/core/catalogueSort.ts";

const slugArb = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/);
const stateArb: fc.Arbitrary<CatalogueListState> = fc.record({
  order: fc.constantFrom(...SORT_ORDERS),
  dir: fc.constantFrom(...SORT_DIRECTIONS),
  tags: fc.uniqueArray(slugArb, { maxLength: 5 }),
});

describe("catalogue sort and filters", () => {
  it("a list state written to the URL reads back the same", () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(catalogueListState(catalogueSearch(state))).toEqual(state);
      }),
    );
  });

  it("the URL leaves defaults out: most seen ever, descending, no tags", () => {
    expect(
      catalogueSearch({ order: DEFAULT_SORT_ORDER, dir: DEFAULT_SORT_DIRECTION, tags: [] }),
    ).toEqual({});
    expect(catalogueListState({})).toEqual({ order: "most_seen_ever", dir: "desc", tags: [] });
  });

  it("anything else in the URL reads as the defaults; tags keep valid slugs once, at most 20", () => {
    fc.assert(
      fc.property(
        fc.record(
          { order: fc.anything(), dir: fc.anything(), tags: fc.anything() },
          { requiredKeys: [] },
        ),
        (search) => {
          const state = catalogueListState(search);
          expect(SORT_ORDERS).toContain(state.order);
          expect(SORT_DIRECTIONS).toContain(state.dir);
          if (!SORT_ORDERS.includes(search.order as never))
            expect(state.order).toBe(DEFAULT_SORT_ORDER);
          expect(new Set(state.tags).size).toBe(state.tags.length);
          expect(state.tags.length).toBeLessThanOrEqual(20);
          for (const tag of state.tags) expect(tag).toMatch(/^[a-z0-9][a-z0-9-]*$/);
        },
      ),
    );
    expect(catalogueListState({ tags: "Drama,noir,drama,,bad slug" }).tags).toEqual([
      "drama",
      "noir",
    ]);
    expect(catalogueListState({ tags: ["romance", 3, "noir"] }).tags).toEqual(["romance", "noir"]);
  });

  it("the call's query carries the sort, direction, page, 10 per page and tags[] filters", () => {
    fc.assert(
      fc.property(stateArb, fc.integer({ min: 1, max: 50 }), (state, page) => {
        const q = catalogueQuery(state, page);
        expect(q).toEqual({
          page,
          perPage: 10,
          sortBy: state.order,
          direction: state.dir,
          filters: state.tags.length === 0 ? {} : { tags: state.tags },
        });
      }),
    );
  });
});
