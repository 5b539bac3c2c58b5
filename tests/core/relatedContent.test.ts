import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SITE_CHANNEL_ID } from "../../src/core/constants.ts";
import {
  isPublished,
  needsSignedMedia,
  type Playable,
  playDecision,
} from "../../src/core/playGate.ts";
import {
  RELATED_SECTION_ORDER,
  relatedContentSections,
  relatedPlayable,
  relatedPlaysAt,
  relatedVideoKind,
} from "../../src/core/relatedContent.ts";
import type { RelatedContent } from "../../src/core/schema/index.ts";
import { relatedWatchMedia } from "../../src/core/watchUrl.ts";

const itemArb: fc.Arbitrary<RelatedContent> = fc
  .record({
    id: fc.integer({ min: 1, max: 10_000 }),
    type: fc.constantFrom(...RELATED_SECTION_ORDER),
    channels: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
    order_column: fc.integer({ min: 0, max: 20 }),
  })
  .map((r) => ({ ...r, title: `Item ${r.id}` }) as unknown as RelatedContent);
const itemsArb = fc.uniqueArray(itemArb, { selector: (i) => i.id, maxLength: 30 });

describe("related content sections", () => {
  it("shows exactly the items published on this site, each once", () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const shown = relatedContentSections(items).flatMap((s) => s.items.map((i) => i.id));
        const onSite = items.filter((i) => i.channels.includes(SITE_CHANNEL_ID)).map((i) => i.id);
        expect([...shown].sort((a, b) => a - b)).toEqual([...onSite].sort((a, b) => a - b));
      }),
    );
  });

  it("groups by kind in the page's order, no empty section, each in order_column order", () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const sections = relatedContentSections(items);
        const kinds = sections.map((s) => RELATED_SECTION_ORDER.indexOf(s.type));
        expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
        expect(new Set(kinds).size).toBe(kinds.length);
        for (const section of sections) {
          expect(section.items.length).toBeGreaterThan(0);
          expect(section.items.every((i) => i.type === section.type)).toBe(true);
          const orders = section.items.map((i) => i.order_column);
          expect(orders).toEqual([...orders].sort((a, b) => a - b));
        }
      }),
    );
  });

  it("an item on another site only is left out", () => {
    const item = {
      id: 1,
      type: "interview",
      channels: [4],
      order_column: 1,
    } as unknown as RelatedContent;
    expect(relatedContentSections([item])).toEqual([]);
    expect(relatedContentSections([{ ...item, channels: [4, SITE_CHANNEL_ID] }])).toHaveLength(1);
  });
});

describe("who may play related content (spec 000 §4, 001 §4)", () => {
  const viewer = fc.constantFrom(
    ...(["Guest", "Registered", "Trial", "CrossSelling", "Premium"] as const),
  );
  const film: fc.Arbitrary<Playable> = fc.record({
    status: fc.constantFrom(null, "", "Published", "published", "Draft", "Upcoming Release"),
    user_level: fc.constantFrom(0 as const, 1 as const, 2 as const),
    is_free: fc.boolean(),
    kind: fc.constantFrom("movie" as const, "episode" as const),
  });
  const openType = fc.constantFrom(...RELATED_SECTION_ORDER.filter((t) => t !== "chapter"));

  it("a chapter is gated exactly as its film", () => {
    fc.assert(
      fc.property(film, viewer, (owner, who) => {
        expect(playDecision(relatedPlayable("chapter", owner), who)).toBe(playDecision(owner, who));
      }),
    );
  });

  it("interviews, behind the scenes and extras play for every viewer while the film is published", () => {
    fc.assert(
      fc.property(openType, film, viewer, (type, owner, who) => {
        const decision = playDecision(relatedPlayable(type, owner), who);
        expect(decision).toBe(isPublished(owner.status) ? "allowed" : "blocked-unpublished");
        expect(needsSignedMedia(relatedPlayable(type, owner))).toBe(false);
      }),
    );
  });

  it("a series' related content, chapters too, is open to every viewer", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RELATED_SECTION_ORDER), viewer, (type, who) => {
        expect(playDecision(relatedPlayable(type, null), who)).toBe("allowed");
      }),
    );
  });

  it("plays as the spec's video kinds", () => {
    expect(RELATED_SECTION_ORDER.map(relatedVideoKind)).toEqual([
      "interview",
      "bhs-related",
      "chapter",
      "other",
      "other",
    ]);
  });
});

describe("which item a related watch URL plays", () => {
  it("an item on this site plays at its own kind's route, at no other; off this site at none", () => {
    fc.assert(
      fc.property(itemArb, fc.constantFrom(...RELATED_SECTION_ORDER), (item, routeType) => {
        const media = relatedWatchMedia(routeType);
        expect(relatedPlaysAt(item, media)).toBe(
          item.channels.includes(SITE_CHANNEL_ID) && routeType === item.type,
        );
        expect(relatedPlaysAt(item, { kind: "movie", variant: null })).toBe(false);
      }),
    );
  });
});
