import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { btsRowOf } from "../../src/core/filmExtras.ts";
import { filmBtsUrl, parseWatchUrl, watchUrlFor } from "../../src/core/watchUrl.ts";

/** Decision 0068: a film page's behind-the-scenes row (spec 001 §7 `/movies/bts`). */
describe("btsRowOf", () => {
  it("puts the page's own film first, the others in the server's order", () => {
    const films = [{ id: 3 }, { id: 7 }, { id: 1 }];
    expect(btsRowOf(films, 7)).toEqual([{ id: 7 }, { id: 3 }, { id: 1 }]);
    expect(btsRowOf(films, 9)).toEqual(films);
  });

  it("keeps every film the server answered, once, and the own film first when answered", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 20 }),
        (ids, own) => {
          const row = btsRowOf(
            ids.map((id) => ({ id })),
            own,
          ).map((film) => film.id);
          expect(new Set(row)).toEqual(new Set(ids));
          expect(row).toHaveLength(new Set(ids).size);
          if (ids.includes(own)) expect(row[0]).toBe(own);
          const others = [...new Set(ids)].filter((id) => id !== own);
          expect(row.filter((id) => id !== own)).toEqual(others);
        },
      ),
    );
  });
});

describe("a film page's links into its videos (spec 000 §2 watch URLs)", () => {
  const film = { id: 7, slug: "the-long-road", series_id: null, episode_id: null };

  it("a behind the scenes card opens the film's bhs watch URL", () => {
    expect(filmBtsUrl(film)).toBe("/film/the-long-road/watch/bhs/7");
  });

  it("a scene opens the film with ?scene={n}, n counted from 0", () => {
    expect(watchUrlFor(film, "movie", 0)).toBe("/film/the-long-road/watch/movie/7?scene=0");
    expect(watchUrlFor(film, "movie", 2)).toBe("/film/the-long-road/watch/movie/7?scene=2");
  });

  it("the behind the scenes URL reads back as the film's own clip", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.stringMatching(/^[a-z0-9-]{1,30}$/),
        (id, slug) => {
          const target = parseWatchUrl(filmBtsUrl({ id, slug }));
          expect(target?.mediaId).toBe(id);
          expect(target?.media).toEqual({ kind: "bhs", variant: null });
        },
      ),
    );
  });
});
