import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filmLengthS, filmPlaylist } from "../../server/filmPlaylist.ts";
import { FILM_LENGTH_S } from "../../server/mediaPaths.ts";

const sample = readFileSync(
  new URL("../../server/media/film/240p/index.m3u8", import.meta.url),
  "utf8",
);

const secondsOf = (playlist: string) =>
  playlist
    .split("\n")
    .filter((line) => line.startsWith("#EXTINF:"))
    .reduce((sum, line) => sum + Number.parseFloat(line.slice(8)), 0);

describe("honest demo media (issue 25): a film plays as long as its page says", () => {
  it("the sample is 40 s; a film of 117 min plays 7020 s, passes split by discontinuities", () => {
    expect(secondsOf(sample)).toBe(40);
    const film = filmPlaylist(sample, filmLengthS(117));
    expect(filmLengthS(117)).toBe(7_020);
    expect(secondsOf(film)).toBe(7_020);
    expect(film.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(175);
    expect(film.trimEnd().endsWith("#EXT-X-ENDLIST")).toBe(true);
    expect(film.startsWith("#EXTM3U\n")).toBe(true);
    expect(film.match(/#EXT-X-ENDLIST/g)).toHaveLength(1);
  });

  it("any length: at least the length, less than one segment more; never shorter than the sample", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), (minutes) => {
        const lengthS = filmLengthS(minutes === 0 ? null : minutes);
        const seconds = secondsOf(filmPlaylist(sample, lengthS));
        expect(seconds).toBeGreaterThanOrEqual(Math.max(lengthS, FILM_LENGTH_S));
        expect(seconds).toBeLessThan(Math.max(lengthS, FILM_LENGTH_S) + 2);
      }),
    );
  });
});
