import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DOWNLOADS_PER_MONTH } from "../../src/core/constants.ts";
import { calendarMonthOf, downloadDecision, downloadsThisMonth } from "../../src/core/downloads.ts";

const MIN = Date.parse("2000-01-01T00:00:00Z");
const MAX = Date.parse("2100-01-01T00:00:00Z");
const instant = fc.integer({ min: MIN, max: MAX });
/** The first instant of the calendar month after `t` (UTC). */
const nextMonthStart = (t: number) => {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};
const monthStart = (t: number) => {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};

describe("downloads (spec 000 §6, 001 §6, §9)", () => {
  it("trial users cannot download, whatever they downloaded before (P)", () => {
    fc.assert(
      fc.property(fc.array(instant, { maxLength: 20 }), instant, (times, now) => {
        expect(downloadDecision("Trial", times, now)).toBe("trial");
      }),
    );
  });

  it("guests must log in; members without a subscription must upgrade", () => {
    expect(downloadDecision("Guest", [], MIN)).toBe("needs-login");
    expect(downloadDecision("Registered", [], MIN)).toBe("needs-premium");
  });

  it("full members get up to 10 in a calendar month, the 11th is refused (P)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Premium" as const, "CrossSelling" as const),
        instant,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 15 }),
        (type, now, fractions) => {
          // Downloads earlier in the same month as `now`.
          const start = monthStart(now);
          const times = fractions.map((f) => start + Math.floor(f * (now - start)));
          const expected = times.length >= DOWNLOADS_PER_MONTH ? "limit-reached" : "allowed";
          expect(downloadDecision(type, times, now)).toBe(expected);
        },
      ),
    );
  });

  it("the count starts again at each month boundary (P)", () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 10, max: 30 }),
        fc.integer({ min: 0, max: 86_400_000 * 27 }),
        (t, count, later) => {
          const boundary = nextMonthStart(t);
          // `count` downloads in the last millisecond-range before the boundary...
          const before = Array.from({ length: count }, (_, i) => boundary - 1 - i);
          expect(downloadDecision("Premium", before, boundary - 1)).toBe("limit-reached");
          // ...do not count in the next month, however soon after the boundary.
          expect(downloadsThisMonth(before, boundary + later)).toBe(0);
          expect(downloadDecision("Premium", before, boundary + later)).toBe("allowed");
          expect(calendarMonthOf(boundary) - calendarMonthOf(boundary - 1)).toBe(1);
        },
      ),
    );
  });

  it("downloads this month counts exactly those in the month of now (P)", () => {
    fc.assert(
      fc.property(fc.array(instant, { maxLength: 30 }), instant, (times, now) => {
        const lo = monthStart(now);
        const hi = nextMonthStart(now);
        expect(downloadsThisMonth(times, now)).toBe(times.filter((t) => t >= lo && t < hi).length);
      }),
    );
  });
});
