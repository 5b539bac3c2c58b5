import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  INITIAL_SEARCH_STATE,
  nextSearchState,
  type RouteChange,
  type SearchState,
  searchPageTypeOf,
  withCurrentMovie,
  withCurrentSeries,
} from "../../src/core/searchState.ts";

/** Paths the site has, with ids and slugs, plus odd ones. */
const id = fc.integer({ min: 1, max: 30 });
const slug = fc.constantFrom("gentle-orchard", "harbour-lights", "drama", "12", "ada-berger");
const pathname: fc.Arbitrary<string> = fc.oneof(
  fc.constant("/"),
  fc.constantFrom(
    "/movies",
    "/series",
    "/categories",
    "/cast",
    "/login",
    "/profile",
    "/labels/new",
  ),
  slug.map((s) => `/movies/${s}`),
  slug.map((s) => `/series/${s}`),
  id.map((n) => `/series/${n}`),
  fc.tuple(id, id, slug).map(([s, e, sl]) => `/series/${s}/${e}/${sl}/watch/movie/${e}`),
  slug.map((s) => `/categories/${s}`),
  slug.map((s) => `/film/${s}/watch/movie/3`),
  fc.string({ maxLength: 12 }).map((s) => `/${s}`),
);
const term = fc.constantFrom("", "ge", "gentle", "Orchard", "a");
const change: fc.Arbitrary<RouteChange> = fc.record(
  {
    pathname,
    sTerm: fc.option(term, { nil: undefined }),
    movieId: fc.option(id, { nil: undefined }),
    seriesId: fc.option(id, { nil: undefined }),
  },
  { requiredKeys: ["pathname"] },
);
/** A state reached by any route sequence from the start. */
const reached: fc.Arbitrary<SearchState> = fc
  .tuple(fc.array(change, { maxLength: 8 }), term, fc.boolean())
  .map(([changes, typed, searching]) => {
    const state = changes.reduce(nextSearchState, INITIAL_SEARCH_STATE);
    // The viewer may have typed since (the machine sets term and flag).
    return { ...state, term: typed || state.term, searching: searching || state.searching };
  });
/** A change without s_term, so the other rules show on their own. */
const plain = change.map(({ sTerm: _, ...rest }) => rest);

