import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  countdownRemaining,
  promoAccessAllows,
  promoPositionOf,
  screenDeviceOf,
  showsOnDevice,
  visibleCountdown,
  visiblePromoBars,
} from "../../src/core/promos.ts";
import {
  type CountdownPromo,
  PROMO_POSITIONS,
  type PromoBar,
  type PromoDevice,
} from "../../src/core/schema/promos.ts";
import { isMobileLayoutWidth } from "../../src/core/viewport.ts";

const deviceArb = fc.constantFrom<PromoDevice>("ALL", "DESKTOP", "MOBILE");
const screenArb = fc.constantFrom("DESKTOP" as const, "MOBILE" as const);
const positionArb = fc.constantFrom(...PROMO_POSITIONS);
const T0 = Date.UTC(2025, 2, 1);

const barArb: fc.Arbitrary<PromoBar> = fc.record({
  id: fc.nat(),
  name: fc.string(),
  content: fc.string(),
  background_color: fc.constant("#000000"),
  text_color: fc.constant("#ffffff"),
  link: fc.constant(null),
  device: deviceArb,
  position: positionArb,
});

const countdownArb: fc.Arbitrary<CountdownPromo> = fc
  .record({
    id: fc.nat(),
    device: deviceArb,
    position: positionArb,
    status: fc.constantFrom("active" as const, "inactive" as const),
    startOffset: fc.integer({ min: -10 * 86_400_000, max: 86_400_000 }),
    promoOffset: fc.integer({ min: -86_400_000, max: 10 * 86_400_000 }),
  })
  .map((c) => ({
    id: c.id,
    title: "Ends in",
    description: null,
    background_color: "#000",
    text_color: "#fff",
    custom_link: null,
    access_level: "all",
    device: c.device,
    position: c.position,
    status: c.status,
    start_date: new Date(T0 + c.startOffset).toISOString(),
    promo_date: new Date(T0 + c.promoOffset).toISOString(),
  }));

describe("promo device and position", () => {
  it("ALL shows on every device; DESKTOP and MOBILE only on theirs", () => {
    fc.assert(
      fc.property(deviceArb, screenArb, (promo, screen) => {
        expect(showsOnDevice(promo, screen)).toBe(promo === "ALL" || promo === screen);
      }),
    );
  });

  it("the screen device follows the layout: MOBILE below the laptop class", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (width) => {
        expect(screenDeviceOf(width)).toBe(isMobileLayoutWidth(width) ? "MOBILE" : "DESKTOP");
      }),
    );
  });

  it("pages have their positions, with or without a locale", () => {
    expect(promoPositionOf("/")).toBe("index");
    expect(promoPositionOf("/movies?page=2")).toBe("movies");
    expect(promoPositionOf("/es/movies/the-quiet-harbour")).toBe("film");
    expect(promoPositionOf("/series/harbour-lights")).toBe("series");
    expect(promoPositionOf("/categories/drama")).toBe("categories");
    expect(promoPositionOf("/cast")).toBe("cast");
    expect(promoPositionOf("/cast/ada-berger")).toBe("performers");
    expect(promoPositionOf("/directors/ada-berger")).toBe("directors");
    expect(promoPositionOf("/sign-up/spring")).toBe("sign-up");
    expect(promoPositionOf("/help")).toBeNull();
    expect(promoPositionOf("/film/x/watch/movie/1")).toBeNull();
  });

  it("promo bars: exactly those of the page's position and the viewer's device, in order", () => {
    fc.assert(
      fc.property(
        fc.array(barArb, { maxLength: 12 }),
        screenArb,
        fc.option(positionArb, { nil: null }),
        (bars, device, position) => {
          const shown = visiblePromoBars(bars, { device, position });
          expect(shown).toEqual(
            bars.filter(
              (b) =>
                position !== null && b.position === position && showsOnDevice(b.device, device),
            ),
          );
        },
      ),
    );
  });
});

describe("countdown", () => {
  it("shows the first active countdown of the place that has started and not ended", () => {
    fc.assert(
      fc.property(
        fc.array(countdownArb, { maxLength: 8 }),
        screenArb,
        positionArb,
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
        (countdowns, device, position, offset) => {
          const now = T0 + offset;
          const shown = visibleCountdown(countdowns, { device, position }, now);
          const eligible = countdowns.filter(
            (c) =>
              c.status === "active" &&
              c.position === position &&
              showsOnDevice(c.device, device) &&
              Date.parse(c.start_date) <= now &&
              Date.parse(c.promo_date) > now,
          );
          expect(shown).toBe(eligible[0] ?? null);
          expect(visibleCountdown(countdowns, { device, position: null }, now)).toBeNull();
        },
      ),
    );
  });

  it("the remaining time adds up to what is left, in days, hours, minutes and seconds", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e10 }), (left) => {
        const remaining = countdownRemaining(new Date(T0 + left).toISOString(), T0);
        if (left <= 0) {
          expect(remaining).toBeNull();
          return;
        }
        expect(remaining).not.toBeNull();
        const r = remaining!;
        expect(r.totalMs).toBe(left);
        expect(r.hours).toBeLessThan(24);
        expect(r.minutes).toBeLessThan(60);
        expect(r.seconds).toBeLessThan(60);
        expect(((r.days * 24 + r.hours) * 60 + r.minutes) * 60 + r.seconds).toBe(
          Math.floor(left / 1000),
        );
      }),
    );
    expect(countdownRemaining("not a date", T0)).toBeNull();
  });
});

describe("promotions honour their access level (spec 000 §3 access_level; issue 26)", () => {
  const levels = fc.constantFrom("all", "guest", "member", "non-premium" as const);
  const viewer = fc.record({ isLoggedIn: fc.boolean(), hasPaidAccess: fc.boolean() });

  it("all: everyone; guest: logged out; member: logged in; non-premium: without the paid catalogue (P)", () => {
    const premium = { isLoggedIn: true, hasPaidAccess: true };
    const registered = { isLoggedIn: true, hasPaidAccess: false };
    const guest = { isLoggedIn: false, hasPaidAccess: false };
    expect(promoAccessAllows("non-premium", premium)).toBe(false);
    expect(promoAccessAllows("non-premium", registered)).toBe(true);
    expect(promoAccessAllows("non-premium", guest)).toBe(true);
    expect(promoAccessAllows("guest", registered)).toBe(false);
    expect(promoAccessAllows("member", guest)).toBe(false);
    fc.assert(
      fc.property(levels, viewer, (level, v) => {
        const expected = {
          all: true,
          guest: !v.isLoggedIn,
          member: v.isLoggedIn,
          "non-premium": !v.hasPaidAccess,
        }[level];
        expect(promoAccessAllows(level, v)).toBe(expected);
      }),
    );
  });
});
