import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Episode } from "../../src/core/schema/index.ts";
import {
  episodesOfSeason,
  isUpcoming,
  seasonsOf,
  selectedSeason,
  seriesStart,
} from "../../src/core/seasons.ts";

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

describe("a series page's Play (issue 26): resume the episode in progress, else the first one out", () => {
  /** Episodes with distinct films (movie ids 1..n), some upcoming. */
  const series = fc
    .uniqueArray(
      fc.record({
        season: fc.integer({ min: 1, max: 4 }),
        episode: fc.integer({ min: 1, max: 8 }),
        upcoming: fc.boolean(),
      }),
      { selector: (e) => `${e.season}-${e.episode}`, maxLength: 20 },
    )
    .map((list) =>
      list.map(
        (e, index) =>
          ({
            season: e.season,
            episode: e.episode,
            status: e.upcoming ? "Upcoming Release" : "Published",
            movie: { id: index + 1 },
          }) as Episode,
      ),
    );
  const inProgress = fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 6 });

  it("starts the first episode out when none is in progress, S1 E1 when it is out", () => {
    fc.assert(
      fc.property(series, (episodes) => {
        const start = seriesStart(episodes, []);
        const out = episodes.filter((e) => e.status === "Published");
        if (out.length === 0) {
          expect(start).toBeNull();
          return;
        }
        expect(start?.resume).toBe(false);
        const earliest = Math.min(...out.map((e) => e.season * 100 + e.episode));
        expect(start!.episode.season * 100 + start!.episode.episode).toBe(earliest);
      }),
    );
    const s1e1 = episode(1, 1);
    expect(seriesStart([episode(1, 2), episode(2, 1), s1e1], [])?.episode).toBe(s1e1);
  });

  it("resumes the most recent episode in progress that is out; never an upcoming one", () => {
    fc.assert(
      fc.property(series, inProgress, (episodes, ids) => {
        const start = seriesStart(episodes, ids);
        const mine = ids
          .map((id) => episodes.find((e) => e.movie.id === id && e.status === "Published"))
          .find(Boolean);
        if (mine) expect(start).toEqual({ episode: mine, resume: true });
        else expect(start?.resume ?? false).toBe(false);
        if (start) expect(start.episode.status).toBe("Published");
      }),
    );
  });
});
