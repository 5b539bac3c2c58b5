import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RELATED_SECTION_ORDER } from "../../src/core/relatedContent.ts";
import {
  buildWatchUrl,
  filmClipOf,
  mediaTypeOf,
  mediaTypeOfFilm,
  parseWatchUrl,
  type RelatedWatchOwner,
  relatedTypeOf,
  relatedWatchUrl,
  type WatchMedia,
  type WatchSubject,
  type WatchTarget,
  watchUrlFor,
} from "../../src/core/watchUrl.ts";

const id = fc.integer({ min: 1, max: 999_999_999_999_999 });
const segment = fc.string({ minLength: 1, maxLength: 12 });
/** A path segment as it appears in a URL: no slash, query or hash. */
const plainSegment = segment.filter((s) => !/[/?#]/.test(s));
const slug = fc.oneof(fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/), segment);

const media: fc.Arbitrary<WatchMedia> = fc.oneof(
  fc.constantFrom("movie" as const, "trailer" as const).map((kind) => ({ kind, variant: null })),
  fc.option(segment, { nil: null }).map((variant) => ({ kind: "bhs" as const, variant })),
  fc
    .tuple(fc.constantFrom("interview" as const, "chapter" as const), segment)
    .map(([kind, variant]) => ({ kind, variant })),
);

const subject: fc.Arbitrary<WatchSubject> = fc.oneof(
  fc
    .tuple(fc.constantFrom("film" as const, "movies" as const), slug)
    .map(([form, s]) => ({ type: "film" as const, form, slug: s })),
  fc.tuple(id, id, slug).map(([seriesId, episodeKey, s]) => ({
    type: "episode" as const,
    seriesId,
    episodeKey,
    slug: s,
  })),
  slug.map((seriesRef) => ({ type: "series" as const, seriesRef })),
  fc.constant({ type: "none" as const }),
);

const target: fc.Arbitrary<WatchTarget> = fc.record({
  leading: fc.option(fc.oneof(fc.constantFrom("es", "fr", "de"), segment), { nil: null }),
  subject,
  media,
  mediaId: id,
  scene: fc.option(fc.nat({ max: 500 }), { nil: null }),
});

describe("watch URLs (spec 000 §2, 001 §2)", () => {
  it("build then parse is identity for every shape", () => {
    fc.assert(
      fc.property(target, (t) => {
        expect(parseWatchUrl(buildWatchUrl(t))).toEqual(t);
      }),
      { numRuns: 500 },
    );
  });

  it("builds the spec's shapes word for word", () => {
    const film = (form: "film" | "movies") => ({ type: "film" as const, form, slug: "night-sea" });
    const movie = { kind: "movie", variant: null } as const;
    const trailer = { kind: "trailer", variant: null } as const;
    const base = { leading: null, scene: null, mediaId: 7 };
    expect(buildWatchUrl({ ...base, subject: film("film"), media: movie })).toBe(
      "/film/night-sea/watch/movie/7",
    );
    expect(buildWatchUrl({ ...base, subject: film("film"), media: trailer, scene: 3 })).toBe(
      "/film/night-sea/watch/trailer/7?scene=3",
    );
    expect(buildWatchUrl({ ...base, subject: film("movies"), media: movie })).toBe(
      "/movies/night-sea/watch/movie/7",
    );
    expect(
      buildWatchUrl({
        ...base,
        leading: "es",
        subject: { type: "episode", seriesId: 4, episodeKey: 12, slug: "ep-one" },
        media: movie,
      }),
    ).toBe("/es/series/4/12/ep-one/watch/movie/7");
    expect(
      buildWatchUrl({ ...base, subject: { type: "series", seriesRef: "the-house" }, media: movie }),
    ).toBe("/series/the-house/watch/movie/7");
  });

  it("parses the player route patterns with and without a leading segment", () => {
    for (const [path, kind, variant] of [
      ["/watch/trailer/5", "trailer", null],
      ["/watch/movie/5", "movie", null],
      ["/watch/bhs/5", "bhs", null],
      ["/es/watch/bhs-related/5", "bhs", "related"],
      ["/watch/interview-anna/5", "interview", "anna"],
      ["/fr/watch/chapter-2/5", "chapter", "2"],
    ] as const) {
      expect(parseWatchUrl(path)?.media).toEqual({ kind, variant });
    }
    expect(parseWatchUrl("/es/watch/movie/5")?.leading).toBe("es");
  });

  it("reads ?scene and ignores other query parameters, a hash and a trailing slash", () => {
    expect(parseWatchUrl("/film/a/watch/movie/1?x=2&scene=4#top")?.scene).toBe(4);
    expect(parseWatchUrl("/film/a/watch/movie/1/")?.mediaId).toBe(1);
    expect(parseWatchUrl("/film/a/watch/movie/1?scene=-1")?.scene).toBeNull();
    expect(parseWatchUrl("/film/a/watch/movie/1?scene=two")?.scene).toBeNull();
  });

  it("rejects paths that are not watch URLs", () => {
    for (const path of [
      "/",
      "/movies/night-sea",
      "/film/night-sea",
      "/film/night-sea/watch/movie",
      "/film/night-sea/watch/episode/7",
      "/film/night-sea/watch/movie/0",
      "/film/night-sea/watch/movie/07",
      "/film/night-sea/watch/movie/abc",
      "/film/night-sea/watch/bhs-/7",
      "/series/x/12/slug/watch/movie/7",
      "/series/4/12/slug/extra/watch/movie/7",
      "/cast/anna/watch/movie/7",
      "/a/b/c/watch/movie/7",
      "film/night-sea/watch/movie/7",
      "/film/%E0%A4%A/watch/movie/7",
    ]) {
      expect(parseWatchUrl(path), path).toBeNull();
    }
  });

  it("rejects any path without the watch/{media}/{id} tail", () => {
    fc.assert(
      fc.property(fc.array(plainSegment, { maxLength: 6 }), (segments) => {
        const path = `/${segments.join("/")}`;
        const tail = segments.slice(-3);
        const looksLikeWatch =
          tail.length === 3 && tail[0] === "watch" && /^[1-9][0-9]*$/.test(tail[2]!);
        if (!looksLikeWatch) expect(parseWatchUrl(path)).toBeNull();
      }),
    );
  });

  it("links a film to its film URL and an episode to its series URL", () => {
    fc.assert(
      fc.property(id, slug, fc.option(fc.tuple(id, id), { nil: null }), (movieId, s, episode) => {
        const url = watchUrlFor(
          {
            id: movieId,
            slug: s,
            series_id: episode?.[0] ?? null,
            episode_id: episode?.[1] ?? null,
          },
          "movie",
        );
        const parsed = parseWatchUrl(url)!;
        expect(parsed.mediaId).toBe(movieId);
        expect(parsed.subject.type).toBe(episode === null ? "film" : "episode");
      }),
    );
  });

  it("media type: the Movie model string is a movie, anything else an episode", () => {
    fc.assert(
      fc.property(fc.string(), (modelType) => {
        expect(mediaTypeOf(modelType)).toBe(modelType === "Movie" ? "movie" : "episode");
      }),
    );
    expect(mediaTypeOf("Movie")).toBe("movie");
    expect(mediaTypeOf("Episode")).toBe("episode");
  });

  it("a film is an episode when it belongs to a series, else by its model string", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Movie", "Episode", "Series"),
        fc.option(fc.integer({ min: 1 }), { nil: null }),
        (model_type, series_id) => {
          expect(mediaTypeOfFilm({ model_type, series_id })).toBe(
            series_id === null && model_type === "Movie" ? "movie" : "episode",
          );
        },
      ),
    );
    expect(mediaTypeOfFilm({ model_type: "Movie", series_id: 4 })).toBe("episode");
    expect(mediaTypeOfFilm({ model_type: "Movie", series_id: null })).toBe("movie");
  });
});

