import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { relatedCover, seriesCover } from "../../src/core/covers.ts";
import type { Series } from "../../src/core/schema/index.ts";

const picture = fc.option(fc.webUrl(), { nil: null });
const pictures = (cover: string | null, detail: string | null) =>
  ({ cover, series_detail: detail }) as Series["pictures"];

describe("a title's cover (issue 27: one fallback for every page)", () => {
  it("a series shows its cover, else its detail picture", () => {
    expect(seriesCover(pictures(null, "https://img.test/detail.jpg"))).toBe(
      "https://img.test/detail.jpg",
    );
    fc.assert(
      fc.property(picture, picture, (cover, detail) => {
        expect(seriesCover(pictures(cover, detail))).toBe(cover ?? detail);
      }),
    );
  });

  it("a related item shows its own wide picture, else its film's cover, else its series' cover", () => {
    fc.assert(
      fc.property(
        picture,
        picture,
        picture,
        picture,
        fc.boolean(),
        (own, film, cover, detail, isFilm) => {
          const shown = relatedCover(
            { after_video_img: own },
            isFilm ? { cover_picture: film } : null,
            isFilm ? null : { pictures: pictures(cover, detail) },
          );
          expect(shown).toBe(own ?? (isFilm ? film : (cover ?? detail)));
        },
      ),
    );
  });
});
