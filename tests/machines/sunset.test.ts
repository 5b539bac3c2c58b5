import { describe, expect, it } from "vitest";
import { fromPromise, waitFor } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import { SUNSET_TEXT } from "../../src/core/sunset.ts";
import { SUNSET_ID, sunsetMachine } from "../../src/machines/sunset.machine.ts";
import { restoredToken } from "../fixtures/session.ts";
import { notifications, spawnFeature } from "./accountHarness.ts";

function open(migrate: (channelId: number) => Promise<void>) {
  const toasts = notifications();
  const calls: number[] = [];
  const logic = sunsetMachine.provide({
    actions: { notify: toasts.notify },
    actors: {
      migrate: fromPromise<void, number>(({ input }) => {
        calls.push(input);
        return migrate(input);
      }),
    },
  });
  return {
    ...spawnFeature(SUNSET_ID, logic, undefined, { restored: restoredToken }),
    toasts,
    calls,
  };
}

describe("sunset modal", () => {
  it("a member moves to a sister site: POST /me/migrate, the user reloaded, a success toast", async () => {
    const { actor, calls, toasts, session } = open(async () => {});
    await waitFor(session, (s) => s.matches({ authenticated: "ready" }));
    actor.send({ type: "sunset.migrate", channelId: 5, loggedIn: true });
    await waitFor(actor, (s) => s.matches("migrated"));
    expect(calls).toEqual([5]);
    expect(toasts.shown).toEqual([
      { type: "success", message: SUNSET_TEXT.moved(5), durationMs: 3000 },
    ]);
    // session.reload: the user loads again.
    await waitFor(
      session,
      (s) => s.matches({ authenticated: "loadingUser" }) || s.matches({ authenticated: "ready" }),
    );
  });

  it("a guest or this site's own channel sends nothing", () => {
    const { actor, calls } = open(async () => {});
    actor.send({ type: "sunset.migrate", channelId: 5, loggedIn: false });
    actor.send({ type: "sunset.migrate", channelId: 2, loggedIn: true });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(calls).toEqual([]);
  });

  it("a refused move keeps the modal with the server's message", async () => {
    const { actor, toasts } = open(() =>
      Promise.reject(apiError(422, "status", {}, "Unknown channel")),
    );
    actor.send({ type: "sunset.migrate", channelId: 9, loggedIn: true });
    await waitFor(actor, (s) => s.matches("idle") && s.context.failure !== null);
    expect(actor.getSnapshot().context).toEqual({ channelId: null, failure: "Unknown channel" });
    expect(toasts.shown[0]).toMatchObject({ type: "error", message: "Unknown channel" });
  });
});
