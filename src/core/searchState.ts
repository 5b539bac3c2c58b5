/**
 * The search state kept across navigation and its rules on route change (spec 000 §2
 * "Search-state rules on route change"), as one pure reducer.
 */

/** Search page types (spec 000 §2, 001 §2). */
export type SearchPageType = "films" | "series" | "categories" | "others" | "labels";

export interface SearchState {
  /** The search text. */
  readonly term: string;
  /** The searching flag. */
  readonly searching: boolean;
  readonly pageType: SearchPageType;
  /** The route path stored by the last update. */
  readonly routePath: string | null;
  readonly currentSeriesId: number | null;
  readonly currentMovieId: number | null;
}

export const INITIAL_SEARCH_STATE: SearchState = {
  term: "",
  searching: false,
  pageType: "others",
  routePath: null,
  currentSeriesId: null,
  currentMovieId: null,
};

/** A navigation: the new path, the URL's `s_term` and the film or series the page opens. */
export interface RouteChange {
  readonly pathname: string;
  /** `s_term` of the URL; absent, null or empty: none. */
  readonly sTerm?: string | null;
  readonly movieId?: number | null;
  readonly seriesId?: number | null;
}

const HOME = "/";

const segments = (pathname: string): string[] => pathname.split("/").filter(Boolean);

/**
 * Page type by path (spec 000 §2): "A path with /movies sets page type films, /series sets
 * series, anything else other": categories and labels pages too.
 */
export function searchPageTypeOf(pathname: string): SearchPageType {
  const parts = segments(pathname);
  if (parts.includes("movies")) return "films";
  if (parts.includes("series")) return "series";
  return "others";
}

/** Spec: paths containing /categories/ set the searching flag; all others clear it. */
export const isSearchingPath = (pathname: string): boolean => pathname.includes("/categories/");

/** Whether the path names the series (one of its segments is the id). */
const pathHasSeries = (pathname: string, seriesId: number | null): boolean =>
  seriesId !== null && segments(pathname).includes(String(seriesId));

/** Setting a movie id clears the series id (spec). */
export const withCurrentMovie = (state: SearchState, movieId: number | null): SearchState =>
  movieId === null
    ? { ...state, currentMovieId: null }
    : { ...state, currentMovieId: movieId, currentSeriesId: null };

/** Setting a series id clears the movie id; off a series page there is no current series. */
export const withCurrentSeries = (state: SearchState, seriesId: number | null): SearchState =>
  seriesId === null || state.pageType !== "series"
    ? { ...state, currentSeriesId: null }
    : { ...state, currentSeriesId: seriesId, currentMovieId: null };

/**
 * The search state after a navigation. Nothing changes when the URL's s_term equals the
 * stored term; otherwise, in the spec's order:
 * - on `/` the term, searching flag, series id and movie id are cleared and `/` stored;
 * - elsewhere the page type and the path are stored; if the viewer was not searching and the
 *   route changed, term, series id and movie id are cleared (on series paths the route has not
 *   changed when the path holds the current series id or is the stored path); the searching
 *   flag is true on /categories/ paths only;
 * - the page's film or series is set (each clears the other); a page type other than series
 *   clears the series id;
 * - the URL's s_term, when there is one, becomes the term.
 */
export function nextSearchState(state: SearchState, change: RouteChange): SearchState {
  const sTerm = change.sTerm ? change.sTerm : null;
  if (sTerm !== null && sTerm === state.term) return state;
  const { pathname } = change;
  let next: SearchState;
  if (pathname === HOME) {
    next = {
      ...state,
      term: "",
      searching: false,
      currentSeriesId: null,
      currentMovieId: null,
      routePath: HOME,
    };
  } else {
    const pageType = searchPageTypeOf(pathname);
    const routeChanged =
      pageType === "series"
        ? !(pathHasSeries(pathname, state.currentSeriesId) || pathname === state.routePath)
        : pathname !== state.routePath;
    next = { ...state, pageType, routePath: pathname, searching: isSearchingPath(pathname) };
    if (!state.searching && routeChanged) {
      next = { ...next, term: "", currentSeriesId: null, currentMovieId: null };
    }
    if (change.movieId != null) next = withCurrentMovie(next, change.movieId);
    if (change.seriesId != null) next = withCurrentSeries(next, change.seriesId);
    if (next.pageType !== "series") next = { ...next, currentSeriesId: null };
  }
  return sTerm === null ? next : { ...next, term: sTerm };
}
