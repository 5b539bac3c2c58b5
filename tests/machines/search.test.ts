import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import { SEARCH_DEBOUNCE_MS } from "../../src/core/constants.ts";
import type { SearchResult } from "../../src/core/schema/search.ts";
import { searchNotice } from "../../src/core/search.ts";
import {
  type ReportErrorParams,
  SEARCH_CACHE_MS,
  type SearchEvent,
  type SearchInput,
  searchMachine,
} from "../../src/machines/search.machine.ts";
import {
  searchAnnouncement,
  searchIntents,
  searchNoticeOf,
  selectSearchStatus,
} from "../../src/ui/search.view.ts";

const film = (id: number, title: string): SearchResult => ({
  model_type: "Movie",
  resourceType: null,
  id,
  slug: `film-${id}`,
  title,
  picture: null,
  series_id: null,
  series_slug: null,
  episode_id: null,
});

interface Call {
  readonly term: string;
  readonly signal: AbortSignal;
  resolve(results: readonly SearchResult[]): void;
  reject(error: unknown): void;
}

/** A search actor whose calls the test answers by hand. */
function startSearch(input?: SearchInput) {
  const clock = { now: 1_700_000_000_000 };
  const calls: Call[] = [];
  const reported: ReportErrorParams[] = [];
  const machine = searchMachine.provide({
    actors: {
      search: fromPromise<readonly SearchResult[], { term: string }>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            calls.push({ term: input.term, signal, resolve, reject });
          }),
      ),
    },
    actions: {
      reportError: (_, params) => {
        reported.push(params);
      },
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  const type = (term: string) => actor.send({ type: "search.type", term, at: clock.now });
  /** Lets promise callbacks run (fake timers do not block microtasks). */
  const settle = () => vi.advanceTimersByTimeAsync(0);
  return { actor, calls, reported, clock, type, settle };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("search machine: debounce (400 ms on key release)", () => {
  it("asks only after 400 ms without a key release", async () => {
    const { calls, type } = startSearch();
    type("ge");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.term)).toEqual(["ge"]);
  });

  it("restarts the wait on each key release: one request for the last term", async () => {
    const { calls, type } = startSearch();
    type("ge");
    await vi.advanceTimersByTimeAsync(300);
    type("gen");
    await vi.advanceTimersByTimeAsync(300);
    type("gent");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.term)).toEqual(["gent"]);
  });

  it("a key release that does not change the text (arrows, shift) restarts nothing", async () => {
    const { calls, type } = startSearch();
    type("ge");
    await vi.advanceTimersByTimeAsync(300);
    type("ge");
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.map((c) => c.term)).toEqual(["ge"]);
  });

  it("under 2 characters asks nothing and the hint shows", async () => {
    const { actor, calls, type } = startSearch();
    type("g");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 3);
    expect(calls).toHaveLength(0);
    const { search, results } = actor.getSnapshot().context;
    expect(searchNotice(search.term, results)).toBe("Please type at least 2 characters...");
    expect(search.searching).toBe(false);
  });
});

describe("search machine: one request at a time", () => {
  it("a newer term cancels the older request; the stale answer never lands", async () => {
    const { actor, calls, type, settle } = startSearch();
    type("ge");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    type("gentle");
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve([film(1, "Genoa")]);
    await settle();
    expect(actor.getSnapshot().context.results).toBeNull();
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[1]?.resolve([film(2, "Gentle Orchard")]);
    await settle();
    expect(calls.map((c) => c.term)).toEqual(["ge", "gentle"]);
    expect(actor.getSnapshot().context.results).toEqual([film(2, "Gentle Orchard")]);
    expect(actor.getSnapshot().matches("showing")).toBe(true);
  });

  it("closing cancels the request in flight", async () => {
    const { actor, calls, type, settle } = startSearch();
    type("gentle");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    actor.send({ type: "search.close" });
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve([film(1, "Gentle Orchard")]);
    await settle();
    expect(actor.getSnapshot().context.results).toBeNull();
  });
});

describe("search machine: cache (300 s per term)", () => {
  it("answers the same term from the cache within 300 s, and asks again after", async () => {
    const { actor, calls, clock, type, settle } = startSearch();
    type("Gentle");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve([film(2, "Gentle Orchard")]);
    await settle();

    actor.send({ type: "search.close" });
    clock.now += SEARCH_CACHE_MS - 1;
    type("  gentle ");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.results).toEqual([film(2, "Gentle Orchard")]);
    expect(actor.getSnapshot().matches("showing")).toBe(true);

    actor.send({ type: "search.close" });
    clock.now += 1;
    type("gentle");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls.map((c) => c.term)).toEqual(["Gentle", "gentle"]);
  });

  it("keeps terms apart", async () => {
    const { calls, type, settle } = startSearch();
    type("gentle");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve([film(2, "Gentle Orchard")]);
    await settle();
    type("orchard");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls.map((c) => c.term)).toEqual(["gentle", "orchard"]);
  });
});

