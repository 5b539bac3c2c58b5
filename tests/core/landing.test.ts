import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  landingButtonTarget,
  landingItemText,
  landingTextPosition,
} from "../../src/core/landing.ts";
import type { LandingItem } from "../../src/core/schema/landing.ts";

const itemArb: fc.Arbitrary<LandingItem> = fc.record({
  id: fc.nat(),
  type: fc.constantFrom(
    "hero" as const,
    "text" as const,
    "video" as const,
    "info_banner" as const,
    "button" as const,
  ),
  title: fc.option(fc.string(), { nil: null }),
  text_position: fc.constantFrom("left" as const, "center" as const, "right" as const),
  text_position_mobile: fc.constantFrom("left" as const, "center" as const, "right" as const),
  text_width: fc.constant(null),
  text: fc.option(fc.string(), { nil: null }),
  thank_you_text: fc.option(fc.string(), { nil: null }),
  text_color: fc.constant(null),
  button_text: fc.option(fc.constantFrom("JOIN NOW", "", "  "), { nil: null }),
  button_color: fc.constant(null),
  button_custom_link: fc.option(
    fc.constantFrom("/movies", "//evil.example", "/\\evil", "https://x.example", " "),
    { nil: null },
  ),
  background_color: fc.constant(null),
  poster_image: fc.constant(null),
  poster_mobile_image: fc.constant(null),
  full_screen: fc.boolean(),
  show_full_screen: fc.boolean(),
  video_path: fc.constant(null),
  info_banner_type: fc.constant(null),
});
const promoArb = fc.option(fc.constantFrom("spring", "summer sale"), { nil: null });

describe("landing buttons", () => {
  it("a button leads to its site link, else to sign-up with the landing's plan group", () => {
    fc.assert(
      fc.property(itemArb, promoArb, (item, promo) => {
        const landing = { group_plan: promo === null ? null : ({ promo_url: promo } as never) };
        const target = landingButtonTarget(item, landing);
        if (item.button_text === null || item.button_text.trim() === "") {
          expect(target).toBeNull();
          return;
        }
        if (item.button_custom_link === "/movies") {
          expect(target).toEqual({ kind: "link", href: "/movies" });
        } else {
          expect(target).toEqual({
            kind: "sign-up",
            href: promo === null ? "/sign-up" : `/sign-up/${encodeURIComponent(promo)}`,
          });
        }
      }),
    );
  });

  it("the thank-you text replaces the text once signed up; positions per layout", () => {
    fc.assert(
      fc.property(itemArb, fc.boolean(), (item, signedUp) => {
        expect(landingItemText(item, signedUp)).toBe(
          signedUp && item.thank_you_text !== null ? item.thank_you_text : item.text,
        );
        expect(landingTextPosition(item, true)).toBe(item.text_position_mobile);
        expect(landingTextPosition(item, false)).toBe(item.text_position);
      }),
    );
  });
});
