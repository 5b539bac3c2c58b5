import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { TOAST_DEFAULT_WHEN_NONE_GIVEN_MS } from "../../src/core/constants.ts";
import { toastsMachine } from "../../src/machines/toasts.machine.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const start = (showErrors = true) => createActor(toastsMachine, { input: { showErrors } }).start();
const messages = (actor: ReturnType<typeof start>) =>
  actor.getSnapshot().context.toasts.map((toast) => toast.message);

describe("toastsMachine", () => {
  it("shows toasts in order with counter ids; one given no duration lasts 300 ms (spec 001 §9)", () => {
    const actor = start();
    actor.send({ type: "toast.show", toastType: "success", message: "Welcome back!" });
    actor.send({ type: "toast.show", toastType: "error", message: "Not found", durationMs: 300 });
    expect(TOAST_DEFAULT_WHEN_NONE_GIVEN_MS).toBe(300);
    expect(actor.getSnapshot().context.toasts).toEqual([
      {
        id: 1,
        type: "success",
        message: "Welcome back!",
        durationMs: TOAST_DEFAULT_WHEN_NONE_GIVEN_MS,
      },
      { id: 2, type: "error", message: "Not found", durationMs: 300 },
    ]);
  });

  it("dismisses each toast after its own duration, not before", () => {
    const actor = start();
    actor.send({ type: "toast.show", toastType: "info", message: "short", durationMs: 1_000 });
    actor.send({ type: "toast.show", toastType: "info", message: "long", durationMs: 3_000 });
    vi.advanceTimersByTime(999);
    expect(messages(actor)).toEqual(["short", "long"]);
    vi.advanceTimersByTime(1);
    expect(messages(actor)).toEqual(["long"]);
    vi.advanceTimersByTime(1_999);
    expect(messages(actor)).toEqual(["long"]);
    vi.advanceTimersByTime(1);
    expect(messages(actor)).toEqual([]);
  });

  it("dismisses by hand; the old timer never removes a later toast", () => {
    const actor = start();
    actor.send({ type: "toast.show", toastType: "warning", message: "a", durationMs: 1_000 });
    actor.send({ type: "toast.dismiss", id: 1 });
    expect(messages(actor)).toEqual([]);
    actor.send({ type: "toast.show", toastType: "warning", message: "b", durationMs: 5_000 });
    expect(actor.getSnapshot().context.toasts[0]?.id).toBe(2);
    vi.advanceTimersByTime(1_000);
    expect(messages(actor)).toEqual(["b"]);
  });

  it("ignores dismissing an unknown id", () => {
    const actor = start();
    actor.send({ type: "toast.show", toastType: "error", message: "a" });
    actor.send({ type: "toast.dismiss", id: 42 });
    expect(messages(actor)).toEqual(["a"]);
    vi.advanceTimersByTime(299);
    expect(messages(actor)).toEqual(["a"]);
    vi.advanceTimersByTime(1);
    expect(messages(actor)).toEqual([]);
  });

  it("adds no toast while the show-errors flag is off (spec 001 §5)", () => {
    const actor = start(false);
    actor.send({ type: "toast.show", toastType: "error", message: "Not found", durationMs: 5_000 });
    expect(messages(actor)).toEqual([]);
  });

  it("keeps the message state 20000 ms when the message has no duration of its own (spec 001 §9)", () => {
    const actor = start();
    actor.send({
      type: "message.show",
      request: { type: "success", message: "Successfully registered!" },
    });
    expect(actor.getSnapshot().context.message).toMatchObject({
      type: "success",
      message: "Successfully registered!",
      durationMs: 20_000,
      className: "",
    });
    vi.advanceTimersByTime(19_999);
    expect(actor.getSnapshot().context.message?.message).toBe("Successfully registered!");
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it("keeps a message for its own duration; a newer message is not cleared by the older timer", () => {
    const actor = start();
    actor.send({
      type: "message.show",
      request: { type: "info", message: "first", durationMs: 1_000, className: "banner" },
    });
    vi.advanceTimersByTime(500);
    actor.send({
      type: "message.show",
      request: { type: "info", message: "second", durationMs: 2_000 },
    });
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().context.message?.message).toBe("second");
    vi.advanceTimersByTime(1_500);
    expect(actor.getSnapshot().context.message).toBeNull();
  });
});
