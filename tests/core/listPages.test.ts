import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queryPageOf, statePageAfterRemoval, statePageOf } from "../../src/core/listPages.ts";

/** Spec 001 §9: "Pagination of lists starts at page 0 in state; query default 1". */
describe("queryPageOf, statePageOf", () => {
  it("asks page 1 for the first page in state, page 0", () => {
    expect(queryPageOf(0)).toBe(1);
    expect(statePageOf(1)).toBe(0);
    expect(queryPageOf(1)).toBe(2);
  });

  it("goes and comes back: every page in state asks the page one above it", () => {
    fc.assert(
      fc.property(fc.nat(100_000), (statePage) => {
        expect(queryPageOf(statePage)).toBe(statePage + 1);
        expect(statePageOf(queryPageOf(statePage))).toBe(statePage);
      }),
    );
  });

  it("never asks a page below 1, nor keeps one below 0", () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        expect(queryPageOf(n)).toBeGreaterThanOrEqual(1);
        expect(statePageOf(n)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe("statePageAfterRemoval", () => {
  it("stays on the page, or goes to the new last one when the page emptied", () => {
    expect(statePageAfterRemoval(1, 11, 10)).toBe(0);
    expect(statePageAfterRemoval(1, 12, 10)).toBe(1);
    expect(statePageAfterRemoval(0, 1, 10)).toBe(0);
  });

  it("always lands on a page of the list that is left", () => {
    fc.assert(
      fc.property(
        fc.nat(50),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 30 }),
        (page, total, perPage) => {
          const after = statePageAfterRemoval(page, total, perPage);
          expect(after).toBeGreaterThanOrEqual(0);
          expect(after).toBeLessThanOrEqual(page);
          expect(after * perPage < Math.max(1, total - 1)).toBe(true);
        },
      ),
    );
  });
});
