import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadingFloorLeftMs } from "../../src/core/loadingFloor.ts";

/** Spec 000 "timings", 001 §9: "Data fetch minimum delay 200 ms". */
const SPEC_MIN_DELAY_MS = 200;

describe("loading floor (decision 0091)", () => {
  it("a placeholder just drawn stays the spec's 200 ms", () => {
    expect(loadingFloorLeftMs(0)).toBe(SPEC_MIN_DELAY_MS);
    expect(loadingFloorLeftMs(Number.NaN)).toBe(SPEC_MIN_DELAY_MS);
  });

  it("the placeholder's time on screen and the wait left add up to 200 ms, never less (P)", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (shownFor) => {
        const left = loadingFloorLeftMs(shownFor);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(SPEC_MIN_DELAY_MS);
        expect(shownFor + left).toBeGreaterThanOrEqual(SPEC_MIN_DELAY_MS);
        // No wait beyond the floor: once shown 200 ms, the answer replaces it at once.
        if (shownFor >= SPEC_MIN_DELAY_MS) expect(left).toBe(0);
        else expect(shownFor + left).toBeCloseTo(SPEC_MIN_DELAY_MS, 6);
      }),
    );
  });

  it("a time before the placeholder was drawn waits the whole floor, no more (P)", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 0, noNaN: true }), (shownFor) => {
        expect(loadingFloorLeftMs(shownFor)).toBe(SPEC_MIN_DELAY_MS);
      }),
    );
  });
});
