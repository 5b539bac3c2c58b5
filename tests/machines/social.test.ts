/** The rating, comments and download feature actors, headless, with fake timers. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import type { CommentTarget } from "../../src/core/comments.ts";
import type { Page } from "../../src/core/ports.ts";
import type { RatingCall } from "../../src/core/rating.ts";
import type { Comment, RatedItem } from "../../src/core/schema/library.ts";
import type { UserType } from "../../src/core/userType.ts";
import { commentsMachine } from "../../src/machines/comments.machine.ts";
import { downloadMachine } from "../../src/machines/download.machine.ts";
import type { NotifyParams } from "../../src/machines/notify.ts";
import { ratingMachine } from "../../src/machines/rating.machine.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("rating: debounced 1500 ms, leading only (spec 001 §9)", () => {
  function startRating(saved: number | null, fail = false) {
    const calls: { call: RatingCall; item: RatedItem }[] = [];
    const removed: { model: string; modelId: number }[] = [];
    const toasts: NotifyParams[] = [];
    const actor = createActor(
      ratingMachine.provide({
        actions: { notify: (_, p) => toasts.push(p) },
        actors: {
          saveRating: fromPromise(async ({ input }) => {
            calls.push(input);
            if (fail) throw apiError(500, "status");
            return input.item;
          }),
          removeRating: fromPromise(async ({ input }) => {
            removed.push(input);
            if (fail) throw apiError(500, "status");
          }),
        },
      }),
      { input: { model: "Movie", modelId: 9, saved } },
    ).start();
    const rate = (rating: number) => actor.send({ type: "rating.rate", rating });
    return { actor, calls, removed, toasts, rate };
  }

  it("the first rating goes at once (a create when there was none) and says so", async () => {
    const r = startRating(null);
    r.rate(4);
    await settle();
    expect(r.calls).toEqual([
      { call: "create", item: { model_type: "Movie", model_id: 9, rating: 4 } },
    ]);
    expect(r.toasts).toEqual([
      { type: "success", message: "Rating has been successfully updated!", durationMs: 3000 },
    ]);
  });

  it("ratings within 1500 ms of the last are ignored, each restarting the wait; then an update", async () => {
    const r = startRating(2);
    r.rate(3);
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    r.rate(5); // ignored, the wait restarts
    await vi.advanceTimersByTimeAsync(1000);
    r.rate(1); // still within 1500 ms of the last: ignored
    await vi.advanceTimersByTimeAsync(1499);
    r.rate(2); // ignored
    expect(r.calls.map((c) => c.item.rating)).toEqual([3]);
    await vi.advanceTimersByTimeAsync(1500);
    r.rate(4);
    await settle();
    expect(r.calls).toEqual([
      { call: "update", item: { model_type: "Movie", model_id: 9, rating: 3 } },
      { call: "update", item: { model_type: "Movie", model_id: 9, rating: 4 } },
    ]);
  });

  it("after the first save the next rating of the item is an update", async () => {
    const r = startRating(null);
    r.rate(4);
    await vi.advanceTimersByTimeAsync(1500);
    r.rate(2);
    await settle();
    expect(r.calls.map((c) => c.call)).toEqual(["create", "update"]);
  });

  it("a failure shows the error and the saved rating again", async () => {
    const r = startRating(3, true);
    r.rate(1);
    await settle();
    expect(r.actor.getSnapshot().context.shown).toBe(3);
    expect(r.toasts[0]?.type).toBe("error");
  });

  it("a saved rating is taken back with DELETE /rate; the item's next rating is a create (spec 001 §7)", async () => {
    const r = startRating(3);
    r.actor.send({ type: "rating.remove" });
    await settle();
    expect(r.removed).toEqual([{ model: "Movie", modelId: 9 }]);
    expect(r.actor.getSnapshot().context).toMatchObject({ saved: null, shown: null });
    expect(r.toasts).toEqual([
      { type: "success", message: "Rating has been successfully updated!", durationMs: 3000 },
    ]);
    r.rate(5);
    await settle();
    expect(r.calls.map((c) => c.call)).toEqual(["create"]);
  });

  it("an item the viewer has not rated has nothing to take back", async () => {
    const r = startRating(null);
    r.actor.send({ type: "rating.remove" });
    await settle();
    expect(r.removed).toEqual([]);
  });

  it("a failed removal keeps the rating and shows the error", async () => {
    const r = startRating(4, true);
    r.actor.send({ type: "rating.remove" });
    await settle();
    expect(r.actor.getSnapshot().context).toMatchObject({ saved: 4, shown: 4 });
    expect(r.toasts[0]?.type).toBe("error");
  });
});

describe("comments: post debounced 1500 ms (spec 001 §9)", () => {
  const comment = (id: number): Comment => ({
    id,
    commenter_id: 1,
    commenter_name: "Rita",
    content: `Comment ${id}`,
    created_at: "2025-01-01T00:00:00Z",
  });
  function startComments() {
    const posted: { target: CommentTarget; id: number; comment: string }[] = [];
    const rated: { call: RatingCall; item: RatedItem }[] = [];
    const toasts: NotifyParams[] = [];
    const actor = createActor(
      commentsMachine.provide({
        actions: { notify: (_, p) => toasts.push(p) },
        actors: {
          fetchComments: fromPromise<
            Page<Comment>,
            { target: CommentTarget; id: number; page: number }
          >(async ({ input }) => ({
            data: [comment(input.page * 10 + 1), comment(input.page * 10 + 2)],
            meta: { current_page: input.page, last_page: 2, total: 4 },
          })),
          postComment: fromPromise(async ({ input }) => {
            posted.push(input);
          }),
          rateComment: fromPromise(async ({ input }) => {
            rated.push(input);
            return input.item;
          }),
        },
      }),
      { input: { target: "movies", id: 4 } },
    ).start();
    const submit = (content: string) => actor.send({ type: "comments.submit", content });
    return { actor, posted, rated, toasts, submit };
  }

  it("lists the approved comments, a page more on demand", async () => {
    const c = startComments();
    await settle();
    expect(c.actor.getSnapshot().context.comments.map((x) => x.id)).toEqual([11, 12]);
    c.actor.send({ type: "comments.more" });
    await settle();
    expect(c.actor.getSnapshot().context.comments.map((x) => x.id)).toEqual([11, 12, 21, 22]);
  });

  it("posts 1500 ms after the last submit, the latest text only, then thanks for 5000 ms", async () => {
    const c = startComments();
    await settle();
    c.submit("First");
    await vi.advanceTimersByTimeAsync(1000);
    c.submit("Second");
    await vi.advanceTimersByTimeAsync(1499);
    expect(c.posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(c.posted).toEqual([{ target: "movies", id: 4, comment: "Second" }]);
    expect(c.toasts).toEqual([
      {
        type: "success",
        message: "Thank you for your comment. It has been sent for approval!",
        durationMs: 5000,
      },
    ]);
    expect(c.actor.getSnapshot().context.sentCount).toBe(1);
  });

  it("a blank comment is not sent: 'This field is required'", async () => {
    const c = startComments();
    c.submit("   ");
    await vi.advanceTimersByTimeAsync(2000);
    expect(c.posted).toEqual([]);
    expect(c.actor.getSnapshot().context.draftError).toBe("This field is required");
  });

  it("a like of a comment is a create of its rating, each time (spec 000 §4)", async () => {
    const c = startComments();
    await settle();
    c.actor.send({ type: "comments.like", commentId: 12 });
    expect(c.actor.getSnapshot().context.liking).toBe(12);
    await settle();
    c.actor.send({ type: "comments.like", commentId: 12 });
    await settle();
    expect(c.rated).toEqual([
      { call: "create", item: { model_type: "Comment", model_id: 12, rating: 5 } },
      { call: "create", item: { model_type: "Comment", model_id: 12, rating: 5 } },
    ]);
    expect(c.actor.getSnapshot().context.liking).toBeNull();
  });
});

describe("the download-movie modal (spec 001 §6, §8, §9)", () => {
  function startDownload(
    userType: UserType,
    start: () => Promise<string>,
    link?: () => Promise<{ url: string; file_name: string; expires_at: number }>,
  ) {
    const toasts: NotifyParams[] = [];
    const saved: { url: string; fileName: string }[] = [];
    const actor = createActor(
      downloadMachine.provide({
        actions: {
          notify: (_, p) => toasts.push(p),
          saveFile: (_, p) => saved.push(p),
        },
        actors: {
          startDownload: fromPromise(() => start()),
          fetchLink: fromPromise(
            () =>
              link?.() ??
              Promise.resolve({ url: "/api/download_file/x", file_name: "f.ts", expires_at: 1 }),
          ),
        },
      }),
      { input: { movieId: 3, title: "Film", userType } },
    ).start();
    return { actor, toasts, saved };
  }

  it("a trial member is told they cannot download (6000 ms, error); no modal", () => {
    const d = startDownload("Trial", () => Promise.resolve("id"));
    d.actor.send({ type: "download.open" });
    expect(d.actor.getSnapshot().value).toBe("closed");
    expect(d.toasts).toEqual([
      {
        type: "error",
        message:
          "Upps!! You're trialing a subscription. Only members with full access can download movies. In the meantime you can stream as many movies as you want",
        durationMs: 6000,
      },
    ]);
  });

  it("201 closes the modal with 'Downloading!' and saves the file from the link", async () => {
    const d = startDownload("Premium", () => Promise.resolve("abc"));
    d.actor.send({ type: "download.open" });
    expect(d.actor.getSnapshot().value).toBe("open");
    d.actor.send({ type: "download.confirm" });
    await settle();
    expect(d.actor.getSnapshot().value).toBe("closed");
    expect(d.toasts).toEqual([{ type: "success", message: "Downloading!", durationMs: 6000 }]);
    expect(d.saved).toEqual([{ url: "/api/download_file/x", fileName: "f.ts" }]);
  });

  it("429: the monthly-limit text for 16 s, cleared from the modal after 15 s", async () => {
    const d = startDownload("Premium", () => Promise.reject(apiError(429, "status")));
    d.actor.send({ type: "download.open" });
    d.actor.send({ type: "download.confirm" });
    await settle();
    expect(d.actor.getSnapshot().value).toBe("limitReached");
    expect(d.toasts).toEqual([
      {
        type: "error",
        message:
          "Oops! You have reached the maximum of available downloads... you can download up to 10 movies per calendar month...",
        durationMs: 16000,
      },
    ]);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(d.actor.getSnapshot().value).toBe("limitReached");
    await vi.advanceTimersByTimeAsync(1);
    expect(d.actor.getSnapshot().value).toBe("open");
  });

  it("an expired link: 'Too many attempts or download has expired, please start download process!'", async () => {
    const d = startDownload(
      "CrossSelling",
      () => Promise.resolve("abc"),
      () => Promise.reject(apiError(410, "status")),
    );
    d.actor.send({ type: "download.open" });
    d.actor.send({ type: "download.confirm" });
    await settle();
    expect(d.saved).toEqual([]);
    expect(d.toasts.at(-1)).toEqual({
      type: "error",
      message: "Too many attempts or download has expired, please start download process!",
      durationMs: 6000,
    });
  });

  it("the server's trial refusal (403) says the same as the client's", async () => {
    const d = startDownload("Premium", () => Promise.reject(apiError(403, "status")));
    d.actor.send({ type: "download.open" });
    d.actor.send({ type: "download.confirm" });
    await settle();
    expect(d.actor.getSnapshot().value).toBe("closed");
    expect(d.toasts[0]?.message).toMatch(/^Upps!! You're trialing/);
  });
});
