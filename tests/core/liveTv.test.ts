import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isLiveTvPlayerPath,
  LIVE_TV_CATEGORY_SLUG,
  type LiveTvMembership,
  liveTvAccess,
  liveTvMinimumMembership,
  liveTvScheduleTag,
  selectedLiveTvCategory,
} from "../../src/core/liveTv.ts";
import { streamsPaidFilms } from "../../src/core/playGate.ts";
import { GUEST, type Viewer } from "../../src/core/routeAccess.ts";
import type { UserType } from "../../src/core/userType.ts";

const viewerArb: fc.Arbitrary<Viewer> = fc.oneof(
  fc.constant(GUEST),
  fc.record({
    isLoggedIn: fc.constant(true),
    userType: fc.constantFrom<UserType>("Registered", "Trial", "CrossSelling", "Premium"),
    isSubscribed: fc.boolean(),
  }),
);
const previousArb = fc.option(
  fc.constantFrom(
    "/movies",
    "/es/series/x",
    "/watch/live-tv",
    "/fr/watch/live-tv/",
    "//evil.example",
    "https://x.example/",
  ),
  { nil: null },
);

describe("live TV access", () => {
  it("minimum Registered: logged-in viewers pass; others are sent back with the play-attempt flag", () => {
    fc.assert(
      fc.property(viewerArb, previousArb, (viewer, previous) => {
        const access = liveTvAccess(viewer, "Registered", previous);
        if (viewer.isLoggedIn) {
          expect(access).toEqual({ kind: "allow" });
          return;
        }
        expect(access.kind).toBe("back");
        const to = (access as { to: string }).to;
        expect(to.startsWith("/") && !to.startsWith("//")).toBe(true);
        expect(isLiveTvPlayerPath(to)).toBe(false);
        if (previous === "/movies" || previous === "/es/series/x") expect(to).toBe(previous);
      }),
    );
  });

  it("minimum Subscribed: viewers with the paid catalogue pass; everyone else goes to /sign-up", () => {
    fc.assert(
      fc.property(viewerArb, previousArb, (viewer, previous) => {
        expect(liveTvAccess(viewer, "Subscribed", previous)).toEqual(
          streamsPaidFilms(viewer.userType)
            ? { kind: "allow" }
            : { kind: "redirect", to: "/sign-up" },
        );
      }),
    );
  });

  it("reads the setting; missing or unknown is Subscribed", () => {
    const setting = (value: unknown) => [{ key: "live-tv-minimum-membership", value }] as never;
    const cases: [unknown, LiveTvMembership][] = [
      ["Registered", "Registered"],
      ["registered", "Registered"],
      ["Subscribed", "Subscribed"],
      ["Gold", "Subscribed"],
      [null, "Subscribed"],
      [3, "Subscribed"],
    ];
    for (const [value, expected] of cases)
      expect(liveTvMinimumMembership(setting(value))).toBe(expected);
    expect(liveTvMinimumMembership([])).toBe("Subscribed");
  });

  it("knows the player path in any locale", () => {
    expect(isLiveTvPlayerPath("/watch/live-tv")).toBe(true);
    expect(isLiveTvPlayerPath("/de/watch/live-tv?x=1")).toBe(true);
    expect(isLiveTvPlayerPath("/live-tv-preview")).toBe(false);
  });
});

describe("selectedLiveTvCategory (?category= on the live TV pages)", () => {
  const slugArb = fc.stringMatching(LIVE_TV_CATEGORY_SLUG);
  const categoriesArb = fc.uniqueArray(
    fc.record({ slug: slugArb, tag_id: fc.integer({ min: 1, max: 10_000 }) }),
    { selector: (c) => c.slug, maxLength: 8 },
  );

  it("is the category whose slug is asked for", () => {
    fc.assert(
      fc.property(
        categoriesArb.filter((cs) => cs.length > 0),
        fc.nat(),
        (categories, i) => {
          const chosen = categories[i % categories.length]!;
          expect(selectedLiveTvCategory(chosen.slug, categories)).toBe(chosen);
          expect(liveTvScheduleTag(selectedLiveTvCategory(chosen.slug, categories))).toBe(
            chosen.tag_id,
          );
        },
      ),
    );
  });

  it("is none (every channel, the general schedule) without a slug or for a slug of no category", () => {
    fc.assert(
      fc.property(categoriesArb, fc.option(fc.string(), { nil: undefined }), (categories, slug) => {
        fc.pre(!categories.some((c) => c.slug === slug));
        expect(selectedLiveTvCategory(slug, categories)).toBeNull();
        expect(liveTvScheduleTag(null)).toBeUndefined();
      }),
    );
  });

  it("reads the seeded slugs as slugs", () => {
    expect(LIVE_TV_CATEGORY_SLUG.test("live-drama-around-the-clock")).toBe(true);
    expect(LIVE_TV_CATEGORY_SLUG.test("Live Drama")).toBe(false);
    expect(LIVE_TV_CATEGORY_SLUG.test("")).toBe(false);
  });
});
