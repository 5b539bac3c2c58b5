import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Episode, MovieSummary } from "../../src/core/schema/index.ts";
import { upNextChoice } from "../../src/core/upNext.ts";
import { filmSummary } from "../fixtures/filmSummary.ts";

const film = (id: number): MovieSummary => filmSummary(id);

const episodeArb = fc
  .record({
    season: fc.integer({ min: 1, max: 4 }),
    episode: fc.integer({ min: 1, max: 8 }),
    upcoming: fc.boolean(),
  })
  .map(
    ({ season, episode, upcoming }): Episode => ({
      season,
      episode,
      status: upcoming ? "Upcoming Release" : "Published",
      movie: film(season * 100 + episode),
    }),
  );
/** A series' episodes, each (season, episode) once, in any order. */
const episodesArb = fc.uniqueArray(episodeArb, {
  selector: (e) => `${e.season}/${e.episode}`,
  maxLength: 20,
});
const similarArb = fc.array(fc.integer({ min: 1_000, max: 2_000 }).map(film), { maxLength: 3 });

describe("Up next (issue 25): the series' next episode out, else the first similar film", () => {
  it("offers S1E3 after S1E2 when S1E3 is out, whatever order the list comes in", () => {
    const episodes: Episode[] = [
      { season: 2, episode: 1, status: "Published", movie: film(201) },
      { season: 1, episode: 3, status: "Published", movie: film(103) },
      { season: 1, episode: 2, status: "Published", movie: film(102) },
    ];
    expect(upNextChoice(102, episodes, [film(1_500)])).toEqual({
      movie: film(103),
      kind: "episode",
    });
    expect(upNextChoice(103, episodes, [])).toEqual({ movie: film(201), kind: "episode" });
  });

  it("skips an episode not released yet, and falls back to the first similar film after the last", () => {
    const episodes: Episode[] = [
      { season: 1, episode: 1, status: "Published", movie: film(101) },
      { season: 1, episode: 2, status: "Upcoming Release", movie: film(102) },
    ];
    expect(upNextChoice(101, episodes, [film(1_500), film(1_600)])).toEqual({
      movie: film(1_500),
      kind: "film",
    });
    expect(upNextChoice(101, episodes, [])).toBeNull();
  });

  it("is the smallest later (season, episode) that is out, else the first similar film", () => {
    fc.assert(
      fc.property(episodesArb, similarArb, fc.nat(30), (episodes, similar, pick) => {
        const current = episodes[pick % Math.max(episodes.length, 1)];
        const movieId = current?.movie.id ?? 1;
        const later = current
          ? episodes
              .filter(
                (e) =>
                  e.status === "Published" &&
                  (e.season > current.season ||
                    (e.season === current.season && e.episode > current.episode)),
              )
              .sort((a, b) => a.season * 100 + a.episode - (b.season * 100 + b.episode))
          : [];
        const expected =
          later[0] !== undefined
            ? { movie: later[0].movie, kind: "episode" }
            : similar[0] !== undefined
              ? { movie: similar[0], kind: "film" }
              : null;
        expect(upNextChoice(movieId, episodes, similar)).toEqual(expected);
      }),
    );
  });

  it("offers the first similar film for a film outside any series", () => {
    fc.assert(
      fc.property(similarArb, (similar) => {
        const choice = upNextChoice(7, null, similar);
        expect(choice).toEqual(similar[0] ? { movie: similar[0], kind: "film" } : null);
      }),
    );
  });
});
