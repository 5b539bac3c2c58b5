import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isPublished,
  needsSignedMedia,
  type Playable,
  type PlayKind,
  playDecision,
} from "../../src/core/playGate.ts";
import type { UserType } from "../../src/core/userType.ts";

const userTypes: UserType[] = ["Guest", "Registered", "Trial", "CrossSelling", "Premium"];
const members: UserType[] = ["Registered", "Trial", "CrossSelling", "Premium"];
const openKinds: PlayKind[] = ["trailer", "serie-trailer", "bhs"];
const fullKinds: PlayKind[] = ["movie", "episode"];

/** "published" in any letter case. */
const publishedCaseArb = fc
  .array(fc.boolean(), { minLength: 9, maxLength: 9 })
  .map((upper) => [..."published"].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(""));
const publishedStatusArb = fc.oneof(fc.constant(null), fc.constant(""), publishedCaseArb);
const unpublishedStatusArb = fc.oneof(
  fc.constantFrom("Upcoming Release", "Draft", "unpublished", "Published ", "archived"),
  fc.string({ minLength: 1 }).filter((s) => s.toLowerCase() !== "published"),
);
const statusArb = fc.oneof(publishedStatusArb, unpublishedStatusArb);
const levelArb = fc.constantFrom(0 as const, 1 as const, 2 as const);
const kindArb = fc.constantFrom(...fullKinds, ...openKinds);
const viewerArb = fc.constantFrom(...userTypes);

const playableArb = (overrides: Partial<{ [K in keyof Playable]: fc.Arbitrary<Playable[K]> }>) =>
  fc.record({
    status: overrides.status ?? statusArb,
    user_level: overrides.user_level ?? levelArb,
    is_free: overrides.is_free ?? fc.boolean(),
    kind: overrides.kind ?? kindArb,
  });

describe("play gating (spec 000 §4, 001 §4)", () => {
  it("status empty or published in any case is published; anything else is not", () => {
    fc.assert(
      fc.property(publishedStatusArb, (s) => {
        expect(isPublished(s)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(unpublishedStatusArb, (s) => {
        expect(isPublished(s)).toBe(false);
      }),
    );
  });

  it("an unpublished film, trailer or episode never plays, for any viewer", () => {
    fc.assert(
      fc.property(playableArb({ status: unpublishedStatusArb }), viewerArb, (p, v) => {
        expect(playDecision(p, v)).toBe("blocked-unpublished");
      }),
    );
  });

  it("an 'Upcoming Release' episode never plays, however free", () => {
    fc.assert(
      fc.property(levelArb, fc.boolean(), viewerArb, (level, free, v) => {
        const episode: Playable = {
          status: "Upcoming Release",
          user_level: level,
          is_free: free,
          kind: "episode",
        };
        expect(playDecision(episode, v)).toBe("blocked-unpublished");
      }),
    );
  });

  it("published free films (level 2 or is_free) play for everyone", () => {
    const freeFilm = fc.oneof(
      playableArb({ status: publishedStatusArb, user_level: fc.constant(2 as const) }),
      playableArb({ status: publishedStatusArb, is_free: fc.constant(true) }),
    );
    fc.assert(
      fc.property(freeFilm, viewerArb, (p, v) => {
        expect(playDecision(p, v)).toBe("allowed");
      }),
    );
  });

  it("published trailers, series trailers and behind-the-scenes play for everyone", () => {
    fc.assert(
      fc.property(
        playableArb({ status: publishedStatusArb, kind: fc.constantFrom(...openKinds) }),
        viewerArb,
        (p, v) => {
          expect(playDecision(p, v)).toBe("allowed");
        },
      ),
    );
  });

  it("a guest on any published full film that is not free needs to log in (the play modal)", () => {
    fc.assert(
      fc.property(
        playableArb({
          status: publishedStatusArb,
          user_level: fc.constantFrom(0 as const, 1 as const),
          is_free: fc.constant(false),
          kind: fc.constantFrom(...fullKinds),
        }),
        (p) => {
          expect(playDecision(p, "Guest")).toBe("needs-login");
        },
      ),
    );
  });

  it("a registered-only film (level 1) plays for every logged-in viewer", () => {
    fc.assert(
      fc.property(
        playableArb({ status: publishedStatusArb, user_level: fc.constant(1 as const) }),
        fc.constantFrom(...members),
        (p, v) => {
          expect(playDecision(p, v)).toBe("allowed");
        },
      ),
    );
  });

  it("a paid film (level 0) plays for Premium, Trial and CrossSelling", () => {
    fc.assert(
      fc.property(
        playableArb({ status: publishedStatusArb, user_level: fc.constant(0 as const) }),
        fc.constantFrom<UserType>("Premium", "Trial", "CrossSelling"),
        (p, v) => {
          expect(playDecision(p, v)).toBe("allowed");
        },
      ),
    );
  });

  it("a Registered viewer on a paid, not free, full film needs premium", () => {
    fc.assert(
      fc.property(
        playableArb({
          status: publishedStatusArb,
          user_level: fc.constant(0 as const),
          is_free: fc.constant(false),
          kind: fc.constantFrom(...fullKinds),
        }),
        (p) => {
          expect(playDecision(p, "Registered")).toBe("needs-premium");
        },
      ),
    );
  });

  it("needs-premium only ever reaches Registered viewers, needs-login only guests", () => {
    fc.assert(
      fc.property(playableArb({}), viewerArb, (p, v) => {
        const decision = playDecision(p, v);
        if (decision === "needs-premium") expect(v).toBe("Registered");
        if (decision === "needs-login") expect(v).toBe("Guest");
      }),
    );
  });

  it("signed media exactly for full films that are neither free nor level 2", () => {
    fc.assert(
      fc.property(playableArb({}), (p) => {
        const open = p.is_free || p.user_level === 2 || openKinds.includes(p.kind);
        expect(needsSignedMedia(p)).toBe(!open);
      }),
    );
  });
});
