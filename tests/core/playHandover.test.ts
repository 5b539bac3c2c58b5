import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isHandoverFresh } from "../../src/core/playHandover.ts";

describe("grant handover freshness (issue 25: one play call per press)", () => {
  it("a grant is handed over only when taken less than 30 s after it was fetched", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        fc.integer({ min: -1_000, max: 120_000 }),
        (fetchedAt, age) => {
          expect(isHandoverFresh({ grant: null, fetchedAt, takenAt: fetchedAt + age })).toBe(
            age < 30_000,
          );
        },
      ),
    );
  });

  it("29 999 ms is fresh, 30 000 ms is not; nothing handed over is not fresh", () => {
    expect(isHandoverFresh({ grant: 1, fetchedAt: 0, takenAt: 29_999 })).toBe(true);
    expect(isHandoverFresh({ grant: 1, fetchedAt: 0, takenAt: 30_000 })).toBe(false);
    expect(isHandoverFresh(null)).toBe(false);
  });
});
