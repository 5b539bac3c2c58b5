import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DESKTOP_MENU_BREAKPOINT_PX,
  HEADER_OFFSET_GUEST_SMALL_PX,
  HEADER_OFFSET_PX,
} from "../../src/core/constants.ts";
import { crossSellingSites, showsCrossSellingBar } from "../../src/core/crossSelling.ts";
import { headerOffsetPx, memberMenuOpensOnHover } from "../../src/core/header.ts";
import type { Logo } from "../../src/core/schema/promos.ts";
import type { UserType } from "../../src/core/userType.ts";
import { isMobileLayoutWidth } from "../../src/core/viewport.ts";

const widthArb = fc.integer({ min: 0, max: 4000 });
const userTypeArb = fc.constantFrom<UserType>(
  "Guest",
  "Trial",
  "CrossSelling",
  "Premium",
  "Registered",
);

describe("header offset", () => {
  it("is 110 px for guests under 1200 px and 75 px otherwise", () => {
    fc.assert(
      fc.property(fc.boolean(), widthArb, (isGuest, width) => {
        expect(headerOffsetPx(isGuest, width)).toBe(
          isGuest && width < 1200 ? HEADER_OFFSET_GUEST_SMALL_PX : HEADER_OFFSET_PX,
        );
      }),
    );
    expect([HEADER_OFFSET_PX, HEADER_OFFSET_GUEST_SMALL_PX]).toEqual([75, 110]);
    expect(headerOffsetPx(true, 1199)).toBe(110);
    expect(headerOffsetPx(true, 1200)).toBe(75);
    expect(headerOffsetPx(false, 375)).toBe(75);
  });

  it("members never get the taller offset; a wider screen never gets a taller one", () => {
    fc.assert(
      fc.property(fc.boolean(), widthArb, widthArb, (isGuest, a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        expect(headerOffsetPx(false, a)).toBe(HEADER_OFFSET_PX);
        expect(headerOffsetPx(isGuest, wide)).toBeLessThanOrEqual(headerOffsetPx(isGuest, narrow));
      }),
    );
  });
});

describe("member menu on hover", () => {
  it("opens on hover from 1280 px up, never below", () => {
    fc.assert(
      fc.property(widthArb, (width) => {
        expect(memberMenuOpensOnHover(width)).toBe(width >= DESKTOP_MENU_BREAKPOINT_PX);
      }),
    );
    expect(memberMenuOpensOnHover(1279)).toBe(false);
    expect(memberMenuOpensOnHover(1280)).toBe(true);
  });
});

describe("cross-selling navigation bar", () => {
  it("shows only to cross-selling unified accounts, and only in the desktop layout", () => {
    fc.assert(
      fc.property(userTypeArb, widthArb, (type, width) => {
        expect(showsCrossSellingBar(type, width)).toBe(
          type === "CrossSelling" && !isMobileLayoutWidth(width),
        );
      }),
    );
  });

  const logoArb: fc.Arbitrary<Logo> = fc.record({
    id: fc.nat(),
    kind: fc.constantFrom("brand", "card", "sister-site", "social"),
    name: fc.string(),
    image: fc.constant("/img.png"),
    url: fc.option(fc.webUrl(), { nil: null }),
    order: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
  });

  it("lists exactly the sister sites with an address, ordered, unordered ones last", () => {
    fc.assert(
      fc.property(fc.uniqueArray(logoArb, { selector: (l) => l.id, maxLength: 12 }), (logos) => {
        const sites = crossSellingSites(logos);
        const expected = logos.filter((l) => l.kind === "sister-site" && l.url);
        expect([...sites].sort((a, b) => a.id - b.id)).toEqual(
          [...expected].sort((a, b) => a.id - b.id),
        );
        const orders = sites.map((s) => s.order ?? Number.POSITIVE_INFINITY);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
      }),
    );
  });
});
