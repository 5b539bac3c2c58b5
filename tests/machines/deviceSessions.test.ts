import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise, waitFor } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import { LOGOUT_DEBOUNCE_MS } from "../../src/core/constants.ts";
import type { DeviceSession } from "../../src/core/schema/deviceSessions.ts";
import {
  DEVICE_SESSIONS_ID,
  deviceSessionsMachine,
} from "../../src/machines/deviceSessions.machine.ts";
import { selectDeviceSessions } from "../../src/ui/deviceSessions.view.ts";
import { restoredToken } from "../fixtures/session.ts";
import { notifications, spawnFeature } from "./accountHarness.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const HERE: DeviceSession = {
  id: 1,
  device: "Windows computer",
  browser: "Chrome",
  last_seen_at: "2026-11-26T08:00:00.000Z",
  current: true,
};
const PHONE: DeviceSession = {
  id: 2,
  device: "iPhone",
  browser: "Safari",
  last_seen_at: "2026-11-20T08:00:00.000Z",
  current: false,
};

function open(options: { endFails?: boolean } = {}) {
  const toasts = notifications();
  let listed: readonly DeviceSession[] = [HERE, PHONE];
  const calls: unknown[] = [];
  const logic = deviceSessionsMachine.provide({
    actions: { notify: toasts.notify },
    actors: {
      fetchSessions: fromPromise(async () => listed),
      endSession: fromPromise<void, number>(async ({ input }) => {
        calls.push(["end", input]);
        if (options.endFails) throw apiError(404, "status");
        listed = listed.filter((s) => s.id !== input);
      }),
      endOtherSessions: fromPromise(async () => {
        calls.push(["endOthers"]);
        const ended = listed.filter((s) => !s.current).length;
        listed = listed.filter((s) => s.current);
        return ended;
      }),
    },
  });
  return {
    ...spawnFeature(DEVICE_SESSIONS_ID, logic, undefined, { restored: restoredToken }),
    toasts,
    calls,
  };
}

describe("where am I signed in (issue 26)", () => {
  it("lists the sessions, this one marked, others with when they were last seen", async () => {
    const { actor } = open();
    await waitFor(actor, (s) => s.matches("ready"));
    const view = selectDeviceSessions("en-GB")(actor.getSnapshot());
    expect(view.sessions).toEqual([
      { id: 1, name: "Windows computer · Chrome", seen: "This device", current: true },
      { id: 2, name: "iPhone · Safari", seen: "Last seen 20 November 2026", current: false },
    ]);
    expect(view.hasOthers).toBe(true);
  });

  it("signing out of all other devices ends them, says how many, and lists this one alone", async () => {
    const { actor, toasts, calls } = open();
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "sessions.endOthers" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.sessions.length === 1);
    expect(calls).toEqual([["endOthers"]]);
    expect(toasts.shown).toEqual([
      { type: "success", message: "Signed out of 1 other device.", durationMs: expect.any(Number) },
    ]);
    expect(selectDeviceSessions("en")(actor.getSnapshot()).hasOthers).toBe(false);
  });

  it("signs out one listed device; an unlisted id is ignored; a failure says so and lists again", async () => {
    const { actor, calls } = open();
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "sessions.end", id: 99 });
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    actor.send({ type: "sessions.end", id: 2 });
    await waitFor(actor, (s) => s.matches("ready") && s.context.sessions.length === 1);
    expect(calls).toEqual([["end", 2]]);

    const failing = open({ endFails: true });
    await waitFor(failing.actor, (s) => s.matches("ready"));
    failing.actor.send({ type: "sessions.end", id: 2 });
    await waitFor(failing.actor, (s) => s.matches("ready") && s.context.failure !== null);
    expect(failing.toasts.shown[0]).toMatchObject({ type: "error" });
  });

  it("signing out of this device is the usual logout", async () => {
    const { actor, session, calls } = open();
    await waitFor(session, (s) => s.matches({ authenticated: "ready" }));
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "sessions.signOutHere" });
    expect(session.getSnapshot().matches({ authenticated: "loggingOut" })).toBe(true);
    await vi.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
    await waitFor(session, (s) => s.matches("anonymous"));
    expect(calls).toEqual([]);
  });
});