describe("related content's watch URLs (spec 000 §2)", () => {
  const relatedType = fc.constantFrom(...RELATED_SECTION_ORDER);
  const owner: fc.Arbitrary<RelatedWatchOwner> = fc.oneof(
    fc
      .tuple(fc.constantFrom("film" as const, "series" as const), slug)
      .map(([type, s]) => ({ type, slug: s })),
    fc.constant({ type: "none" as const }),
  );

  it("parse gives back the item's id, kind and owner, on a spec player route", () => {
    fc.assert(
      fc.property(id, relatedType, owner, (itemId, type, page) => {
        const url = relatedWatchUrl({ id: itemId, type }, page);
        const parsed = parseWatchUrl(url);
        expect(parsed).not.toBeNull();
        expect(parsed!.mediaId).toBe(itemId);
        expect(relatedTypeOf(parsed!.media)).toBe(type);
        expect(parsed!.scene).toBeNull();
        const subjects = {
          film: { type: "film", form: "film", slug: "slug" in page ? page.slug : "" },
          series: { type: "series", seriesRef: "slug" in page ? page.slug : "" },
          none: { type: "none" },
        };
        expect(parsed!.subject).toEqual(subjects[page.type]);
        expect(url).toMatch(/\/watch\/(bhs|bhs-[^/]+|interview-[^/]+|chapter-[^/]+)\/\d+$/);
      }),
      { numRuns: 300 },
    );
  });

  it("names each kind's player route", () => {
    const film = { type: "film", slug: "night-sea" } as const;
    expect(relatedWatchUrl({ id: 4, type: "interview" }, film)).toBe(
      "/film/night-sea/watch/interview-related/4",
    );
    expect(relatedWatchUrl({ id: 5, type: "behind_the_scenes" }, film)).toBe(
      "/film/night-sea/watch/bhs-related/5",
    );
    expect(relatedWatchUrl({ id: 6, type: "chapter" }, { type: "series", slug: "harbour" })).toBe(
      "/series/harbour/watch/chapter-related/6",
    );
    expect(relatedWatchUrl({ id: 7, type: "other" }, film)).toBe(
      "/film/night-sea/watch/bhs-other/7",
    );
    expect(relatedWatchUrl({ id: 8, type: "interview" }, { type: "none" })).toBe(
      "/watch/interview-related/8",
    );
  });

  it("a film's own videos are not related content; any interview, chapter or bhs variant is", () => {
    expect(relatedTypeOf({ kind: "movie", variant: null })).toBeNull();
    expect(relatedTypeOf({ kind: "trailer", variant: null })).toBeNull();
    expect(relatedTypeOf({ kind: "bhs", variant: null })).toBeNull();
    fc.assert(
      fc.property(segment, (variant) => {
        expect(relatedTypeOf({ kind: "interview", variant })).toBe("interview");
        expect(relatedTypeOf({ kind: "chapter", variant })).toBe("chapter");
        expect(relatedTypeOf({ kind: "bhs", variant })).not.toBeNull();
      }),
    );
  });
});

describe("a film's own clips (spec 000 §2 watch/trailer/*, watch/bhs/*)", () => {
  it("the trailer and the bare bhs are the film's clips; the film and related content are not", () => {
    fc.assert(
      fc.property(media, (m) => {
        const expected =
          m.kind === "trailer" ? "trailer" : m.kind === "bhs" && m.variant === null ? "bhs" : null;
        expect(filmClipOf(m)).toBe(expected);
        // Every watch URL plays exactly one of: the film, one of its clips, related content.
        const plays = [m.kind === "movie", filmClipOf(m) !== null, relatedTypeOf(m) !== null];
        expect(plays.filter(Boolean)).toHaveLength(1);
      }),
    );
  });
});
