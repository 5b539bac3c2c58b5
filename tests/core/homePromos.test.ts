import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { visibleCtaBanner, visibleSmallBanners } from "../../src/core/homePromos.ts";
import type { CtaBanner, SmallBanner } from "../../src/core/schema/promos.ts";

const cta = (link: string): CtaBanner => ({
  id: 1,
  title: "Your first film is on us",
  text: null,
  button_text: "JOIN NOW",
  link,
  background_image: "/a.png",
  background_image_mobile: "/b.png",
});
const tile = (id: number, order: number, link = "/help"): SmallBanner => ({
  id,
  order,
  title: `Tile ${id}`,
  text: null,
  link,
  image: "/a.png",
  image_mobile: "/b.png",
});

describe("visibleCtaBanner (spec 001 §7 /cta-banner)", () => {
  it("shows the sign-up pitch to a visitor who is not logged in, never to a member", () => {
    expect(visibleCtaBanner(cta("/sign-up"), false)?.link).toBe("/sign-up");
    expect(visibleCtaBanner(cta("/sign-up"), true)).toBeNull();
    expect(visibleCtaBanner(null, false)).toBeNull();
  });

  it("never leads off the site", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (link, loggedIn) => {
        const shown = visibleCtaBanner(cta(link), loggedIn);
        if (shown !== null) expect(shown.link).toMatch(/^\/(?![/\\])/);
      }),
    );
    expect(visibleCtaBanner(cta("https://elsewhere.test/"), false)).toBeNull();
    expect(visibleCtaBanner(cta("//elsewhere.test/"), false)).toBeNull();
  });
});

describe("visibleSmallBanners (spec 001 §7 /small-banners)", () => {
  it("orders the tiles by their order, keeping only those that lead to a page of the site", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ order: fc.integer({ min: 0, max: 9 }), off: fc.boolean() }), {
          maxLength: 12,
        }),
        (specs) => {
          const tiles = specs.map((s, i) =>
            tile(i + 1, s.order, s.off ? "https://x.test" : "/help"),
          );
          const shown = visibleSmallBanners(tiles);
          expect(shown).toHaveLength(specs.filter((s) => !s.off).length);
          for (let i = 1; i < shown.length; i++) {
            expect(shown[i - 1]!.order).toBeLessThanOrEqual(shown[i]!.order);
          }
        },
      ),
    );
  });
});
