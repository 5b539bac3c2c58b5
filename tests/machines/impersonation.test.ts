import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, waitFor } from "xstate";
import { IMPERSONATION_TOKEN_LIFETIME_MS, LOGOUT_DEBOUNCE_MS } from "../../src/core/constants.ts";
import {
  IMPERSONATION_LINK_INVALID,
  IMPERSONATION_NEEDS_LOGOUT,
  IMPERSONATION_WARNING,
} from "../../src/core/impersonation.ts";
import {
  IMPERSONATION_ID,
  type ImpersonationEvent,
  impersonationMachine,
} from "../../src/machines/impersonation.machine.ts";
import { NOW, restoredToken } from "../fixtures/session.ts";
import { notifications, spawnFeature } from "./accountHarness.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function open(restored = false) {
  const toasts = notifications();
  let replaced = 0;
  /** The end kept for a reload, as the app's storage would hold it. */
  const kept: { endsAt: number | null } = { endsAt: null };
  const logic = impersonationMachine.provide({
    actions: {
      notify: toasts.notify,
      replaceUrl: () => void replaced++,
      remember: (_, { endsAt }) => {
        kept.endsAt = endsAt;
      },
      forget: () => {
        kept.endsAt = null;
      },
    },
  });
  const feature = spawnFeature(
    IMPERSONATION_ID,
    logic,
    undefined,
    restored ? { restored: restoredToken } : {},
  );
  return { ...feature, toasts, kept, replaced: () => replaced };
}

describe("impersonation", () => {
  it("replaces the URL, logs in with the token for 1200 s, warns for 20 minutes, ends after 1200000 ms", async () => {
    const { actor, session, vault, toasts, replaced, calls } = open();
    await waitFor(session, (s) => s.matches({ anonymous: "idle" }));
    actor.send({ type: "impersonation.start", token: "support-token", loggedIn: false, at: NOW });
    expect(replaced()).toBe(1);
    expect(actor.getSnapshot().matches("active")).toBe(true);
    expect(actor.getSnapshot().context.endsAt).toBe(NOW + 1_200_000);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain("support-token");
    expect(toasts.shown[0]).toEqual({
      type: "warning",
      message: IMPERSONATION_WARNING,
      // Spec 000 §6, 001 §6, §9: the warning toast lasts 20 minutes.
      durationMs: 1_200_000,
    });
    await waitFor(session, (s) => s.matches({ authenticated: "ready" }));
    expect(vault.userBearer()).toBe("support-token");
    expect(session.getSnapshot().context.userTokenExpiresAt).toBe(NOW + 1_200_000);
    expect(calls.me).toEqual(["support-token"]);

    await vi.advanceTimersByTimeAsync(IMPERSONATION_TOKEN_LIFETIME_MS);
    expect(actor.getSnapshot().matches("ended")).toBe(true);
    await vi.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
    await waitFor(session, (s) => s.matches("anonymous"));
  });

  it("keeps its end (never the token) while active, and forgets it when it ends", async () => {
    const { actor, session, kept } = open();
    await waitFor(session, (s) => s.matches({ anonymous: "idle" }));
    actor.send({ type: "impersonation.start", token: "support-token", loggedIn: false, at: NOW });
    expect(kept.endsAt).toBe(NOW + 1_200_000);
    actor.send({ type: "impersonation.stop" });
    expect(actor.getSnapshot().matches("ended")).toBe(true);
    expect(kept.endsAt).toBeNull();
  });

  it("after a reload it resumes for the time left only, then ends the session", async () => {
    const { actor, session, kept } = open(true);
    await waitFor(session, (s) => s.matches("authenticated"));
    const left = 300_000;
    actor.send({ type: "impersonation.resume", endsAt: NOW + left, at: NOW });
    expect(actor.getSnapshot().matches("active")).toBe(true);
    expect(kept.endsAt).toBe(NOW + left);
    await vi.advanceTimersByTimeAsync(left - 1);
    expect(actor.getSnapshot().matches("active")).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches("ended")).toBe(true);
    expect(kept.endsAt).toBeNull();
    await vi.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
    await waitFor(session, (s) => s.matches("anonymous"));
  });

  it("a log out some other way ends it too (nothing is resumed for the next login)", async () => {
    const { actor, session, kept } = open(true);
    await waitFor(session, (s) => s.matches("authenticated"));
    actor.send({ type: "impersonation.resume", endsAt: NOW + 60_000, at: NOW });
    session.send({ type: "session.logout" });
    await vi.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
    await waitFor(session, (s) => s.matches("anonymous"));
    expect(actor.getSnapshot().matches("ended")).toBe(true);
    expect(kept.endsAt).toBeNull();
  });

  it("a logged-in viewer is refused; the URL is replaced anyway", () => {
    const { actor, toasts, replaced, vault } = open(true);
    const before = vault.userBearer();
    actor.send({ type: "impersonation.start", token: "support-token", loggedIn: true, at: NOW });
    expect(actor.getSnapshot().matches("needsLogout")).toBe(true);
    expect(replaced()).toBe(1);
    expect(vault.userBearer()).toBe(before);
    expect(toasts.shown[0]).toMatchObject({ message: IMPERSONATION_NEEDS_LOGOUT });
  });

  it("a token with other characters is refused", () => {
    const { actor, toasts } = open();
    actor.send({ type: "impersonation.start", token: "a b", loggedIn: false, at: NOW });
    expect(actor.getSnapshot().matches("invalid")).toBe(true);
    expect(toasts.shown[0]).toMatchObject({ message: IMPERSONATION_LINK_INVALID });
  });
});

describe("impersonation replay: time comes with the events (issue 25)", () => {
  const T = 1_700_000_000_000;
  const replay = (journal: readonly ImpersonationEvent[]) => {
    const kept: number[] = [];
    const actor = createActor(
      impersonationMachine.provide({
        actions: {
          notify: () => {},
          replaceUrl: () => {},
          remember: (_, { endsAt }) => void kept.push(endsAt),
          forget: () => {},
          logInWithToken: () => {},
          logOut: () => {},
        },
        actors: { sessionEnds: fromCallback(() => {}) },
      }),
    ).start();
    for (const event of journal) actor.send(event);
    const snapshot = actor.getSnapshot();
    actor.stop();
    return { value: snapshot.value, context: snapshot.context, kept };
  };

  it("replays a recorded impersonation twice to the same states, whatever the wall clock says", async () => {
    vi.useRealTimers();
    const started = [
      { type: "impersonation.start", token: "support-token", loggedIn: false, at: T },
    ] as const;
    const resumed = [{ type: "impersonation.resume", endsAt: T + 300_000, at: T + 1_000 }] as const;
    const first = [replay(started), replay(resumed)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([replay(started), replay(resumed)]).toEqual(first);
    // 1200000 ms from the start, whenever the replay runs; a resume keeps its end.
    expect(first[0]?.kept).toEqual([T + 1_200_000]);
    expect(first[1]?.kept).toEqual([T + 300_000]);
  });
});
