/**
 * The member's watch-again list in My Space (spec 000 §4 "Lists"; 001 §7 `GET /me/seen` and
 * its deletion; §9 "watch-again 10", "Pagination of lists starts at page 0 in state; query
 * default 1"): the page in state counts from 0 and the API is asked for `queryPageOf` it, ten
 * films a page. A film taken off the list reloads the page (or the new last one when the
 * page emptied); a failed read waits for a retry, a failed removal tells the member and keeps
 * the page. Spawned by the My Space tab while it is on screen (decision 0063).
 */
import { type ActorRefFrom, assign, setup } from "xstate";
import { asApiError } from "../core/apiError.ts";
import { WATCH_AGAIN_PAGE_SIZE } from "../core/constants.ts";
import { queryPageOf, statePageAfterRemoval } from "../core/listPages.ts";
import { loadingFloorLeftMs } from "../core/loadingFloor.ts";
import type { Page } from "../core/ports.ts";
import type { WatchAgainItem } from "../core/schema/library.ts";
import { answerAfterFloor } from "./answerAfterFloor.ts";
import { failureToast, type NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export const WATCH_AGAIN_ID = "watchAgain";

export interface WatchAgainContext {
  /** The page shown, in state: from 0. */
  readonly page: number;
  readonly answer: Page<WatchAgainItem> | null;
  /** The film being taken off the list. */
  readonly removing: number | null;
  /** Why the last read failed: a page past the last (404), or anything else. */
  readonly failure: "notFound" | "error" | null;
  /** An answer that came before the "Loading…" drawn for it was on screen its minimum time. */
  readonly pending: Page<WatchAgainItem> | null;
}

export type WatchAgainEvent =
  /** Show a page (in state, from 0). */
  | { readonly type: "watchAgain.show"; readonly page: number }
  | { readonly type: "watchAgain.retry" }
  | { readonly type: "watchAgain.remove"; readonly movieId: number };

export interface WatchAgainQuery {
  /** The API's page: from 1. */
  readonly page: number;
  readonly perPage: number;
}

/** A page's answer, shown no sooner than its "Loading…" has been up its minimum time. */
const floor = answerAfterFloor({
  id: "watchAgainLoadingFloor",
  initial: "open",
  shows: "showsLoading" as const,
  target: "#watchAgain.shown",
  show: "showAnswer" as const,
  hold: "holdAnswer" as const,
  release: "releaseAnswer" as const,
});

/** The read's page, from its done event. */
const answerOf = (event: WatchAgainEvent): Page<WatchAgainItem> =>
  (event as unknown as { readonly output: Page<WatchAgainItem> }).output;

export const watchAgainMachine = setup({
  types: {
    context: {} as WatchAgainContext,
    events: {} as WatchAgainEvent,
    input: {} as { readonly page: number },
  },
  actions: {
    notify: unprovided<NotifyParams>("notify"),
    showPage: assign({
      page: ({ context, event }) => (event.type === "watchAgain.show" ? event.page : context.page),
    }),
    showAnswer: assign({ answer: ({ event }) => answerOf(event), failure: null }),
    holdAnswer: assign({ pending: ({ event }) => answerOf(event) }),
    releaseAnswer: assign({
      answer: ({ context }) => context.pending,
      pending: null,
      failure: null,
    }),
  },
  actors: {
    fetchWatchAgain: unprovidedActor<Page<WatchAgainItem>, WatchAgainQuery>("fetchWatchAgain"),
    removeWatchAgain: unprovidedActor<void, { readonly movieId: number }>("removeWatchAgain"),
  },
  delays: {
    /** "Loading…" is drawn as the read starts: it stays the whole minimum delay. */
    loadingFloor: () => loadingFloorLeftMs(0),
  },
  guards: {
    /** No page held: "Loading…" is on screen (a page held stays on screen while the next comes). */
    showsLoading: ({ context }) => context.answer === null,
  },
}).createMachine({
  id: "watchAgain",
  context: ({ input }) => ({
    page: input.page,
    answer: null,
    removing: null,
    failure: null,
    pending: null,
  }),
  initial: "loading",
  on: {
    "watchAgain.show": { target: ".loading", reenter: true, actions: "showPage" },
  },
  states: {
    loading: {
      type: "parallel",
      entry: assign({ pending: null }),
      states: {
        read: {
          initial: "fetching",
          states: {
            fetching: {
              invoke: {
                src: "fetchWatchAgain",
                input: ({ context }) => ({
                  page: queryPageOf(context.page),
                  perPage: WATCH_AGAIN_PAGE_SIZE,
                }),
                onDone: floor.onDone,
                // A failure is not held: it replaces "Loading…" when it comes.
                onError: {
                  target: "#watchAgain.failed",
                  actions: assign({
                    answer: null,
                    failure: ({ event }) =>
                      asApiError(event.error).status === 404 ? "notFound" : "error",
                  }),
                },
              },
            },
            answered: floor.answered,
          },
        },
        floor: floor.floor,
      },
    },
    failed: {
      on: { "watchAgain.retry": "loading" },
    },
    shown: {
      on: {
        "watchAgain.remove": {
          target: "removing",
          actions: assign({ removing: ({ event }) => event.movieId }),
        },
      },
    },
    removing: {
      invoke: {
        src: "removeWatchAgain",
        input: ({ context }) => ({ movieId: context.removing ?? 0 }),
        onDone: {
          target: "loading",
          actions: assign({
            page: ({ context }) =>
              statePageAfterRemoval(
                context.page,
                context.answer?.meta.total ?? 0,
                WATCH_AGAIN_PAGE_SIZE,
              ),
            removing: null,
          }),
        },
        onError: {
          target: "shown",
          actions: [
            { type: "notify", params: ({ event }) => failureToast(event.error) },
            assign({ removing: null }),
          ],
        },
      },
    },
  },
});

export type WatchAgainMachine = typeof watchAgainMachine;
export type WatchAgainRef = ActorRefFrom<WatchAgainMachine>;
