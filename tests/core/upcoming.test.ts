import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isExpectedAhead } from "../../src/core/upcoming.ts";

describe("/in-production lists no month already past (issue 26)", () => {
  const now = Date.parse("2026-11-26T08:00:00Z");

  it("this month and later stay; earlier months go; no date stays (P)", () => {
    expect(isExpectedAhead("2026-11-01", now)).toBe(true);
    expect(isExpectedAhead("2027-01-01", now)).toBe(true);
    expect(isExpectedAhead("2026-10-01", now)).toBe(false);
    expect(isExpectedAhead("2025-12-01", now)).toBe(false);
    expect(isExpectedAhead(null, now)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: -120, max: 120 }), (months) => {
        const at = new Date(Date.UTC(2026, 10 + months, 1)).toISOString().slice(0, 10);
        expect(isExpectedAhead(at, now)).toBe(months >= 0);
      }),
    );
  });
});
