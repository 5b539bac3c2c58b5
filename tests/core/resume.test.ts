import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resumePositionS, sceneStartS, startPosition } from "../../src/core/resume.ts";

const point = fc.record({
  current_position: fc.double({ min: -10, max: 10_000, noNaN: true }),
  current_percent: fc.double({ min: 0, max: 100, noNaN: true }),
});

describe("resume (continue-watching position; past 90 % starts over)", () => {
  it("resumes at the stored position below 90 %, from the beginning at 90 % or more", () => {
    fc.assert(
      fc.property(point, (p) => {
        const position = resumePositionS(p);
        if (p.current_percent >= 90 || p.current_position <= 0) expect(position).toBe(0);
        else expect(position).toBe(p.current_position);
      }),
    );
  });

  it("never starts at or past the end of a known duration", () => {
    fc.assert(
      fc.property(point, fc.double({ min: 1, max: 10_000, noNaN: true }), (p, duration) => {
        const position = resumePositionS(p, duration);
        expect(position).toBeGreaterThanOrEqual(0);
        expect(position === 0 || position < duration).toBe(true);
      }),
    );
  });

  it("no continue-watching entry starts from the beginning", () => {
    expect(resumePositionS(null)).toBe(0);
    expect(resumePositionS({ current_position: 600, current_percent: 50 })).toBe(600);
    expect(resumePositionS({ current_position: 1100, current_percent: 91 })).toBe(0);
    expect(resumePositionS({ current_position: 1080, current_percent: 90 })).toBe(0);
  });

  it("a chosen scene wins over the resume position; an unknown scene is ignored", () => {
    const sceneMarkers = [{ start_time: 0 }, { start_time: 95 }, { start_time: 300 }];
    const resume = { current_position: 600, current_percent: 50 };
    expect(startPosition({ scene: 1, sceneMarkers, resume })).toEqual({
      positionS: 95,
      entryType: "scene",
    });
    expect(startPosition({ scene: 9, sceneMarkers, resume })).toEqual({
      positionS: 600,
      entryType: "resume",
    });
    expect(startPosition({ scene: null, sceneMarkers, resume: null })).toEqual({
      positionS: 0,
      entryType: "start",
    });
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10 }), (n) => {
        const start = sceneStartS(sceneMarkers, n);
        expect(start).toBe(n >= 0 && n < 3 ? sceneMarkers[n]!.start_time : null);
      }),
    );
  });
});
