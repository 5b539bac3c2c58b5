import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import type { Page } from "../../src/core/ports.ts";
import type { WatchAgainItem } from "../../src/core/schema/library.ts";
import type { NotifyParams } from "../../src/machines/notify.ts";
import { type WatchAgainQuery, watchAgainMachine } from "../../src/machines/watchAgain.machine.ts";
import { selectWatchAgain } from "../../src/ui/watchAgain.view.ts";
import { filmSummary } from "../fixtures/filmSummary.ts";

const item = (id: number): WatchAgainItem => ({
  movie_id: id,
  last_seen_at: "2026-11-26T20:00:00.000Z",
  product: filmSummary(id),
});

/** A fake `/me/seen`: films 1..n, paged as asked. */
function fakeServer(count: number) {
  const state = {
    films: Array.from({ length: count }, (_, i) => i + 1),
    asked: [] as WatchAgainQuery[],
    fail: false,
    failRemove: false,
    toasts: [] as NotifyParams[],
  };
  const logic = watchAgainMachine.provide({
    actions: { notify: (_, params) => void state.toasts.push(params) },
    actors: {
      fetchWatchAgain: fromPromise<Page<WatchAgainItem>, WatchAgainQuery>(async ({ input }) => {
        state.asked.push(input);
        if (state.fail) throw apiError(500, "status");
        const lastPage = Math.max(1, Math.ceil(state.films.length / input.perPage));
        if (input.page > lastPage) throw apiError(404, "status");
        const start = (input.page - 1) * input.perPage;
        return {
          data: state.films.slice(start, start + input.perPage).map(item),
          meta: { current_page: input.page, last_page: lastPage, total: state.films.length },
        };
      }),
      removeWatchAgain: fromPromise<void, { movieId: number }>(async ({ input }) => {
        if (state.failRemove) throw apiError(500, "status");
        state.films = state.films.filter((id) => id !== input.movieId);
      }),
    },
  });
  return { state, logic };
}

const settled = (actor: { getSnapshot(): { matches(state: "loading" | "removing"): boolean } }) =>
  new Promise<void>((resolve) => {
    const check = () => {
      const snapshot = actor.getSnapshot();
      if (snapshot.matches("loading") || snapshot.matches("removing")) setTimeout(check, 0);
      else resolve();
    };
    check();
  });

describe("watch-again (spec 001 §9: ten a page, pages from 0 in state, query from 1)", () => {
  it("asks page 1 of 10 for the first page in state, page 0", async () => {
    const { state, logic } = fakeServer(14);
    const actor = createActor(logic, { input: { page: 0 } }).start();
    await settled(actor);
    expect(state.asked).toEqual([{ page: 1, perPage: 10 }]);
    expect(actor.getSnapshot().context.page).toBe(0);
    expect(actor.getSnapshot().context.answer?.data).toHaveLength(10);
  });

  it("shows the second page in state as the API's page 2", async () => {
    const { state, logic } = fakeServer(14);
    const actor = createActor(logic, { input: { page: 0 } }).start();
    await settled(actor);
    actor.send({ type: "watchAgain.show", page: 1 });
    await settled(actor);
    expect(state.asked.at(-1)).toEqual({ page: 2, perPage: 10 });
    expect(actor.getSnapshot().context.answer?.data.map((i) => i.movie_id)).toEqual([
      11, 12, 13, 14,
    ]);
  });

  it("a removal reloads the page; the last film of the last page goes back a page", async () => {
    const { state, logic } = fakeServer(11);
    const actor = createActor(logic, { input: { page: 1 } }).start();
    await settled(actor);
    expect(actor.getSnapshot().context.answer?.data.map((i) => i.movie_id)).toEqual([11]);
    actor.send({ type: "watchAgain.remove", movieId: 11 });
    await settled(actor);
    expect(state.films).toHaveLength(10);
    expect(actor.getSnapshot().context.page).toBe(0);
    expect(state.asked.at(-1)).toEqual({ page: 1, perPage: 10 });
    expect(actor.getSnapshot().value).toBe("shown");
  });

  it("a failed read waits for a retry; a page past the last is not found", async () => {
    const { state, logic } = fakeServer(3);
    state.fail = true;
    const actor = createActor(logic, { input: { page: 0 } }).start();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.failure).toBe("error");
    state.fail = false;
    actor.send({ type: "watchAgain.retry" });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe("shown");
    actor.send({ type: "watchAgain.show", page: 4 });
    await settled(actor);
    expect(actor.getSnapshot().context.failure).toBe("notFound");
  });

  it("a failed removal tells the member and keeps the page", async () => {
    const { state, logic } = fakeServer(3);
    state.failRemove = true;
    const actor = createActor(logic, { input: { page: 0 } }).start();
    await settled(actor);
    actor.send({ type: "watchAgain.remove", movieId: 2 });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe("shown");
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]?.type).toBe("error");
    expect(actor.getSnapshot().context.answer?.data).toHaveLength(3);
  });
});

describe("watch-again's 'Loading…' stays the data fetch minimum delay (spec: 200 ms)", () => {
  /** `/me/seen` with films 1..14, answering after `ms`. */
  const answeringAfter = (ms: number) =>
    watchAgainMachine.provide({
      actors: {
        fetchWatchAgain: fromPromise<Page<WatchAgainItem>, WatchAgainQuery>(
          ({ input }) =>
            new Promise((resolve) =>
              setTimeout(
                () =>
                  resolve({
                    data: [input.page * 10 - 9, input.page * 10 - 8].map(item),
                    meta: { current_page: input.page, last_page: 2, total: 14 },
                  }),
                ms,
              ),
            ),
        ),
      },
    });
  const shownItems = (actor: ReturnType<typeof createActor<ReturnType<typeof answeringAfter>>>) =>
    selectWatchAgain(actor.getSnapshot()).items.map((i) => i.movie_id);

  // An answer that comes before 200 ms waits for it; a later one is shown when it comes.
  for (const { title, answersAfter, shownAt } of [
    {
      title: "an answer after 50 ms is not shown before 'Loading…' has been up 200 ms",
      answersAfter: 50,
      shownAt: 200,
    },
    { title: "an answer after 300 ms is shown when it comes", answersAfter: 300, shownAt: 300 },
  ]) {
    it(title, async () => {
      vi.useFakeTimers();
      try {
        const actor = createActor(answeringAfter(answersAfter), { input: { page: 0 } }).start();
        await vi.advanceTimersByTimeAsync(shownAt - 1);
        expect(selectWatchAgain(actor.getSnapshot()).status).toBe("loading");
        expect(shownItems(actor)).toEqual([]);
        await vi.advanceTimersByTimeAsync(1);
        expect(selectWatchAgain(actor.getSnapshot()).status).toBe("shown");
        expect(shownItems(actor)).toEqual([1, 2]);
      } finally {
        vi.useRealTimers();
      }
    });
  }

  it("another page, asked with films on screen (no 'Loading…'), is shown when it comes", async () => {
    vi.useFakeTimers();
    try {
      const actor = createActor(answeringAfter(50), { input: { page: 0 } }).start();
      await vi.advanceTimersByTimeAsync(200);
      actor.send({ type: "watchAgain.show", page: 1 });
      await vi.advanceTimersByTimeAsync(50);
      expect(shownItems(actor)).toEqual([11, 12]);
    } finally {
      vi.useRealTimers();
    }
  });
});
