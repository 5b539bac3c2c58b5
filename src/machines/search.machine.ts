/**
 * The header search (spec 000 §2 "Search", 001 §7-§9): typing is debounced 400 ms on key
 * release; one request at a time (a newer term cancels the older); results cached 300 s per
 * term; a failure (or a call hanging past SEARCH_TIMEOUT_MS) clears the searching flag, is
 * logged and leaves the machine in `failed`, which the views tell apart from "no results"
 * (issue 23); closing clears the term and the flag. An answer replaces the "Searching…"
 * indicator no sooner than the spec's data fetch minimum delay after the indicator was drawn
 * (core loadingFloor, decision 0091). The URL (`s_term`) and every navigation reach it as
 * `search.route` (core/searchState).
 */
import { assertEvent, assign, setup } from "xstate";
import { type ApiError, apiError, isApiError } from "../core/apiError.ts";
import { CACHE_TIME_S, SEARCH_DEBOUNCE_MS, SEARCH_TIMEOUT_MS } from "../core/constants.ts";
import { loadingFloorLeftMs } from "../core/loadingFloor.ts";
import type { SearchResult } from "../core/schema/search.ts";
import {
  DEFAULT_SEARCH_TAB,
  isSearchActive,
  normaliseSearchTerm,
  type SearchTab,
  shownSearchResults,
} from "../core/search.ts";
import {
  INITIAL_SEARCH_STATE,
  nextSearchState,
  type RouteChange,
  type SearchState,
} from "../core/searchState.ts";
import { answerAfterFloor } from "./answerAfterFloor.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export type SearchEvent =
  /** Key release in the search box, with the box's text and when (epoch ms). */
  | { type: "search.type"; term: string; at: number }
  | { type: "search.close" }
  | { type: "search.selectTab"; tab: SearchTab }
  /** A navigation: path, the URL's s_term, the film or series the page opens, and when. */
  | ({ type: "search.route"; at: number } & RouteChange);

export interface SearchInput {
  /**
   * When the page the search starts on was drawn (epoch ms), its own "Searching…" with it:
   * the first navigation's loading indicator has been shown since then (decision 0091).
   */
  readonly pageShownAt?: number;
}

interface CachedResults {
  readonly at: number;
  readonly results: readonly SearchResult[];
}

export interface SearchContext {
  /** Term, searching flag, page type, path and current film or series. */
  readonly search: SearchState;
  readonly tab: SearchTab;
  /** Results of the term shown, null while none are (too short, failed, closed). */
  readonly results: readonly SearchResult[] | null;
  /** Results per normalised term, with when they were asked for. */
  readonly cache: Readonly<Record<string, CachedResults>>;
  /**
   * The time as the search knows it (epoch ms): the `at` of the last key release or
   * navigation, plus the debounce once it ran out; 0 before any. The cache's freshness is
   * judged on it, so a replayed journal reaches the same states.
   */
  readonly clock: number;
  /** When (on `clock`) the "Searching…" indicator was last drawn: a key release or navigation. */
  readonly busySince: number;
  /** An answer that came before the loading indicator's minimum time ran out, shown when it does. */
  readonly pending: readonly SearchResult[] | null;
  /** The input's `pageShownAt` until the first navigation, which is that page's; then null. */
  readonly pageShownAt: number | null;
}

export interface ReportErrorParams {
  readonly message: string;
  readonly error: ApiError;
}

export const SEARCH_CACHE_MS = CACHE_TIME_S * 1_000;
const SEARCH_FAILED = "Search failed";

const cacheKey = (context: SearchContext) => normaliseSearchTerm(context.search.term);

const isFresh = (entry: CachedResults | undefined, now: number): entry is CachedResults =>
  entry !== undefined && now - entry.at < SEARCH_CACHE_MS;

/** The cache with this term's answer, dropping what is no longer fresh. */
const cachedWith = (
  context: SearchContext,
  results: readonly SearchResult[],
): Record<string, CachedResults> => {
  const now = context.clock;
  const kept = Object.entries(context.cache).filter(([, entry]) => isFresh(entry, now));
  // Only what this variant shows is kept (no confessions: core shownSearchResults).
  return Object.fromEntries([...kept, [cacheKey(context), { at: now, results }]]);
};

const routeChange = ({
  type: _,
  at: __,
  ...change
}: { type: "search.route"; at: number } & RouteChange) => change;

/** The search's answer, shown no sooner than "Searching…" has been up its minimum time. */
const floor = answerAfterFloor({
  id: "searchLoadingFloor",
  initial: "open",
  shows: "searchingBriefly" as const,
  target: "#search.showing",
  show: "showAnswer" as const,
  hold: "holdAnswer" as const,
  release: "releaseAnswer" as const,
});