describe("search machine: failure, closing, tabs, the URL", () => {
  it("a failure clears the searching flag and is only logged", async () => {
    const { actor, calls, reported, type, settle } = startSearch();
    type("gentle");
    expect(actor.getSnapshot().context.search.searching).toBe(true);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    const error = apiError(500, "status");
    calls[0]?.reject(error);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe("active");
    expect(snapshot.context.search.searching).toBe(false);
    expect(snapshot.context.search.term).toBe("gentle");
    expect(snapshot.context.results).toBeNull();
    expect(reported).toEqual([{ message: "Search failed", error }]);
  });

  it("a failure is not 'no results': the machine is failed and the view says search is unavailable (issue 23)", async () => {
    const { actor, calls, type, settle } = startSearch();
    type("gentle");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[0]?.reject(apiError(500, "status"));
    await settle();
    const status = selectSearchStatus(actor.getSnapshot());
    expect(status.failed).toBe(true);
    expect(searchNoticeOf(status)).toBe(
      "Search is unavailable right now. Please try again in a moment.",
    );
    expect(searchAnnouncement(status)).not.toMatch(/0 results/);
    // Typing again searches again.
    type("gentler");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[1]?.resolve([]);
    await settle();
    expect(selectSearchStatus(actor.getSnapshot()).failed).toBe(false);
  });

  it("a search that hangs fails after 10 s: flag cleared, logged, the call aborted", async () => {
    const { actor, calls, reported, type } = startSearch();
    type("gentle");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    expect(actor.getSnapshot().context.search.searching).toBe(false);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(reported).toHaveLength(1);
    expect(reported[0]?.message).toBe("Search failed");
  });

  it("closing clears the term and the searching flag", async () => {
    const { actor, calls, type, settle } = startSearch();
    type("gentle");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve([film(2, "Gentle Orchard")]);
    await settle();
    actor.send({ type: "search.selectTab", tab: "movies" });
    actor.send({ type: "search.close" });
    const { search, results, tab } = actor.getSnapshot().context;
    expect(search).toMatchObject({ term: "", searching: false });
    expect(results).toBeNull();
    expect(tab).toBe("featured");
  });

  it("selects a tab, Featured by default", () => {
    const { actor } = startSearch();
    expect(actor.getSnapshot().context.tab).toBe("featured");
    actor.send({ type: "search.selectTab", tab: "directors" });
    expect(actor.getSnapshot().context.tab).toBe("directors");
  });

  it("an s_term in the URL searches at once; / clears it", async () => {
    const { actor, calls, settle } = startSearch();
    actor.send({ type: "search.route", pathname: "/movies", sTerm: "orchard", at: Date.now() });
    await settle();
    expect(calls.map((c) => c.term)).toEqual(["orchard"]);
    calls[0]?.resolve([film(2, "Gentle Orchard")]);
    await settle();
    expect(actor.getSnapshot().context.search).toMatchObject({
      term: "orchard",
      pageType: "films",
    });
    actor.send({ type: "search.route", pathname: "/", at: Date.now() });
    expect(actor.getSnapshot().context.search.term).toBe("");
    expect(actor.getSnapshot().context.results).toBeNull();
    expect(actor.getSnapshot().matches("idle")).toBe(true);
  });

  it("the same s_term again changes nothing and asks nothing", async () => {
    const { actor, calls, settle } = startSearch();
    actor.send({ type: "search.route", pathname: "/movies", sTerm: "orchard", at: Date.now() });
    await settle();
    calls[0]?.resolve([film(2, "Gentle Orchard")]);
    await settle();
    const before = actor.getSnapshot().context.search;
    actor.send({ type: "search.route", pathname: "/series", sTerm: "orchard", at: Date.now() });
    await settle();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.search).toBe(before);
  });
});

