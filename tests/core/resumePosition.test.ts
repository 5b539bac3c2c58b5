import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMPLETE_PERCENT,
  isFinished,
  resumePosition,
  watchedPercent,
} from "../../src/core/resumePosition.ts";

const duration = fc.double({ min: 1, max: 20_000, noNaN: true });

describe("resume position (issue 7, spec 001 §4)", () => {
  it("the percent watched is position over duration, within 0 and 100", () => {
    fc.assert(
      fc.property(duration, fc.double({ min: 0, max: 40_000, noNaN: true }), (d, p) => {
        const percent = watchedPercent(p, d);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        if (p <= d) expect(percent).toBeCloseTo((p / d) * 100, 6);
      }),
    );
    expect(watchedPercent(10, 0)).toBe(0);
    expect(watchedPercent(Number.NaN, 100)).toBe(0);
  });

  it("a film watched past 90 % is finished and resumes from the beginning", () => {
    fc.assert(
      fc.property(duration, fc.double({ min: 0.9, max: 2, noNaN: true }), (d, share) => {
        const position = d * share;
        expect(isFinished(position, d)).toBe(watchedPercent(position, d) >= COMPLETE_PERCENT);
        if (isFinished(position, d)) expect(resumePosition(position, d)).toBe(0);
      }),
    );
  });

  it("a film in progress resumes where it stopped", () => {
    fc.assert(
      fc.property(duration, fc.double({ min: 0.001, max: 0.899, noNaN: true }), (d, share) => {
        const position = d * share;
        expect(resumePosition(position, d)).toBe(position);
      }),
    );
  });

  it("no saved position, or a non-positive one, starts at 0", () => {
    fc.assert(
      fc.property(duration, fc.double({ max: 0, noNaN: true }), (d, p) => {
        expect(resumePosition(null, d)).toBe(0);
        expect(resumePosition(p, d)).toBe(0);
      }),
    );
  });
});
