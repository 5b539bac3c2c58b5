import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Episode } from "../../src/core/schema/index.ts";
import { episodesOfSeason, isUpcoming, seasonsOf, selectedSeason } from "../../src/core/seasons.ts";

const episode = (season: number, number: number, status: Episode["status"] = "Published") =>
  ({ season, episode: number, status, movie: {} }) as Episode;

const episodesArb = fc.array(
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 12 }))
    .map(([s, e]) => episode(s, e)),
  { maxLength: 30 },
);

describe("seasons (spec 000 §3: the selected season defaults to 1)", () => {
  it("lists each season once, ascending", () => {
    fc.assert(
      fc.property(episodesArb, (episodes) => {
        const seasons = seasonsOf(episodes);
        expect([...seasons]).toEqual(
          [...new Set(episodes.map((e) => e.season))].sort((a, b) => a - b),
        );
      }),
    );
  });

  it("shows the requested season when the series has it, else season 1 when it has it", () => {
    fc.assert(
      fc.property(
        episodesArb,
        fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
        (episodes, requested) => {
          const seasons = seasonsOf(episodes);
          const shown = selectedSeason(requested, seasons);
          if (requested !== undefined && seasons.includes(requested)) expect(shown).toBe(requested);
          else if (seasons.includes(1) || seasons.length === 0) expect(shown).toBe(1);
          else expect(shown).toBe(seasons[0]);
        },
      ),
    );
  });

  it("gives a season's episodes in order, and flags upcoming ones", () => {
    const list = [episode(1, 2), episode(2, 1), episode(1, 1, "Upcoming Release")];
    expect(episodesOfSeason(list, 1).map((e) => e.episode)).toEqual([1, 2]);
    expect(isUpcoming(list[2]!)).toBe(true);
    expect(isUpcoming(list[0]!)).toBe(false);
  });
});
