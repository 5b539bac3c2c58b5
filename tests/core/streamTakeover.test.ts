import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { VideoKind } from "../../src/core/playerAnalytics.ts";
import {
  awaitsHandover,
  claimTime,
  compareMembers,
  handoverPosition,
  isPaidContent,
  mediaKey,
  type PresenceMember,
  presenceChannelFor,
  type TakeoverClaim,
  takeoverApplies,
  takeoverOutcome,
  whoPlays,
} from "../../src/core/streamTakeover.ts";
import type { UserType } from "../../src/core/userType.ts";

/** Members with distinct ids; join timestamps drawn from a small range so ties happen. */
const members = (minLength = 0) =>
  fc
    .uniqueArray(
      fc.record({
        id: fc.stringMatching(/^[a-z0-9]{1,6}$/),
        joinedAt: fc.integer({ min: 0, max: 5 }),
        seq: fc.integer({ min: 0, max: 1_000 }),
      }),
      { selector: (m) => m.id, minLength, maxLength: 8 },
    )
    // The server's sequence is unique: make it so.
    .map((list) => list.map((m, i) => ({ ...m, seq: m.seq * 10 + i })));

/** Claims by some of the members (and possibly by ids that are not members). */
const withClaims = (list: readonly PresenceMember[]) =>
  fc.array(
    fc.record({
      by:
        list.length > 0
          ? fc.oneof(fc.constantFrom(...list.map((m) => m.id)), fc.constant("gone"))
          : fc.constant("gone"),
      at: fc.integer({ min: 0, max: 5 }),
    }),
    { maxLength: 4 },
  );

const scenario = (minLength = 0) =>
  members(minLength).chain((list) => fc.tuple(fc.constant(list), withClaims(list)));

/** A member that joins after every given one (server clock and sequence move on). */
const later = (list: readonly PresenceMember[], id: string, extraMs: number): PresenceMember => ({
  id,
  joinedAt: Math.max(0, ...list.map((m) => m.joinedAt)) + extraMs,
  seq: Math.max(0, ...list.map((m) => m.seq)) + 1,
});

describe("who plays (spec 001 §4: the lowest join timestamp plays)", () => {
  it("in every non-empty member set exactly one member plays, and it is a member", () => {
    fc.assert(
      fc.property(scenario(1), ([list, claims]) => {
        const player = whoPlays(list, claims);
        expect(list.map((m) => m.id)).toContain(player);
        const playing = list.filter((m) => takeoverOutcome(m.id, list, claims) === "plays");
        expect(playing.map((m) => m.id)).toEqual([player]);
      }),
    );
  });

  it("nobody plays in an empty channel", () => {
    expect(whoPlays([], [{ by: "a", at: 1 }])).toBeNull();
  });

  it("without claims the member with the lowest join timestamp plays; ties by sequence, then id", () => {
    fc.assert(
      fc.property(members(1), (list) => {
        const player = list.find((m) => m.id === whoPlays(list));
        for (const other of list)
          expect(compareMembers(player as PresenceMember, other)).toBeLessThanOrEqual(0);
      }),
    );
    const tie = [
      { id: "b", joinedAt: 5, seq: 2 },
      { id: "a", joinedAt: 5, seq: 3 },
    ];
    expect(whoPlays(tie)).toBe("b");
    expect(
      whoPlays([
        { id: "z", joinedAt: 5, seq: 1 },
        { id: "y", joinedAt: 5, seq: 1 },
      ]),
    ).toBe("y");
  });

  it("does not depend on the order in which members or claims are listed", () => {
    fc.assert(
      fc.property(scenario(1), fc.integer(), ([list, claims], seed) => {
        const shuffle = <T>(xs: readonly T[]) =>
          [...xs]
            .map((x, i) => ({ x, k: (i * 7919 + seed) % 101 }))
            .sort((p, q) => p.k - q.k)
            .map((p) => p.x);
        expect(whoPlays(shuffle(list), shuffle(claims))).toBe(whoPlays(list, claims));
      }),
    );
  });

  it("adding a later member never changes who plays", () => {
    fc.assert(
      fc.property(scenario(1), fc.integer({ min: 0, max: 3 }), ([list, claims], extra) => {
        const before = whoPlays(list, claims);
        expect(whoPlays([...list, later(list, "newcomer", extra)], claims)).toBe(before);
      }),
    );
  });

  it("removing a member that does not play never changes who plays", () => {
    fc.assert(
      fc.property(scenario(2), fc.nat(), ([list, claims], pick) => {
        const player = whoPlays(list, claims);
        const others = list.filter((m) => m.id !== player);
        const leaving = others[pick % others.length] as PresenceMember;
        const rest = list.filter((m) => m.id !== leaving.id);
        expect(whoPlays(rest, claims)).toBe(player);
      }),
    );
  });

  it("when the player leaves, the next one in join order plays (unless a claim says otherwise)", () => {
    const list = [
      { id: "first", joinedAt: 1, seq: 1 },
      { id: "second", joinedAt: 2, seq: 2 },
      { id: "third", joinedAt: 3, seq: 3 },
    ];
    expect(whoPlays(list.slice(1))).toBe("second");
  });
});

