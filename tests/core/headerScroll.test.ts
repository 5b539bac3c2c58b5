import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HEADER_SCROLL_THRESHOLD_PX,
  HEADER_SHOWN,
  headerAfterScroll,
} from "../../src/core/headerScroll.ts";

const offset = fc.integer({ min: 0, max: 200 });
const ys = fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 40 });

describe("headerAfterScroll (the header hides while scrolling down, spec 000 §2)", () => {
  it("after any scroll sequence: hidden only after a counted move down past the header", () => {
    fc.assert(
      fc.property(ys, offset, (positions, offsetPx) => {
        let state = HEADER_SHOWN;
        for (const y of positions) {
          const next = headerAfterScroll(state, y, offsetPx);
          if (Math.abs(y - state.y) < HEADER_SCROLL_THRESHOLD_PX) {
            expect(next).toBe(state);
          } else {
            expect(next.y).toBe(y);
            expect(next.hidden).toBe(y > state.y && y > offsetPx);
          }
          state = next;
        }
      }),
    );
  });

  it("never hides at the top of the page", () => {
    fc.assert(
      fc.property(ys, offset, (positions, offsetPx) => {
        let state = HEADER_SHOWN;
        for (const y of [...positions, 0]) state = headerAfterScroll(state, y, offsetPx);
        if (state.y <= offsetPx) expect(state.hidden).toBe(false);
      }),
    );
  });
});
