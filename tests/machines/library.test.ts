import { describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import type { Page, WishProduct } from "../../src/core/ports.ts";
import type { RatedItem, WishItem } from "../../src/core/schema/library.ts";
import type { ContinueWatchingItem, HistoryItem } from "../../src/core/schema/playback.ts";
import {
  type LibraryEvent,
  type LibraryMember,
  libraryMachine,
} from "../../src/machines/library.machine.ts";
import type { NotifyParams } from "../../src/machines/notify.ts";
import { selectListPage } from "../../src/ui/library.view.ts";
import { filmSummary } from "../fixtures/filmSummary.ts";

/** A fake server: the member's wishlist (newest first) and continue-watching. */
function fakeServer() {
  const state = {
    wish: [] as WishItem[],
    progress: [] as number[],
    nextId: 1,
    calls: [] as string[],
    failRemoveProgress: false,
  };
  const pageOf = <T>(items: readonly T[], page: number, perPage = 24): Page<T> => {
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const p = Math.min(page, last);
    return {
      data: items.slice((p - 1) * perPage, p * perPage),
      meta: { current_page: p, last_page: last, total: items.length },
    };
  };
  const wishItem = (product: WishProduct): WishItem => ({
    wish_product_id: state.nextId++,
    product_type: product.product_type,
    product_id: product.product_id,
    created_at: "2025-01-01T00:00:00Z",
    product: filmSummary(product.product_id),
  });
  return { state, pageOf, wishItem };
}

function startLibrary() {
  const server = fakeServer();
  const toasts: NotifyParams[] = [];
  let sendMember: ((event: LibraryEvent) => void) | null = null;
  const logic = libraryMachine.provide({
    actions: { notify: (_, params) => toasts.push(params) },
    actors: {
      watchSession: fromCallback<LibraryEvent>(({ sendBack }) => {
        sendMember = sendBack;
      }),
      fetchWishlist: fromPromise(async ({ input }) => {
        server.state.calls.push(`wishlist:${input.page}`);
        return server.pageOf(server.state.wish, input.page);
      }),
      fetchHistory: fromPromise<Page<HistoryItem>, { page: number }>(async ({ input }) => {
        server.state.calls.push(`history:${input.page}`);
        return server.pageOf([], input.page);
      }),
      fetchContinueWatching: fromPromise<Page<ContinueWatchingItem>, { page: number }>(
        async ({ input }) => {
          server.state.calls.push(`continueWatching:${input.page}`);
          const items = server.state.progress.map((id, i) => ({
            movie_id: id,
            visualization_id: i + 1,
            current_position: 10,
            current_percent: 25,
            product: filmSummary(id),
          }));
          return server.pageOf(items, input.page);
        },
      ),
      fetchRated: fromPromise<readonly RatedItem[], void>(async () => {
        server.state.calls.push("rated");
        return [{ model_type: "Movie", model_id: 3, rating: 4 }];
      }),
      addToWishlist: fromPromise(async ({ input }) => {
        server.state.calls.push(`add:${input.product_id}`);
        const existing = server.state.wish.find(
          (w) => w.product_type === input.product_type && w.product_id === input.product_id,
        );
        if (existing) return existing;
        const item = server.wishItem(input);
        server.state.wish = [item, ...server.state.wish];
        return item;
      }),
      removeFromWishlist: fromPromise(async ({ input }) => {
        server.state.calls.push(`remove:${input.wishProductId}`);
        server.state.wish = server.state.wish.filter(
          (w) => w.wish_product_id !== input.wishProductId,
        );
        return server.pageOf(server.state.wish, input.page);
      }),
      removeContinueWatching: fromPromise(async ({ input }) => {
        server.state.calls.push(`removeProgress:${input.movieId}`);
        if (server.state.failRemoveProgress) throw apiError(500, "status");
        server.state.progress = server.state.progress.filter((id) => id !== input.movieId);
      }),
    },
  });
  const actor = createActor(logic).start();
  const member = (m: LibraryMember | null) => sendMember?.({ type: "library.member", member: m });
  const settle = () => vi.waitFor(() => expect(actor.getSnapshot().context.mutations).toEqual([]));
  const idle = () =>
    vi.waitFor(() => {
      const { reading, wants } = actor.getSnapshot().context;
      expect(Object.values(reading).every((r) => r === null)).toBe(true);
      expect(Object.values(wants).every((w) => w === null)).toBe(true);
    });
  return { actor, server, toasts, member, settle, idle };
}

describe("the library (spec 000 §4, 001 §4)", () => {
  it("while logged in: wishlist, history and rated items load; continue-watching only if its counter is above 0", async () => {
    const lib = startLibrary();
    lib.member({ userId: 1, contWatchingCounter: 0 });
    await lib.idle();
    await vi.waitFor(() => expect(lib.actor.getSnapshot().context.ratedLoaded).toBe(true));
    expect(lib.server.state.calls.sort()).toEqual(["history:1", "rated", "wishlist:1"]);
    lib.actor.stop();

    const other = startLibrary();
    other.server.state.progress = [5, 6];
    other.member({ userId: 1, contWatchingCounter: 2 });
    await other.idle();
    expect(other.server.state.calls).toContain("continueWatching:1");
    expect(other.actor.getSnapshot().context.lists.continueWatching.pages[1]).toHaveLength(2);
  });

  it("logout cleans the rated items and the lists", async () => {
    const lib = startLibrary();
    lib.member({ userId: 1, contWatchingCounter: 0 });
    await vi.waitFor(() => expect(lib.actor.getSnapshot().context.rated).toHaveLength(1));
    lib.member(null);
    const { context } = lib.actor.getSnapshot();
    expect(lib.actor.getSnapshot().matches("guest")).toBe(true);
    expect(context.rated).toEqual([]);
    expect(context.lists.wishlist.pages).toEqual({});
  });

  it("a page already held is not fetched again unless forced", async () => {
    const lib = startLibrary();
    lib.member({ userId: 1, contWatchingCounter: 0 });
    await lib.idle();
    const before = lib.server.state.calls.length;
    lib.actor.send({ type: "library.fetchPage", list: "wishlist", page: 1 });
    await lib.idle();
    expect(lib.server.state.calls.length).toBe(before);
    lib.actor.send({ type: "library.fetchPage", list: "wishlist", page: 1, force: true });
    await lib.idle();
    expect(lib.server.state.calls.length).toBe(before + 1);
  });

  it("My List: adding a film or series toasts for 2000 ms and refreshes the list; removing too", async () => {
    const lib = startLibrary();
    lib.member({ userId: 1, contWatchingCounter: 0 });
    await lib.idle();
    lib.actor.send({
      type: "library.wishlist.add",
      product: { product_type: "Movie", product_id: 7 },
    });
    lib.actor.send({
      type: "library.wishlist.add",
      product: { product_type: "Series", product_id: 2 },
    });
    await lib.settle();
    await lib.idle();
    expect(lib.toasts).toEqual([
      { type: "info", message: "Movie addded to your list", durationMs: 2000 },
      { type: "info", message: "Serie added to your list", durationMs: 2000 },
    ]);
    const { context } = lib.actor.getSnapshot();
    expect(context.lists.wishlist.pages[1]?.map((w) => w.product_id)).toEqual([2, 7]);
    expect(context.wished).toEqual({ "Movie:7": 1, "Series:2": 2 });

    lib.actor.send({
      type: "library.wishlist.remove",
      product: { product_type: "Movie", product_id: 7 },
    });
    await lib.settle();
    expect(lib.toasts.at(-1)).toEqual({
      type: "info",
      message: "Movie removed from your list",
      durationMs: 2000,
    });
    const after = lib.actor.getSnapshot().context;
    expect(after.lists.wishlist.pages[1]?.map((w) => w.product_id)).toEqual([2]);
    expect(after.wished).toEqual({ "Series:2": 2 });
  });

  it("removing the last item of the last wishlist page lands on the page before", async () => {
    const lib = startLibrary();
    lib.server.state.wish = Array.from({ length: 25 }, (_, i) =>
      lib.server.wishItem({ product_type: "Movie", product_id: 100 + i }),
    );
    lib.member({ userId: 1, contWatchingCounter: 0 });
    await lib.idle();
    lib.actor.send({ type: "library.fetchPage", list: "wishlist", page: 2 });
    await lib.idle();
    const last = lib.server.state.wish[24];
    lib.actor.send({
      type: "library.wishlist.remove",
      product: { product_type: "Movie", product_id: last?.product_id ?? 0 },
    });
    await lib.settle();
    const { context } = lib.actor.getSnapshot();
    expect(context.current.wishlist).toBe(1);
    expect(context.lists.wishlist.lastPage).toBe(1);
    expect(context.lists.wishlist.pages[1]).toHaveLength(24);
  });

  it("continue-watching removal refreshes the list; a failure says so", async () => {
    const lib = startLibrary();
    lib.server.state.progress = [5, 6];
    lib.member({ userId: 1, contWatchingCounter: 2 });
    await lib.idle();
    lib.actor.send({ type: "library.continueWatching.remove", movieId: 5 });
    await lib.settle();
    await lib.idle();
    expect(
      lib.actor.getSnapshot().context.lists.continueWatching.pages[1]?.map((c) => c.movie_id),
    ).toEqual([6]);
    lib.server.state.failRemoveProgress = true;
    lib.actor.send({ type: "library.continueWatching.remove", movieId: 6 });
    await lib.settle();
    expect(lib.toasts.at(-1)).toEqual({
      type: "error",
      message: "Error while movie was removed from continue watching list",
      durationMs: 5000,
    });
  });

  it("a saved rating joins the rated items", async () => {
    const lib = startLibrary();
    lib.member({ userId: 1, contWatchingCounter: 0 });
    await vi.waitFor(() => expect(lib.actor.getSnapshot().context.ratedLoaded).toBe(true));
    lib.actor.send({
      type: "library.rated.saved",
      item: { model_type: "Movie", model_id: 3, rating: 1 },
    });
    expect(lib.actor.getSnapshot().context.rated).toEqual([
      { model_type: "Movie", model_id: 3, rating: 1 },
    ]);
  });
  it("a rating taken back leaves the rated items", async () => {
    const lib = startLibrary();
    lib.member({ userId: 1, contWatchingCounter: 0 });
    await vi.waitFor(() => expect(lib.actor.getSnapshot().context.ratedLoaded).toBe(true));
    lib.actor.send({
      type: "library.rated.saved",
      item: { model_type: "Movie", model_id: 3, rating: 1 },
    });
    lib.actor.send({
      type: "library.rated.saved",
      item: { model_type: "Series", model_id: 3, rating: 5 },
    });
    lib.actor.send({ type: "library.rated.removed", model: "Movie", modelId: 3 });
    expect(lib.actor.getSnapshot().context.rated).toEqual([
      { model_type: "Series", model_id: 3, rating: 5 },
    ]);
  });
});

describe("a list's 'Loading…' stays the data fetch minimum delay (spec: 200 ms)", () => {
  /** A member with 60 films on their list (3 pages), the wishlist answering after `ms()`. */
  function startSlowLibrary(ms: () => number) {
    const wish = (id: number): WishItem => ({
      wish_product_id: id,
      product_type: "Movie",
      product_id: id,
      created_at: "2025-01-01T00:00:00Z",
      product: filmSummary(id),
    });
    const page = <T>(data: readonly T[], current: number): Page<T> => ({
      data,
      meta: { current_page: current, last_page: 3, total: 60 },
    });
    const answer = <T>(value: T) =>
      new Promise<T>((resolve) => setTimeout(() => resolve(value), ms()));
    const logic = libraryMachine.provide({
      actors: {
        watchSession: fromCallback<LibraryEvent>(({ sendBack }) => {
          sendBack({ type: "library.member", member: { userId: 1, contWatchingCounter: 0 } });
        }),
        fetchWishlist: fromPromise(({ input }) =>
          answer(page([wish(input.page * 100), wish(input.page * 100 + 1)], input.page)),
        ),
        fetchHistory: fromPromise<Page<HistoryItem>, { page: number }>(({ input }) =>
          answer(page([], input.page)),
        ),
        fetchRated: fromPromise<readonly RatedItem[], void>(async () => []),
      },
    });
    const actor = createActor(logic).start();
    const shown = (n: number) =>
      selectListPage("wishlist", n)(actor.getSnapshot()).items?.map((i) => i.product_id) ?? null;
    return { actor, shown };
  }

  /** Runs `body` on a fake clock. */
  const onFakeClock = async (body: () => Promise<void>) => {
    vi.useFakeTimers();
    try {
      await body();
    } finally {
      vi.useRealTimers();
    }
  };

  // Page 2's answer, before 200 ms, waits for it; a later one is shown when it comes.
  for (const { title, answersAfter, shownAt } of [
    {
      title: "a page answered after 50 ms is not shown before its 'Loading…' has been up 200 ms",
      answersAfter: 50,
      shownAt: 200,
    },
    {
      title: "a page answered after 300 ms is shown when it comes",
      answersAfter: 300,
      shownAt: 300,
    },
  ]) {
    it(title, () =>
      onFakeClock(async () => {
        const { actor, shown } = startSlowLibrary(() => answersAfter);
        // The member's first page is not held: its "Loading…" came before the member did.
        await vi.advanceTimersByTimeAsync(answersAfter);
        expect(shown(1)).toEqual([100, 101]);
        actor.send({ type: "library.fetchPage", list: "wishlist", page: 2 });
        await vi.advanceTimersByTimeAsync(shownAt - 1);
        expect(shown(2)).toBeNull();
        await vi.advanceTimersByTimeAsync(1);
        expect(shown(2)).toEqual([200, 201]);
        actor.stop();
      }),
    );
  }

  it("a page held is shown at once; a 'Loading…' drawn again is held again", () =>
    onFakeClock(async () => {
      const { actor, shown } = startSlowLibrary(() => 50);
      await vi.advanceTimersByTimeAsync(50);
      actor.send({ type: "library.fetchPage", list: "wishlist", page: 2 });
      await vi.advanceTimersByTimeAsync(200);
      actor.send({ type: "library.fetchPage", list: "wishlist", page: 1 });
      expect(shown(1)).toEqual([100, 101]);
      actor.send({ type: "library.fetchPage", list: "wishlist", page: 3 });
      await vi.advanceTimersByTimeAsync(199);
      expect(shown(3)).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(shown(3)).toEqual([300, 301]);
      actor.stop();
    }));
});