describe("takeover ('WATCH ON THIS DEVICE': the latest claim wins over join order)", () => {
  it("a new claim stamped with claimTime makes its member the one who plays, whatever it knew", () => {
    fc.assert(
      fc.property(
        scenario(1),
        fc.nat(),
        fc.integer({ min: -10, max: 10 }),
        ([list, claims], pick, clock) => {
          const chooser = list[pick % list.length] as PresenceMember;
          const claim = { by: chooser.id, at: claimTime(clock, claims) };
          expect(whoPlays(list, [...claims, claim])).toBe(chooser.id);
          expect(takeoverOutcome(chooser.id, list, [...claims, claim])).toBe("plays");
        },
      ),
    );
  });

  it("everyone else is sent home once a member took over", () => {
    fc.assert(
      fc.property(scenario(2), fc.nat(), ([list, claims], pick) => {
        const chooser = list[pick % list.length] as PresenceMember;
        const all = [...claims, { by: chooser.id, at: claimTime(0, claims) }];
        for (const m of list) {
          if (m.id !== chooser.id) expect(takeoverOutcome(m.id, list, all)).toBe("kicked");
        }
      }),
    );
  });

  it("two claims racing resolve to the same winner for every member, whatever the order they arrive in", () => {
    fc.assert(
      fc.property(
        members(2),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (list, atA, atB) => {
          const [a, b] = list as [PresenceMember, PresenceMember];
          const claimA = { by: a.id, at: atA };
          const claimB = { by: b.id, at: atB };
          const oneOrder = whoPlays(list, [claimA, claimB]);
          expect(whoPlays(list, [claimB, claimA])).toBe(oneOrder);
          expect(oneOrder).toBe(
            atA === atB ? (compareMembers(a, b) < 0 ? a.id : b.id) : atA > atB ? a.id : b.id,
          );
          const outcomes = list.map((m) => takeoverOutcome(m.id, list, [claimA, claimB]));
          expect(outcomes.filter((o) => o === "plays")).toHaveLength(1);
        },
      ),
    );
  });

  it("a member that joined after a takeover waits: it never saw the claim, and join order still puts the chooser first once the others left", () => {
    const chooser = { id: "chooser", joinedAt: 10, seq: 2 };
    const newcomer = { id: "newcomer", joinedAt: 50, seq: 3 };
    expect(takeoverOutcome("newcomer", [chooser, newcomer], [])).toBe("waits");
    // The newcomer's own claim, stamped on its estimate of the server clock, beats the old one.
    const old: TakeoverClaim = { by: "chooser", at: 20 };
    const claim = { by: "newcomer", at: claimTime(60, []) };
    expect(takeoverOutcome("chooser", [chooser, newcomer], [old, claim])).toBe("kicked");
    expect(takeoverOutcome("newcomer", [chooser, newcomer], [claim])).toBe("plays");
  });

  it("a claim by a member that is not (yet) present does not count", () => {
    const list = [
      { id: "a", joinedAt: 1, seq: 1 },
      { id: "b", joinedAt: 2, seq: 2 },
    ];
    expect(whoPlays(list, [{ by: "c", at: 99 }])).toBe("a");
    expect(takeoverOutcome("b", list, [{ by: "c", at: 99 }])).toBe("waits");
  });
});

