import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  drawFrom,
  experimentCookieMaxAgeS,
  experimentCookieValue,
  experimentThreshold,
  parseExperimentCookie,
  resolveExperimentCookie,
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
      }),
    );
    expect(parseExperimentCookie("2")).toBeNull();
    expect(parseExperimentCookie(undefined)).toBeNull();
  });
});

describe("the experiment cookie on a visit (spec 001 §4, §9)", () => {
  const draws = fc.integer({ min: 0, max: 99 });
  const thresholds = fc.integer({ min: -100, max: 200 });

  it("a stored -1, 0 or 1 stands and nothing is written (P)", () => {
    fc.assert(
      fc.property(fc.constantFrom("-1", "0", "1"), draws, thresholds, (raw, d, t) => {
        expect(resolveExperimentCookie(raw, d, t)).toEqual({ value: Number(raw), write: null });
      }),
    );
  });

  it("a missing or unreadable cookie is drawn and written with its lifetime (P)", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constant(undefined),
          fc.string().filter((s) => !["-1", "0", "1"].includes(s)),
        ),
        draws,
        thresholds,
        (raw, d, t) => {
          const decision = resolveExperimentCookie(raw, d, t);
          const value = experimentCookieValue(d, t);
          expect(decision.value).toBe(value);
          expect(decision.write).toEqual({
            text: String(value),
            maxAgeS: value === -1 ? 3600 : 32_140_800,
          });
          // Written once, it stands on the next visit.
          expect(resolveExperimentCookie(decision.write!.text, 0, 100).write).toBeNull();
        },
      ),
    );
  });

  it("a random number in [0, 1) draws a whole number from 0 to 99 (P)", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const d = drawFrom(r);
        expect(Number.isInteger(d) && d >= 0 && d <= 99).toBe(true);
      }),
    );
    expect(drawFrom(0)).toBe(0);
    expect(drawFrom(0.999999)).toBe(99);
  });
});

describe("the experiment's threshold (setting ab-918)", () => {
  it("a number or numeric text is the threshold; anything else is 0 (P)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.boolean(), (n, asText) => {
        const settings = [{ key: "ab-918", value: asText ? ` ${n} ` : n }];
        expect(experimentThreshold(settings)).toBe(n);
      }),
    );
    expect(experimentThreshold([])).toBe(0);
    expect(experimentThreshold([{ key: "ab-918", value: "half" }])).toBe(0);
    expect(experimentThreshold([{ key: "ab-918", value: null }])).toBe(0);
    expect(experimentThreshold([{ key: "ab-918", value: true }])).toBe(0);
  });
});
