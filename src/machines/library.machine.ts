/**
 * The member's library (spec 000 §4 "Lists", 001 §4 "While logged in"): while a member is
 * logged in, the wishlist, the history and (only when `cont_watching_counter` is above 0)
 * continue-watching load as paged lists, and the rated items load; logging out cleans them.
 * My List adds and removes (films and series), continue-watching removals, and the pages the
 * views ask for go through here; every change refreshes the paged list it touched. A list's
 * "Loading…" (drawn while the page a view shows is not held) stays the spec's data fetch
 * minimum delay once it appears: an earlier answer waits for it (core loadingFloor, decision
 * 0091).
 *
 * One actor for the app's life (spawned as a feature actor by the app's library root), so
 * every card and page reads the same lists. The session is followed through `watchSession`,
 * a callback actor the composition root provides (it sends `library.member`).
 */
import { type ActorRefFrom, type AnyEventObject, assign, fromCallback, setup } from "xstate";
import { asApiError } from "../core/apiError.ts";
import { loadingFloorLeftMs } from "../core/loadingFloor.ts";
import { errors } from "../core/messages.ts";
import {
  emptyPagedList,
  fetchFailed,
  fetchStarted,
  holdsPage,
  listChanged,
  needsFetch,
  type PagedList,
  type PageRead,
  pageReceived,
  readOf,
  wishKey,
} from "../core/pagedList.ts";
import type { Page, WishProduct } from "../core/ports.ts";
import { withoutRating, withRating } from "../core/rating.ts";
import type { RatedItem, RatedModel, WishItem } from "../core/schema/library.ts";
import type { ContinueWatchingItem, HistoryItem } from "../core/schema/playback.ts";
import { wishlistToast } from "../core/wishlist.ts";
import { answerAfterFloor } from "./answerAfterFloor.ts";
import { failureToast, type NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export { LIBRARY_ID } from "./libraryId.ts";

/** The logged-in member, as far as the library needs to know. */
export interface LibraryMember {
  readonly userId: number;
  readonly contWatchingCounter: number;
}

export interface LibraryLists {
  readonly wishlist: PagedList<WishItem>;
  readonly continueWatching: PagedList<ContinueWatchingItem>;
  readonly history: PagedList<HistoryItem>;
}
export type LibraryList = keyof LibraryLists;

interface PageWant {
  readonly page: number;
  readonly force: boolean;
}

export type LibraryMutation =
  | { readonly kind: "addWish"; readonly product: WishProduct }
  | { readonly kind: "removeWish"; readonly product: WishProduct; readonly wishProductId: number }
  | { readonly kind: "removeContinueWatching"; readonly movieId: number };

export interface LibraryContext {
  readonly member: LibraryMember | null;
  readonly lists: LibraryLists;
  /** The page each list was last asked for (the page a view shows). */
  readonly current: Readonly<Record<LibraryList, number>>;
  /** The next read each list should make, if any. */
  readonly wants: Readonly<Record<LibraryList, PageWant | null>>;
  /** The read each list has out. */
  readonly reading: Readonly<Record<LibraryList, PageRead | null>>;
  /** An answer that came before the list's "Loading…" was on screen its minimum time. */
  readonly answered: Readonly<Record<LibraryList, Page<unknown> | null>>;
  /** Wishlist entry ids by product (`wishKey`), from the pages read and the changes made. */
  readonly wished: Readonly<Record<string, number>>;
  readonly rated: readonly RatedItem[];
  readonly ratedLoaded: boolean;
  /** Changes waiting their turn (one call at a time, in order). */
  readonly mutations: readonly LibraryMutation[];
}

export type LibraryEvent =
  /** The session's member changed (null: logged out). */
  | { readonly type: "library.member"; readonly member: LibraryMember | null }
  | {
      readonly type: "library.fetchPage";
      readonly list: LibraryList;
      readonly page: number;
      readonly force?: boolean;
    }
  | { readonly type: "library.wishlist.add"; readonly product: WishProduct }
  | { readonly type: "library.wishlist.remove"; readonly product: WishProduct }
  | { readonly type: "library.continueWatching.remove"; readonly movieId: number }
  /** A rating was saved (by a rating actor). */
  | { readonly type: "library.rated.saved"; readonly item: RatedItem }
  /** A rating was taken back (by a rating actor). */
  | {
      readonly type: "library.rated.removed";
      readonly model: RatedModel;
      readonly modelId: number;
    };

const noLists = (): LibraryLists => ({
  wishlist: emptyPagedList(),
  continueWatching: emptyPagedList(),
  history: emptyPagedList(),
});
const perList = <T>(value: T): Record<LibraryList, T> => ({
  wishlist: value,
  continueWatching: value,
  history: value,
});

const cleaned = (): Omit<LibraryContext, "member"> => ({
  lists: noLists(),
  current: perList(1),
  wants: perList<PageWant | null>(null),
  reading: perList<PageRead | null>(null),
  answered: perList<Page<unknown> | null>(null),
  wished: {},
  rated: [],
  ratedLoaded: false,
  mutations: [],
});

/** What a member's library loads first: page 1 of each list (continue-watching if any). */
const firstWants = (member: LibraryMember): Record<LibraryList, PageWant | null> => ({
  wishlist: { page: 1, force: false },
  history: { page: 1, force: false },
  continueWatching: member.contWatchingCounter > 0 ? { page: 1, force: false } : null,
});

const wishedFrom = (
  wished: Readonly<Record<string, number>>,
  items: readonly WishItem[],
): Record<string, number> => {
  const next = { ...wished };
  for (const item of items)
    next[wishKey(item.product_type, item.product_id)] = item.wish_product_id;
  return next;
};

/** An unprovided callback actor: throws when started, like the other declared effects. */
const unprovidedCallback = (name: string) =>
  fromCallback<LibraryEvent>(() => {
    throw new Error(`${name} is not provided`);
  });

type ListDone<T> = { readonly output: Page<T> };

export const libraryMachine = setup({
  types: {
    context: {} as LibraryContext,
    events: {} as LibraryEvent,
  },
  actions: {
    /** Shows a toast (the toasts actor). */
    notify: unprovided<NotifyParams>("notify"),
    clean: assign(() => cleaned()),
    startMember: assign(({ event }) => {
      if (event.type !== "library.member" || event.member === null) return {};
      return { ...cleaned(), member: event.member, wants: firstWants(event.member) };
    }),
    forgetMember: assign(() => ({ ...cleaned(), member: null })),
    /** Same member, new details: continue-watching reloads when its counter changed. */
    updateMember: assign(({ context, event }) => {
      if (event.type !== "library.member" || event.member === null) return {};
      const before = context.member?.contWatchingCounter ?? 0;
      const after = event.member.contWatchingCounter;
      if (before === after) return { member: event.member };
      return {
        member: event.member,
        lists: { ...context.lists, continueWatching: listChanged(context.lists.continueWatching) },
        wants: {
          ...context.wants,
          continueWatching:
            after > 0 ? { page: context.current.continueWatching, force: true } : null,
        },
      };
    }),
    want: assign(({ context, event }) => {
      if (event.type !== "library.fetchPage") return {};
      const { list, page, force = false } = event;
      const reading = context.reading[list];
      const pending = reading?.page === page && !force;
      const wanted = needsFetch(context.lists[list], page, force) && !pending;
      return {
        current: { ...context.current, [list]: page },
        wants: wanted ? { ...context.wants, [list]: { page, force } } : context.wants,
      };
    }),
    enqueue: assign({
      mutations: ({ context, event }) => {
        switch (event.type) {
          case "library.wishlist.add":
            return [...context.mutations, { kind: "addWish", product: event.product } as const];
          case "library.wishlist.remove": {
            const id =
              context.wished[wishKey(event.product.product_type, event.product.product_id)];
            return id === undefined
              ? context.mutations
              : [
                  ...context.mutations,
                  { kind: "removeWish", product: event.product, wishProductId: id } as const,
                ];
          }
          case "library.continueWatching.remove":
            return [
              ...context.mutations,
              { kind: "removeContinueWatching", movieId: event.movieId } as const,
            ];
          default:
            return context.mutations;
        }
      },
    }),
    dequeue: assign({ mutations: ({ context }) => context.mutations.slice(1) }),
    rememberRating: assign({
      rated: ({ context, event }) =>
        event.type === "library.rated.saved"
          ? withRating(context.rated, event.item)
          : context.rated,
    }),
    forgetRating: assign({
      rated: ({ context, event }) =>
        event.type === "library.rated.removed"
          ? withoutRating(context.rated, event.model, event.modelId)
          : context.rated,
    }),
  },
  actors: {
    /** Sends `library.member` now and whenever the session's member changes. */
    watchSession: unprovidedCallback("watchSession"),
    fetchWishlist: unprovidedActor<Page<WishItem>, { readonly page: number }>("fetchWishlist"),
    fetchContinueWatching: unprovidedActor<Page<ContinueWatchingItem>, { readonly page: number }>(
      "fetchContinueWatching",
    ),
    fetchHistory: unprovidedActor<Page<HistoryItem>, { readonly page: number }>("fetchHistory"),
    fetchRated: unprovidedActor<readonly RatedItem[]>("fetchRated"),
    addToWishlist: unprovidedActor<WishItem, WishProduct>("addToWishlist"),
    removeFromWishlist: unprovidedActor<
      Page<WishItem>,
      { readonly wishProductId: number; readonly page: number }
    >("removeFromWishlist"),
    removeContinueWatching: unprovidedActor<void, { readonly movieId: number }>(
      "removeContinueWatching",
    ),
  },
  guards: {
    isLogin: ({ event }) => event.type === "library.member" && event.member !== null,
    isLogout: ({ event }) => event.type === "library.member" && event.member === null,
    isOtherMember: ({ context, event }) =>
      event.type === "library.member" &&
      event.member !== null &&
      event.member.userId !== context.member?.userId,
    wants: ({ context }, params: { readonly list: LibraryList }) =>
      context.wants[params.list] !== null,
    nextIs: ({ context }, params: { readonly kind: LibraryMutation["kind"] }) =>
      context.mutations[0]?.kind === params.kind,
    /** The page a view shows of the list is not held: its "Loading…" is on screen. */
    showsLoading: ({ context }, params: { readonly list: LibraryList }) =>
      !holdsPage(context.lists[params.list], context.current[params.list]),
  },
  delays: {
    /** The floor starts as "Loading…" appears: it stays the whole minimum delay. */
    loadingFloor: () => loadingFloorLeftMs(0),
  },
}).createMachine({
  id: "library",
  context: { member: null, ...cleaned() },
  invoke: { src: "watchSession" },
  initial: "guest",
  states: {
    guest: {
      on: { "library.member": { guard: "isLogin", target: "member", actions: "startMember" } },
    },
    member: {
      type: "parallel",
      on: {
        "library.member": [
          { guard: "isLogout", target: "guest", actions: "forgetMember" },
          { guard: "isOtherMember", target: "member", reenter: true, actions: "startMember" },
          { actions: "updateMember" },
        ],
        "library.fetchPage": { actions: "want" },
        "library.wishlist.add": { actions: "enqueue" },
        "library.wishlist.remove": { actions: "enqueue" },
        "library.continueWatching.remove": { actions: "enqueue" },
        "library.rated.saved": { actions: "rememberRating" },
        "library.rated.removed": { actions: "forgetRating" },
      },
      states: {
        // The same region for each list (typed loosely: the setup cannot see through the factory).
        wishlist: listRegion("wishlist", "fetchWishlist") as never,
        continueWatching: listRegion("continueWatching", "fetchContinueWatching") as never,
        history: listRegion("history", "fetchHistory") as never,
        rated: {
          initial: "loading",
          states: {
            loading: {
              invoke: {
                src: "fetchRated",
                onDone: {
                  target: "loaded",
                  actions: assign({ rated: ({ event }) => event.output, ratedLoaded: true }),
                },
                onError: { target: "loaded", actions: assign({ ratedLoaded: true }) },
              },
            },
            loaded: {},
          },
        },
        mutations: {
          initial: "idle",
          states: {
            idle: {
              always: [
                { guard: { type: "nextIs", params: { kind: "addWish" } }, target: "adding" },
                { guard: { type: "nextIs", params: { kind: "removeWish" } }, target: "removing" },
                {
                  guard: { type: "nextIs", params: { kind: "removeContinueWatching" } },
                  target: "removingProgress",
                },
              ],
            },
            adding: {
              invoke: {
                src: "addToWishlist",
                input: ({ context }) => {
                  const next = context.mutations[0];
                  return next?.kind === "addWish"
                    ? next.product
                    : { product_type: "Movie" as const, product_id: 0 };
                },
                onDone: {
                  target: "idle",
                  actions: [
                    assign(({ context, event }) => ({
                      wished: wishedFrom(context.wished, [event.output]),
                      lists: { ...context.lists, wishlist: listChanged(context.lists.wishlist) },
                      wants: {
                        ...context.wants,
                        wishlist: { page: context.current.wishlist, force: true },
                      },
                    })),
                    {
                      type: "notify",
                      params: ({ event }) => wishlistToast("added", event.output.product_type),
                    },
                    "dequeue",
                  ],
                },
                onError: {
                  target: "idle",
                  actions: [
                    { type: "notify", params: ({ event }) => failureToast(event.error) },
                    "dequeue",
                  ],
                },
              },
            },
            removing: {
              invoke: {
                src: "removeFromWishlist",
                input: ({ context }) => {
                  const next = context.mutations[0];
                  return {
                    wishProductId: next?.kind === "removeWish" ? next.wishProductId : 0,
                    page: context.current.wishlist,
                  };
                },
                onDone: {
                  target: "idle",
                  actions: [
                    assign(({ context, event }) => {
                      const next = context.mutations[0];
                      const wished = { ...context.wished };
                      if (next?.kind === "removeWish") {
                        delete wished[wishKey(next.product.product_type, next.product.product_id)];
                      }
                      // The answer is the page after the removal: the list's only current page.
                      const changed = listChanged(context.lists.wishlist);
                      const read = readOf(changed, context.current.wishlist);
                      return {
                        wished: wishedFrom(wished, event.output.data),
                        lists: {
                          ...context.lists,
                          wishlist: pageReceived(changed, event.output, read),
                        },
                        current: { ...context.current, wishlist: event.output.meta.current_page },
                      };
                    }),
                    {
                      type: "notify",
                      params: ({ context }) =>
                        wishlistToast(
                          "removed",
                          context.mutations[0]?.kind === "removeWish"
                            ? context.mutations[0].product.product_type
                            : "Movie",
                        ),
                    },
                    "dequeue",
                  ],
                },
                onError: {
                  target: "idle",
                  actions: [
                    { type: "notify", params: ({ event }) => failureToast(event.error) },
                    "dequeue",
                  ],
                },
              },
            },
            removingProgress: {
              invoke: {
                src: "removeContinueWatching",
                input: ({ context }) => {
                  const next = context.mutations[0];
                  return { movieId: next?.kind === "removeContinueWatching" ? next.movieId : 0 };
                },
                onDone: {
                  target: "idle",
                  actions: [
                    assign(({ context }) => ({
                      lists: {
                        ...context.lists,
                        continueWatching: listChanged(context.lists.continueWatching),
                      },
                      wants: {
                        ...context.wants,
                        continueWatching: { page: context.current.continueWatching, force: true },
                      },
                    })),
                    "dequeue",
                  ],
                },
                onError: {
                  target: "idle",
                  actions: [
                    {
                      type: "notify",
                      params: ({ event }) =>
                        failureToast(event.error, errors.continueWatchingRemoveFailed),
                    },
                    "dequeue",
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});

/** A list's page as answered, into the list (the wishlist's entries into `wished`). */
const received = (
  context: LibraryContext,
  list: LibraryList,
  output: Page<unknown>,
): Partial<LibraryContext> => {
  const read = context.reading[list];
  if (read === null) return {};
  return {
    lists: {
      ...context.lists,
      [list]: pageReceived(context.lists[list] as PagedList<unknown>, output, read),
    },
    reading: { ...context.reading, [list]: null },
    answered: { ...context.answered, [list]: null },
    ...(list === "wishlist" && {
      wished: wishedFrom(context.wished, output.data as readonly WishItem[]),
    }),
  };
};

/**
 * One paged list: its reads, idle until a page is wanted, then one read at a time (a page that
 * does not exist, 404 after a removal, makes the page before it the last); and the floor of
 * its "Loading…" (decision 0091): from when it appears, `holding` for the minimum delay, while
 * an answer waits in `answered`; `passed` until a held page replaces it. A member's first
 * pages are not held: their "Loading…" was drawn before the library knew the member (the
 * server's page, the session and the features' code coming), so it has been on screen already.
 */
function listRegion(
  list: LibraryList,
  src: "fetchWishlist" | "fetchContinueWatching" | "fetchHistory",
) {
  const floor = answerAfterFloor({
    id: `${list}LoadingFloor`,
    // A member's first pages: their "Loading…" has been on screen already.
    initial: "passed",
    shows: { type: "showsLoading" as const, params: { list } },
    target: "idle",
    show: assign(({ context, event }: { context: LibraryContext; event: AnyEventObject }) =>
      received(context, list, (event as unknown as ListDone<unknown>).output),
    ),
    hold: assign(({ context, event }: { context: LibraryContext; event: AnyEventObject }) => ({
      answered: { ...context.answered, [list]: (event as unknown as ListDone<unknown>).output },
    })),
    release: assign(({ context }: { context: LibraryContext }) => {
      const output = context.answered[list];
      return output ? received(context, list, output) : {};
    }),
  });
  return {
    type: "parallel" as const,
    states: {
      read: {
        initial: "idle" as const,
        states: {
          idle: {
            always: { guard: { type: "wants" as const, params: { list } }, target: "loading" },
          },
          loading: {
            entry: assign(({ context }: { context: LibraryContext }) => {
              const want = context.wants[list] ?? { page: 1, force: false };
              const read = readOf(context.lists[list], want.page);
              return {
                lists: {
                  ...context.lists,
                  [list]: fetchStarted(context.lists[list] as PagedList<unknown>, read),
                },
                reading: { ...context.reading, [list]: read },
                wants: { ...context.wants, [list]: null },
              };
            }),
            invoke: {
              src,
              input: ({ context }: { context: LibraryContext }) => ({
                page: context.reading[list]?.page ?? 1,
              }),
              onDone: floor.onDone,
              // A failure is not held: it replaces "Loading…" when it comes.
              onError: {
                target: "idle" as const,
                actions: assign(
                  ({ context, event }: { context: LibraryContext; event: AnyEventObject }) => {
                    const read = context.reading[list];
                    if (read === null) return {};
                    const failed = fetchFailed(context.lists[list] as PagedList<unknown>, read);
                    const missing = asApiError(event.error).status === 404 && read.page > 1;
                    return {
                      lists: {
                        ...context.lists,
                        [list]: missing ? { ...failed, lastPage: read.page - 1 } : failed,
                      },
                      reading: { ...context.reading, [list]: null },
                    };
                  },
                ),
              },
            },
          },
          answered: floor.answered,
        },
      },
      floor: floor.floor,
    },
  };
}

export type LibraryMachine = typeof libraryMachine;
export type LibraryRef = ActorRefFrom<LibraryMachine>;
