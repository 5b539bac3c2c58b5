import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  experimentCookieMaxAgeS,
  experimentCookieValue,
  isExperimentOn,
  isValidDraw,
  parseExperimentCookie,
} from "../../src/core/experiments.ts";

const draw = fc.integer({ min: 0, max: 99 });

describe("experiments (spec 000 §3; 001 §4, §9)", () => {
  it("a threshold of 0 or less gives -1 whatever the draw (P)", () => {
    fc.assert(
      fc.property(draw, fc.integer({ min: -1000, max: 0 }), (d, threshold) => {
        expect(experimentCookieValue(d, threshold)).toBe(-1);
      }),
    );
    expect(experimentCookieValue(5, Number.NaN)).toBe(-1);
  });

  it("above 0: 1 when the draw is below the threshold, else 0; threshold t puts t draws in 100 on (P)", () => {
    fc.assert(
      fc.property(draw, fc.integer({ min: 1, max: 100 }), (d, threshold) => {
        expect(experimentCookieValue(d, threshold)).toBe(d < threshold ? 1 : 0);
        const on = Array.from({ length: 100 }, (_, i) =>
          experimentCookieValue(i, threshold),
        ).filter((v) => v === 1).length;
        expect(on).toBe(threshold);
      }),
    );
  });

  it("the cookie lives 3600 s when -1, else 32140800 s; it parses back (P)", () => {
    expect(experimentCookieMaxAgeS(-1)).toBe(3600);
    expect(experimentCookieMaxAgeS(0)).toBe(32_140_800);
    expect(experimentCookieMaxAgeS(1)).toBe(32_140_800);
    fc.assert(
      fc.property(draw, fc.integer({ min: -10, max: 100 }), (d, t) => {
        const value = experimentCookieValue(d, t);
        expect(parseExperimentCookie(String(value))).toBe(value);
        expect(isValidDraw(d)).toBe(true);
      }),
    );
    expect(parseExperimentCookie("2")).toBeNull();
    expect(parseExperimentCookie(undefined)).toBeNull();
    expect(isValidDraw(100)).toBe(false);
  });

  it("an experiment with value 1 is on", () => {
    expect(isExperimentOn({ value: 1 })).toBe(true);
    expect(isExperimentOn({ value: "1" })).toBe(true);
    expect(isExperimentOn({ value: 0 })).toBe(false);
    expect(isExperimentOn(null)).toBe(false);
  });
});
