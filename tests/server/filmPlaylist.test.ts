import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filmLengthS, filmPlaylist, runFiles } from "../../server/filmPlaylist.ts";
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

  it("a 117 min film lists its first two 2 s files alone, then runs of up to five files (10 s)", () => {
    const film = filmPlaylist(sample, filmLengthS(117));
    expect(film).toContain("#EXT-X-TARGETDURATION:10\n");
    expect(film).not.toContain("#EXT-X-TARGETDURATION:2\n");
    const uris = film.split("\n").filter((line) => line.endsWith(".mpegts"));
    // 7020 s: 6 segments in the first pass, 4 in each of the next 174, 2 in the last half pass.
    expect(uris).toHaveLength(704);
    expect(uris.slice(0, 7)).toEqual([
      "segment-000.mpegts",
      "segment-001.mpegts",
      "segment-002-006.mpegts",
      "segment-007-011.mpegts",
      "segment-012-016.mpegts",
      "segment-017-019.mpegts",
      "segment-000-004.mpegts",
    ]);
    expect(film.slice(0, film.indexOf("segment-000.mpegts"))).toContain("#EXTINF:2.000000,\n");
  });

  it("any length: the runs play the sample's files in order, never across a pass, at most 10 s", () => {
    const sampleFiles = sample.split("\n").filter((line) => line.endsWith(".mpegts"));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (minutes) => {
        const film = filmPlaylist(sample, filmLengthS(minutes));
        const lines = film.split("\n");
        const files: string[] = [];
        let passes = 1;
        for (let i = 0; i < lines.length; i++) {
          const line = lines[i] ?? "";
          if (line === "#EXT-X-DISCONTINUITY") {
            passes++;
            // A pass ends with the sample's last file.
            expect(files.at(-1)).toBe(sampleFiles.at(-1));
          }
          if (!line.startsWith("#EXTINF:")) continue;
          const uri = lines[i + 1] ?? "";
          const run = runFiles(uri) ?? [uri];
          const seconds = Number.parseFloat(line.slice(8));
          expect(seconds).toBeLessThanOrEqual(10);
          expect(seconds).toBeCloseTo(run.length * 2, 6);
          files.push(...run);
        }
        const expected = Array.from({ length: files.length }, (_, i) => sampleFiles[i % 20]);
        expect(files).toEqual(expected);
        expect(passes).toBe(Math.ceil(files.length / 20));
      }),
      { numRuns: 40 },
    );
  });

  it("reads a run's name as its files, and nothing else as a run", () => {
    expect(runFiles("segment-002-006.mpegts")).toEqual([
      "segment-002.mpegts",
      "segment-003.mpegts",
      "segment-004.mpegts",
      "segment-005.mpegts",
      "segment-006.mpegts",
    ]);
    expect(runFiles("segment-018-019.mpegts")).toEqual([
      "segment-018.mpegts",
      "segment-019.mpegts",
    ]);
    for (const name of [
      "segment-002.mpegts",
      "segment-002-007.mpegts",
      "segment-006-002.mpegts",
      "segment-002-002.mpegts",
      "segment-02-006.mpegts",
      "segment-002-006.ts",
      "../segment-002-006.mpegts",
      "segment-002-006.mpegts/x",
    ]) {
      expect(runFiles(name), name).toBeNull();
    }
  });
});
