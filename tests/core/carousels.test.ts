import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CarouselKind,
  carouselGapPx,
  rowSlidesByClass,
  slidesPerView,
} from "../../src/core/carousels.ts";
import { isPhoneWidth, viewportClassOf } from "../../src/core/viewport.ts";

const at = (kind: CarouselKind) => [375, 800, 1100, 1440, 1920].map((w) => slidesPerView(kind, w));

describe("carousels", () => {
  it("main 1/3/6/6/6, other 2/3/4, performers 3/5.5/8.5/8.5/9.5 across mobile, tablet, laptop, desktop, desktop XL", () => {
    expect(at("main")).toEqual([1, 3, 6, 6, 6]);
    expect(at("other")).toEqual([2, 3, 4, 4, 4]);
    expect(at("performers")).toEqual([3, 5.5, 8.5, 8.5, 9.5]);
  });

  it("more room never shows fewer slides", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CarouselKind>("main", "other", "performers"),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 4000 }),
        (kind, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(slidesPerView(kind, lo)).toBeLessThanOrEqual(slidesPerView(kind, hi));
        },
      ),
    );
  });

  it("gap 8 on phones, 16 otherwise", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (width) => {
        expect(carouselGapPx(width)).toBe(isPhoneWidth(width) ? 8 : 16);
      }),
    );
    expect(carouselGapPx(375)).toBe(8);
    expect(carouselGapPx(1280)).toBe(16);
  });

  it("a row shows the spec's slides per view when it has as many items; a short one fills the width, cards only from two thirds of a view", () => {
    expect(rowSlidesByClass("main", 12, false)).toEqual({
      mobile: 1,
      tablet: 3,
      laptop: 6,
      desktop: 6,
      desktopXL: 6,
    });
    // Four films in a row of six: four across.
    expect(rowSlidesByClass("main", 4, false)).toEqual({
      mobile: 1,
      tablet: 3,
      laptop: 4,
      desktop: 4,
      desktopXL: 4,
    });
    // One or two cards keep their size.
    expect(rowSlidesByClass("other", 1, false)).toEqual({
      mobile: 2,
      tablet: 3,
      laptop: 4,
      desktop: 4,
      desktopXL: 4,
    });
    // Two banners fill the width.
    expect(rowSlidesByClass("other", 2, true)).toEqual({
      mobile: 2,
      tablet: 2,
      laptop: 2,
      desktop: 2,
      desktopXL: 2,
    });
    fc.assert(
      fc.property(
        fc.constantFrom<CarouselKind>("main", "other", "performers"),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.boolean(),
        (kind, count, width, stretch) => {
          const shown = rowSlidesByClass(kind, count, stretch)[viewportClassOf(width)];
          const perView = slidesPerView(kind, width);
          const items = Math.max(1, count);
          expect(shown).toBeLessThanOrEqual(perView);
          if (items >= perView) expect(shown).toBe(perView);
          else if (stretch) expect(shown).toBe(items);
          else expect(shown).toBe(items >= Math.ceil((perView * 2) / 3) ? items : perView);
        },
      ),
    );
  });
});
