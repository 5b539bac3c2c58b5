import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { topMovies } from "../../src/core/topMovies.ts";

describe("the Top 10 (spec 001 §7 most-seen, §9 top movies 10)", () => {
  it("ranks the first ten most seen films from 1, in the API's order (P)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(), { maxLength: 40 }), (ids) => {
        const top = topMovies(ids);
        expect(top).toHaveLength(Math.min(ids.length, 10));
        top.forEach((entry, i) => {
          expect(entry).toEqual({ rank: i + 1, item: ids[i] });
        });
      }),
    );
  });
});