describe("search state on route change (spec 000 §2)", () => {
  it("an s_term equal to the stored term changes nothing", () => {
    fc.assert(
      fc.property(reached, change, (state, c) => {
        fc.pre(state.term !== "");
        expect(nextSearchState(state, { ...c, sTerm: state.term })).toBe(state);
      }),
    );
  });

  it("an s_term that differs becomes the term", () => {
    fc.assert(
      fc.property(reached, change, term, (state, c, sTerm) => {
        fc.pre(sTerm !== "" && sTerm !== state.term);
        expect(nextSearchState(state, { ...c, sTerm }).term).toBe(sTerm);
      }),
    );
  });

  it("/ clears the term, the searching flag, the series id and the movie id, and stores /", () => {
    fc.assert(
      fc.property(reached, plain, (state, c) => {
        const next = nextSearchState(state, { ...c, pathname: "/" });
        expect(next).toMatchObject({
          term: "",
          searching: false,
          currentSeriesId: null,
          currentMovieId: null,
          routePath: "/",
        });
      }),
    );
  });

  it("a path with /movies is films, /series series, anything else other (categories and labels too)", () => {
    fc.assert(
      fc.property(reached, plain, (state, c) => {
        fc.pre(c.pathname !== "/");
        const parts = c.pathname.split("/");
        const expected = parts.includes("movies")
          ? "films"
          : parts.includes("series")
            ? "series"
            : "others";
        expect(nextSearchState(state, c).pageType).toBe(expected);
        expect(searchPageTypeOf(c.pathname)).toBe(expected);
      }),
    );
    expect(searchPageTypeOf("/categories/drama")).toBe("others");
    expect(searchPageTypeOf("/labels/new")).toBe("others");
    expect(searchPageTypeOf("/movies/x")).toBe("films");
  });

  it("stores the new path", () => {
    fc.assert(
      fc.property(reached, plain, (state, c) => {
        expect(nextSearchState(state, c).routePath).toBe(c.pathname);
      }),
    );
  });

  it("not searching and the route changed: term, series id and movie id are cleared", () => {
    fc.assert(
      fc.property(reached, plain, (state, c) => {
        const from = { ...state, searching: false };
        const seriesPath = searchPageTypeOf(c.pathname) === "series";
        fc.pre(!seriesPath && c.pathname !== from.routePath);
        const next = nextSearchState(from, { pathname: c.pathname });
        expect(next).toMatchObject({ term: "", currentSeriesId: null, currentMovieId: null });
      }),
    );
  });

  it("searching: a route change keeps the term", () => {
    fc.assert(
      fc.property(reached, plain, (state, c) => {
        fc.pre(c.pathname !== "/");
        const from = { ...state, searching: true };
        expect(nextSearchState(from, { pathname: c.pathname }).term).toBe(from.term);
      }),
    );
  });

  it("the same path again is no route change: the term stays", () => {
    fc.assert(
      fc.property(reached, plain, (state, c) => {
        fc.pre(c.pathname !== "/");
        const from = { ...state, searching: false, routePath: c.pathname };
        expect(nextSearchState(from, { pathname: c.pathname }).term).toBe(from.term);
      }),
    );
  });

  it("series paths: no route change when the path holds the current series id or is the stored path", () => {
    fc.assert(
      fc.property(reached, id, id, slug, (state, seriesId, episode, s) => {
        const from: SearchState = {
          ...state,
          searching: false,
          pageType: "series",
          currentSeriesId: seriesId,
          currentMovieId: null,
        };
        const same = `/series/${seriesId}/${episode}/${s}/watch/movie/${episode}`;
        expect(nextSearchState(from, { pathname: same })).toMatchObject({
          term: from.term,
          currentSeriesId: seriesId,
        });
        const other = `/series/${seriesId + 100}`;
        fc.pre(other !== from.routePath);
        expect(nextSearchState(from, { pathname: other })).toMatchObject({
          term: "",
          currentSeriesId: null,
        });
      }),
    );
  });

  it("the searching flag is true on /categories/ paths only", () => {
    fc.assert(
      fc.property(reached, plain, (state, c) => {
        expect(nextSearchState(state, c).searching).toBe(c.pathname.includes("/categories/"));
      }),
    );
  });

  it("setting a movie id clears the series id, and the reverse", () => {
    fc.assert(
      fc.property(reached, id, (state, n) => {
        expect(withCurrentMovie(state, n)).toMatchObject({
          currentMovieId: n,
          currentSeriesId: null,
        });
        const onSeries = { ...state, pageType: "series" as const };
        expect(withCurrentSeries(onSeries, n)).toMatchObject({
          currentSeriesId: n,
          currentMovieId: null,
        });
      }),
    );
    fc.assert(
      fc.property(reached, plain, id, (state, c, n) => {
        fc.pre(c.pathname !== "/");
        expect(nextSearchState(state, { pathname: c.pathname, movieId: n })).toMatchObject({
          currentMovieId: n,
          currentSeriesId: null,
        });
        const series = nextSearchState(state, { pathname: `/series/${n}`, seriesId: n });
        expect(series).toMatchObject({ currentSeriesId: n, currentMovieId: null });
      }),
    );
  });

  it("a page type other than series clears the series id", () => {
    fc.assert(
      fc.property(reached, change, (state, c) => {
        const next = nextSearchState(state, c);
        if (next.pageType !== "series") expect(next.currentSeriesId).toBeNull();
        expect(withCurrentSeries({ ...state, pageType: "films" }, 3).currentSeriesId).toBeNull();
      }),
    );
  });

  it("over any route sequence a movie id and a series id are never both set", () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 20 }), (changes) => {
        let state = INITIAL_SEARCH_STATE;
        for (const c of changes) {
          state = nextSearchState(state, c);
          expect(state.currentMovieId !== null && state.currentSeriesId !== null).toBe(false);
          if (state.currentSeriesId !== null) expect(state.pageType).toBe("series");
        }
      }),
    );
  });
});
