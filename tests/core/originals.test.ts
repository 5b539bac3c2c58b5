import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type OriginalsPage, originalsExclusion } from "../../src/core/originals.ts";

/** Spec 001 §7: `/originals` with `exclude_movies` or `exclude_series`. */
describe("originalsExclusion", () => {
  it("the films page leaves the series out; the series page leaves the films out", () => {
    expect(originalsExclusion("films")).toBe("series");
    expect(originalsExclusion("series")).toBe("movies");
  });

  it("a page never leaves out the kind it shows", () => {
    fc.assert(
      fc.property(fc.constantFrom<OriginalsPage>("films", "series"), (page) => {
        const excluded = originalsExclusion(page);
        // A films page shows films, a series page series.
        expect(excluded).toBe(page === "films" ? "series" : "movies");
      }),
    );
  });
});