describe("search machine: data fetch minimum delay (spec 000 timings, 001 §9; decision 0091)", () => {
  /** The spec's "Data fetch minimum delay 200 ms". */
  const SPEC_MIN_DELAY_MS = 200;

  it("an s_term search answered at once keeps 'Searching…' 200 ms, then shows the answer", async () => {
    const { actor, calls, settle } = startSearch();
    actor.send({ type: "search.route", pathname: "/search", sTerm: "orchard", at: Date.now() });
    await settle();
    calls[0]?.resolve([film(2, "Gentle Orchard")]);
    await settle();
    expect(selectSearchStatus(actor.getSnapshot()).busy).toBe(true);
    expect(actor.getSnapshot().context.results).toBeNull();
    await vi.advanceTimersByTimeAsync(SPEC_MIN_DELAY_MS - 1);
    expect(selectSearchStatus(actor.getSnapshot()).busy).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectSearchStatus(actor.getSnapshot()).busy).toBe(false);
    expect(actor.getSnapshot().context.results).toEqual([film(2, "Gentle Orchard")]);
  });

  it("an answer slower than 200 ms is shown when it comes", async () => {
    const { actor, calls, settle } = startSearch();
    actor.send({ type: "search.route", pathname: "/search", sTerm: "orchard", at: Date.now() });
    await vi.advanceTimersByTimeAsync(SPEC_MIN_DELAY_MS + 50);
    expect(selectSearchStatus(actor.getSnapshot()).busy).toBe(true);
    calls[0]?.resolve([film(2, "Gentle Orchard")]);
    await settle();
    expect(selectSearchStatus(actor.getSnapshot()).busy).toBe(false);
    expect(actor.getSnapshot().context.results).toEqual([film(2, "Gentle Orchard")]);
  });

  it("the page the search starts on, its 'Searching…' drawn with the page, shows its answer at once", async () => {
    const { actor, calls, settle } = startSearch({ pageShownAt: Date.now() - 1_500 });
    const intents = searchIntents(actor.send, Date.now);
    intents.route({ pathname: "/search", sTerm: "orchard", movieId: null, seriesId: null });
    await settle();
    calls[0]?.resolve([film(2, "Gentle Orchard")]);
    await settle();
    expect(selectSearchStatus(actor.getSnapshot()).busy).toBe(false);
    expect(actor.getSnapshot().context.results).toEqual([film(2, "Gentle Orchard")]);
    // A later navigation is the viewer's: its placeholder is new and stays 200 ms.
    intents.route({ pathname: "/search", sTerm: "harbour", movieId: null, seriesId: null });
    await settle();
    calls[1]?.resolve([film(3, "Harbour Lights")]);
    await settle();
    expect(selectSearchStatus(actor.getSnapshot()).busy).toBe(true);
    await vi.advanceTimersByTimeAsync(SPEC_MIN_DELAY_MS);
    expect(actor.getSnapshot().context.results).toEqual([film(3, "Harbour Lights")]);
  });

  it("a typed term, 'Searching…' since the key release 400 ms ago, shows its answer at once", async () => {
    const { actor, calls, type, settle } = startSearch();
    type("orchard");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve([film(2, "Gentle Orchard")]);
    await settle();
    expect(selectSearchStatus(actor.getSnapshot()).busy).toBe(false);
    expect(actor.getSnapshot().context.results).toEqual([film(2, "Gentle Orchard")]);
  });
});

describe("search replay: time comes with the events (issue 25)", () => {
  const T = 1_700_000_000_000;
  const orchard = [film(2, "Gentle Orchard")];

  // A recorded visit: the same term typed twice, the second time after the cache's life.
  const replay = async () => {
    const { actor, calls, settle } = startSearch();
    const send = (event: SearchEvent) => actor.send(event);
    send({ type: "search.type", term: "orchard", at: T });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve(orchard);
    await settle();
    send({ type: "search.close" });
    send({ type: "search.type", term: "orchard", at: T + 60_000 });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    const cached = calls.length;
    send({ type: "search.close" });
    send({ type: "search.type", term: "orchard", at: T + SEARCH_CACHE_MS });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[1]?.resolve(orchard);
    await settle();
    const snapshot = actor.getSnapshot();
    actor.stop();
    return { value: snapshot.value, context: snapshot.context, cached, calls: calls.length };
  };

  it("replays a recorded search twice to the same states, whatever the wall clock says", async () => {
    vi.setSystemTime(T + 5 * SEARCH_CACHE_MS);
    const first = await replay();
    vi.setSystemTime(T - 5 * SEARCH_CACHE_MS);
    const second = await replay();
    expect(second).toEqual(first);
    // A minute later the cache answers; after its life the term is asked for again.
    expect(first.cached).toBe(1);
    expect(first.calls).toBe(2);
  });
});

describe("search machine: what this variant shows (decision 0079)", () => {
  it("keeps no confession: a search that found only confessions shows the empty text", async () => {
    const { actor, calls, type, settle } = startSearch();
    type("late");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    const confession: SearchResult = {
      model_type: "Confession",
      resourceType: null,
      id: 7,
      slug: "late-night",
      title: "Late night",
      picture: null,
    };
    calls[0]?.resolve([confession, film(2, "Late Orchard")]);
    await settle();
    expect(actor.getSnapshot().context.results).toEqual([film(2, "Late Orchard")]);

    type("lat");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[1]?.resolve([confession]);
    await settle();
    expect(actor.getSnapshot().context.results).toEqual([]);
    expect(searchNoticeOf(selectSearchStatus(actor.getSnapshot()))).toBe(
      'Mmhh… Sorry, we didn\'t find anything for "lat". Please try again!',
    );
  });
});