const USER_TYPES: readonly UserType[] = ["Guest", "Registered", "Trial", "CrossSelling", "Premium"];
const KINDS: readonly VideoKind[] = [
  "movie",
  "trailer",
  "episode",
  "chapter",
  "bts",
  "bhs",
  "bhs-related",
  "interview",
  "other",
  "live-tv",
];

describe("who takes part (spec 001 §4: paid-level users on movie, episode, chapter or live-tv)", () => {
  it("applies exactly to Premium, Trial and CrossSelling viewers on paid movies, episodes, chapters and live TV", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...USER_TYPES),
        fc.constantFrom(...KINDS),
        fc.boolean(),
        (userType, kind, paidContent) => {
          const paidViewer =
            userType === "Premium" || userType === "Trial" || userType === "CrossSelling";
          const controlled =
            kind === "movie" || kind === "episode" || kind === "chapter" || kind === "live-tv";
          expect(takeoverApplies({ userType, kind, paidContent })).toBe(
            paidViewer && controlled && (paidContent || kind === "live-tv"),
          );
        },
      ),
    );
  });

  it("never applies to trailers, free content, guests or registered viewers", () => {
    for (const userType of USER_TYPES) {
      expect(takeoverApplies({ userType, kind: "trailer", paidContent: true })).toBe(false);
    }
    expect(takeoverApplies({ userType: "Premium", kind: "movie", paidContent: false })).toBe(false);
    expect(takeoverApplies({ userType: "Registered", kind: "movie", paidContent: true })).toBe(
      false,
    );
    expect(takeoverApplies({ userType: "Guest", kind: "live-tv", paidContent: true })).toBe(false);
  });

  it("paid content is user_level 0 and not flagged free", () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 2), fc.boolean(), (user_level, is_free) => {
        expect(isPaidContent({ user_level, is_free })).toBe(user_level === 0 && !is_free);
      }),
    );
  });

  it("names one presence channel per account", () => {
    expect(presenceChannelFor(42)).toBe("presence-stream-user-42");
  });
});

describe("the handover: the winner resumes where the screen sent home stopped (issue 25)", () => {
  const handover = fc.record({
    from: fc.constantFrom("a", "b"),
    to: fc.constantFrom("a", "b", "c"),
    media: fc.constantFrom("movie:13", "movie:14", "episode:13"),
    positionS: fc.oneof(fc.double({ min: -10, max: 10_000, noNaN: true }), fc.constant(Number.NaN)),
  });

  it("a handover gives its position only to the member it names, for the same media", () => {
    fc.assert(
      fc.property(
        handover,
        fc.constantFrom("a", "b", "c", null),
        fc.constantFrom("movie:13", "movie:14", null),
        (h, me, media) => {
          const position = handoverPosition(h, me, media);
          const applies = h.to === me && h.media === media && h.positionS >= 0;
          expect(position).toBe(applies ? h.positionS : null);
        },
      ),
    );
    expect(
      handoverPosition(
        { from: "a", to: "b", media: mediaKey("movie", 13), positionS: 612.5 },
        "b",
        "movie:13",
      ),
    ).toBe(612.5);
  });

  it("the winner waits only while the screen that played is still there and sent nothing", () => {
    fc.assert(
      fc.property(
        members(),
        fc.option(fc.constantFrom("a", "b", "zz"), { nil: null }),
        fc.option(fc.double({ min: 0, max: 10_000, noNaN: true }), { nil: null }),
        (list, from, receivedS) => {
          const waits = awaitsHandover({ from, members: list, receivedS });
          expect(waits).toBe(
            receivedS === null && from !== null && list.some((m) => m.id === from),
          );
        },
      ),
    );
    expect(awaitsHandover({ from: "a", members: null, receivedS: null })).toBe(false);
  });
});
