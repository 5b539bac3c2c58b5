import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { relativeSeekTarget } from "../../src/core/seek.ts";

const time = fc.double({ min: 0, max: 10_000, noNaN: true });
const delta = fc.constantFrom(-10, -5, 5, 10);

describe("relative seeks add up (spec 001 §9 quick seek 10 s; issue 25)", () => {
  it("counts from the seek under way, never from the stale reported time", () => {
    fc.assert(
      fc.property(time, time, delta, (current, pending, d) => {
        const from = { currentS: current, pendingS: pending, durationS: 0 };
        expect(relativeSeekTarget(from, d)).toBe(Math.max(0, pending + d));
      }),
    );
  });

  it("repeated presses move by the sum of their steps while inside the video", () => {
    fc.assert(
      fc.property(fc.array(delta, { minLength: 1, maxLength: 6 }), (steps) => {
        const durationS = 10_000;
        let pendingS: number | null = null;
        for (const step of steps) {
          pendingS = relativeSeekTarget({ currentS: 5_000, pendingS, durationS }, step);
        }
        expect(pendingS).toBe(5_000 + steps.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it("stays within 0..duration", () => {
    fc.assert(
      fc.property(time, fc.option(time, { nil: null }), time, delta, (c, p, duration, d) => {
        const target = relativeSeekTarget({ currentS: c, pendingS: p, durationS: duration }, d);
        expect(target).toBeGreaterThanOrEqual(0);
        if (duration > 0) expect(target).toBeLessThanOrEqual(duration);
      }),
    );
  });

  it("examples: j three times from 30.9 s reaches 0.9 s; three right arrows move 15 s", () => {
    let pendingS: number | null = null;
    for (let i = 0; i < 3; i++) {
      pendingS = relativeSeekTarget({ currentS: 30.9, pendingS, durationS: 120 }, -10);
    }
    expect(pendingS).toBeCloseTo(0.9);
    pendingS = null;
    for (let i = 0; i < 3; i++) {
      pendingS = relativeSeekTarget({ currentS: 40, pendingS, durationS: 120 }, 5);
    }
    expect(pendingS).toBe(55);
  });
});
