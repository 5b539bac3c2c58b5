import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sceneStartS, startPosition } from "../../src/core/resume.ts";

const sceneMarkers = [{ start_time: 0 }, { start_time: 95 }, { start_time: 300 }];

describe("where playback starts (?scene, resume; past 90 % starts over)", () => {
  it("resumes at the saved position below 90 % of the film, from the beginning at 90 % or more", () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: -10, max: 2_000, noNaN: true }), { nil: null }),
        fc.double({ min: 1, max: 2_000, noNaN: true }),
        (resumeS, durationS) => {
          const start = startPosition({ scene: null, sceneMarkers, resumeS, durationS });
          const resumes = resumeS !== null && resumeS > 0 && resumeS / durationS < 0.9;
          expect(start).toEqual(
            resumes
              ? { positionS: resumeS, entryType: "resume" }
              : { positionS: 0, entryType: "start" },
          );
        },
      ),
    );
  });

  it("a chosen scene wins over the saved position; an unknown scene is ignored", () => {
    expect(startPosition({ scene: 1, sceneMarkers, resumeS: 600, durationS: 1200 })).toEqual({
      positionS: 95,
      entryType: "scene",
    });
    expect(startPosition({ scene: 9, sceneMarkers, resumeS: 600, durationS: 1200 })).toEqual({
      positionS: 600,
      entryType: "resume",
    });
    expect(startPosition({ scene: null, sceneMarkers, resumeS: 1100, durationS: 1200 })).toEqual({
      positionS: 0,
      entryType: "start",
    });
  });

  it("scene n is the n-th marker (0-based), else none", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10 }), (n) => {
        expect(sceneStartS(sceneMarkers, n)).toBe(
          n >= 0 && n < 3 ? sceneMarkers[n]!.start_time : null,
        );
      }),
    );
    expect(sceneStartS(sceneMarkers, null)).toBeNull();
    expect(sceneStartS(sceneMarkers, 1.5)).toBeNull();
  });
});