/** The search call's answer, from its done event. */
const answerOf = (event: SearchEvent): readonly SearchResult[] =>
  (event as unknown as { readonly output: readonly SearchResult[] }).output;

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput | undefined,
  },
  actors: {
    /** `POST /search`; aborted (input.signal) when a newer term or a close comes. */
    search: unprovidedActor<readonly SearchResult[], { term: string }>("search"),
  },
  actions: {
    /** Failures are only logged (spec 001 §8). */
    reportError: unprovided<ReportErrorParams>("reportError"),
    clearSearching: assign({
      search: ({ context }) => ({ ...context.search, searching: false }),
      results: null,
    }),
    showAnswer: assign(({ context, event }) => {
      const results = shownSearchResults(answerOf(event));
      return { results, cache: cachedWith(context, results) };
    }),
    holdAnswer: assign(({ context, event }) => {
      const results = shownSearchResults(answerOf(event));
      return { pending: results, cache: cachedWith(context, results) };
    }),
    releaseAnswer: assign({ results: ({ context }) => context.pending, pending: null }),
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
    searchTimeout: SEARCH_TIMEOUT_MS,
    /** What is left of the loading indicator's minimum time when the read starts (decision 0091). */
    loadingFloor: ({ context }) => loadingFloorLeftMs(context.clock - context.busySince),
  },
  guards: {
    isSameText: ({ context, event }) =>
      event.type === "search.type" && event.term === context.search.term,
    typesActiveTerm: ({ event }) => event.type === "search.type" && isSearchActive(event.term),
    hasFreshResults: ({ context }) => isFresh(context.cache[cacheKey(context)], context.clock),
    /** "Searching…" has not been on screen its minimum time yet. */
    searchingBriefly: ({ context }) => loadingFloorLeftMs(context.clock - context.busySince) > 0,
    routeFeedsActiveTerm: ({ context, event }) => {
      assertEvent(event, "search.route");
      const next = nextSearchState(context.search, routeChange(event));
      return next.term !== context.search.term && isSearchActive(next.term);
    },
    routeEndsSearch: ({ context, event }) => {
      assertEvent(event, "search.route");
      const next = nextSearchState(context.search, routeChange(event));
      return next.term !== context.search.term;
    },
  },
}).createMachine({
  id: "search",
  context: ({ input }) => ({
    search: INITIAL_SEARCH_STATE,
    tab: DEFAULT_SEARCH_TAB,
    results: null,
    cache: {},
    clock: 0,
    busySince: 0,
    pending: null,
    pageShownAt: input?.pageShownAt ?? null,
  }),
  initial: "idle",
  on: {
    "search.type": [
      { guard: "isSameText" },
      {
        guard: "typesActiveTerm",
        target: ".debouncing",
        reenter: true,
        actions: assign({
          search: ({ context, event }) => ({
            ...context.search,
            term: event.term,
            searching: true,
          }),
          clock: ({ event }) => event.at,
          busySince: ({ event }) => event.at,
        }),
      },
      {
        target: ".idle",
        actions: assign({
          search: ({ context, event }) => ({
            ...context.search,
            term: event.term,
            searching: false,
          }),
          results: null,
          clock: ({ event }) => event.at,
        }),
      },
    ],
    "search.close": {
      target: ".idle",
      actions: assign({
        search: ({ context }) => ({ ...context.search, term: "", searching: false }),
        results: null,
        tab: DEFAULT_SEARCH_TAB,
      }),
    },
    "search.selectTab": {
      actions: assign({ tab: ({ event }) => event.tab }),
    },
    "search.route": [
      {
        guard: "routeFeedsActiveTerm",
        target: ".loading",
        reenter: true,
        actions: assign({
          search: ({ context, event }) => nextSearchState(context.search, routeChange(event)),
          clock: ({ event }) => event.at,
          busySince: ({ context, event }) => Math.min(context.pageShownAt ?? event.at, event.at),
          pageShownAt: null,
        }),
      },
      {
        guard: "routeEndsSearch",
        target: ".idle",
        actions: assign({
          search: ({ context, event }) => nextSearchState(context.search, routeChange(event)),
          clock: ({ event }) => event.at,
          results: null,
          pageShownAt: null,
        }),
      },
      {
        actions: assign({
          search: ({ context, event }) => nextSearchState(context.search, routeChange(event)),
          clock: ({ event }) => event.at,
          pageShownAt: null,
        }),
      },
    ],
  },
  states: {
    /** No search under way: nothing typed, too short, closed or failed. */
    idle: {},
    /** Waiting for the viewer to stop typing; each key release restarts the wait. */
    debouncing: {
      after: {
        searchDebounce: {
          target: "loading",
          actions: assign({ clock: ({ context }) => context.clock + SEARCH_DEBOUNCE_MS }),
        },
      },
    },
    loading: {
      type: "parallel",
      entry: assign({ pending: null }),
      states: {
        read: {
          initial: "checkingCache",
          states: {
            checkingCache: {
              always: [
                {
                  guard: "hasFreshResults",
                  target: "#search.showing",
                  actions: assign({
                    results: ({ context }) => context.cache[cacheKey(context)]?.results ?? [],
                  }),
                },
                { target: "fetching" },
              ],
            },
            fetching: {
              invoke: {
                src: "search",
                input: ({ context }) => ({ term: context.search.term.trim() }),
                onDone: floor.onDone,
                onError: {
                  target: "#search.failed",
                  actions: [
                    "clearSearching",
                    {
                      type: "reportError",
                      params: ({ event }) => ({
                        message: SEARCH_FAILED,
                        error: isApiError(event.error) ? event.error : apiError(500, "network"),
                      }),
                    },
                  ],
                },
              },
              // A call that hangs fails too (leaving the state stops it: its signal aborts).
              after: {
                searchTimeout: {
                  target: "#search.failed",
                  actions: [
                    "clearSearching",
                    {
                      type: "reportError",
                      params: { message: SEARCH_FAILED, error: apiError(504, "network") },
                    },
                  ],
                },
              },
            },
            answered: floor.answered,
          },
        },
        // "Searching…" stays its minimum time: an earlier answer waits in `read.answered`. One
        // already shown that long (the debounce's 400 ms of "Searching…") holds nothing back.
        floor: floor.floor,
      },
    },
    /** The last search failed or hung: no results to show, and not "none found" either. */
    failed: {},
    /** Results of the current term are shown. */
    showing: {},
  },
});
