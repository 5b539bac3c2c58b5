import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CONTENT_MAX_WIDTH_PX,
  CTA_PILL_MARGIN_PX,
  CTA_PILL_WIDTH_PX,
  DESKTOP_GUTTER_PX,
  desktopGutterPx,
  type FloatingCtaScene,
  floatingCtaPlacement,
  PHONE_MAX_WIDTH_PX,
  PHONE_TOP_SHARE,
} from "../../src/core/floatingCta.ts";

const scene = fc.record<FloatingCtaScene>({
  viewportWidth: fc.integer({ min: 280, max: 3_840 }),
  viewportHeight: fc.integer({ min: 400, max: 2_160 }),
  scrollY: fc.integer({ min: 0, max: 20_000 }),
  headerHidden: fc.boolean(),
  footerInView: fc.boolean(),
});

describe("floatingCtaPlacement (the floating call to action never covers content, issue 14)", () => {
  it("is hidden whenever the footer is on screen", () => {
    fc.assert(
      fc.property(scene, (s) => {
        expect(floatingCtaPlacement({ ...s, footerInView: true })).toBe("hidden");
      }),
    );
  });

  it("phones: a docked strip only, once half a screen is scrolled", () => {
    fc.assert(
      fc.property(scene, (s) => {
        const phone = { ...s, viewportWidth: Math.min(s.viewportWidth, PHONE_MAX_WIDTH_PX) };
        const expected =
          !phone.footerInView && phone.scrollY >= phone.viewportHeight * PHONE_TOP_SHARE
            ? "strip"
            : "hidden";
        expect(floatingCtaPlacement(phone)).toBe(expected);
      }),
    );
  });

  it("never shows at the very top of a page", () => {
    fc.assert(
      fc.property(scene, (s) => {
        expect(floatingCtaPlacement({ ...s, scrollY: 0, headerHidden: false })).toBe("hidden");
      }),
    );
  });

  it("wider than a phone: shown exactly while the header is away and the footer is not on screen", () => {
    fc.assert(
      fc.property(scene, (s) => {
        if (s.viewportWidth <= PHONE_MAX_WIDTH_PX) return;
        const shown = floatingCtaPlacement(s) !== "hidden";
        expect(shown).toBe(s.headerHidden && !s.footerInView);
      }),
    );
  });

  it("desktop: in the gutter when the pill fits beside the text, else a bar on the window's bottom edge", () => {
    fc.assert(
      fc.property(scene, (s) => {
        const placement = floatingCtaPlacement(s);
        if (s.viewportWidth <= PHONE_MAX_WIDTH_PX) return;
        expect(placement).not.toBe("strip");
        const contentLeft =
          Math.max(0, (s.viewportWidth - CONTENT_MAX_WIDTH_PX) / 2) + DESKTOP_GUTTER_PX;
        if (placement === "bar")
          expect(CTA_PILL_WIDTH_PX + 2 * CTA_PILL_MARGIN_PX).toBeGreaterThan(contentLeft);
        if (placement === "gutter") {
          expect(s.headerHidden && !s.footerInView).toBe(true);
          // The pill and its margins lie left of where the content's text begins.
          const contentLeft =
            Math.max(0, (s.viewportWidth - CONTENT_MAX_WIDTH_PX) / 2) + DESKTOP_GUTTER_PX;
          expect(CTA_PILL_WIDTH_PX + 2 * CTA_PILL_MARGIN_PX).toBeLessThanOrEqual(contentLeft);
        }
      }),
    );
  });

  it("the gutter grows with the window and is the padding alone up to the content's width", () => {
    fc.assert(
      fc.property(fc.integer({ min: 768, max: 3_840 }), fc.nat(400), (w, more) => {
        expect(desktopGutterPx(w + more)).toBeGreaterThanOrEqual(desktopGutterPx(w));
        if (w <= CONTENT_MAX_WIDTH_PX) expect(desktopGutterPx(w)).toBe(DESKTOP_GUTTER_PX);
      }),
    );
  });

  it("1024 and 1440 px windows have no room for the pill and get the bar; a 1920 px one has", () => {
    const away = { viewportHeight: 900, scrollY: 2_000, headerHidden: true, footerInView: false };
    expect(floatingCtaPlacement({ ...away, viewportWidth: 1024 })).toBe("bar");
    expect(floatingCtaPlacement({ ...away, viewportWidth: 1440 })).toBe("bar");
    expect(floatingCtaPlacement({ ...away, viewportWidth: 1743 })).toBe("bar");
    expect(floatingCtaPlacement({ ...away, viewportWidth: 1744 })).toBe("gutter");
    expect(floatingCtaPlacement({ ...away, viewportWidth: 1920 })).toBe("gutter");
  });
});
