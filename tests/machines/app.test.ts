import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { createJournal } from "../../src/app/journal.ts";
import type { TokenResponse, User } from "../../src/core/schema/index.ts";
import {
  appMachine,
  children,
  sessionOf,
  showToast,
  toastsOf,
} from "../../src/machines/app.machine.ts";
import { sessionMachine } from "../../src/machines/session.machine.ts";
import { selectIsLoggedIn } from "../../src/machines/session.selectors.ts";
import { quietFirstVisit } from "../fixtures/firstVisit.ts";

/** Consent, age restriction and age verification, wired as the app wires them, on fakes. */
const firstVisit = quietFirstVisit();

const token: TokenResponse = {
  access_token: "client-token",
  token_type: "Bearer",
  expires_in: 3600,
  refresh_token: null,
};

/** The session with fake effects; notify goes to the toasts actor as in the app. */
const fakeSession = (loginFails = false) =>
  sessionMachine.provide({
    actors: {
      fetchClientToken: fromPromise(async () => token),
      login: fromPromise(async () => {
        if (loginFails)
          throw {
            _tag: "ApiError",
            status: 401,
            message: "Invalid credentials",
            fieldErrors: {},
            cause: "status",
          };
        return { ...token, access_token: "user-token" };
      }),
      fetchUser: fromPromise(async () => ({ id: 1, email: "jane@example.com" }) as unknown as User),
      logout: fromPromise<void, { token: string }>(async () => {}),
      signUp: fromPromise<void, { email: string; password: string }>(async () => {}),
    },
    actions: {
      notify: ({ system }, params) => showToast(system, params),
    },
  });

const start = (loginFails = false) => {
  const inspect = vi.fn();
  const actor = createActor(
    appMachine.provide({ actors: { ...firstVisit.actors, session: fakeSession(loginFails) } }),
    {
      input: {
        ...firstVisit.input,
        connectivity: { online: true },
        session: { restoredToken: null, now: () => 1_000 },
      },
      inspect,
    },
  );
  actor.start();
  return { actor, inspect };
};

describe("the app root", () => {
  it("invokes every child under its system id", () => {
    const { actor } = start();
    for (const id of Object.keys(children)) {
      expect(actor.system.get(id), id).toBeDefined();
    }
    expect(sessionOf(actor.system).id).toBe("session");
    expect(toastsOf(actor.system).getSnapshot().context.toasts).toEqual([]);
    actor.stop();
  });

  it("gives the session its input", () => {
    const restored = {
      access_token: "restored",
      token_type: "Bearer",
      refresh_token: null,
      expires_in: 3600,
      expires_at: 10_000_000,
    };
    const actor = createActor(
      appMachine.provide({ actors: { ...firstVisit.actors, session: fakeSession() } }),
      {
        input: {
          ...firstVisit.input,
          connectivity: { online: true },
          session: { restoredToken: restored, now: () => 1_000 },
        },
      },
    ).start();
    expect(selectIsLoggedIn(sessionOf(actor.system).getSnapshot())).toBe(true);
    actor.stop();
  });

  it("routes the session's notifications to the toasts actor", async () => {
    const { actor } = start(true);
    const session = sessionOf(actor.system);
    await waitFor(session, (s) => s.matches({ anonymous: "idle" }));
    session.send({ type: "session.login", username: "jane", password: "wrong" });
    const toasts = await waitFor(toastsOf(actor.system), (s) => s.context.toasts.length > 0);
    expect(toasts.context.toasts[0]).toMatchObject({
      type: "error",
      message: "Invalid credentials",
    });
    actor.stop();
  });

  it("reports every event of the system through one inspect hook", async () => {
    const { actor, inspect } = start();
    const session = sessionOf(actor.system);
    await waitFor(session, (s) => s.matches({ anonymous: "idle" }));
    session.send({ type: "session.login", username: "jane", password: "secret" });
    await waitFor(session, (s) => s.matches({ authenticated: "ready" }));
    const events = inspect.mock.calls
      .map(([e]) => e)
      .filter((e) => e.type === "@xstate.event")
      .map((e) => e.event.type);
    expect(events).toContain("session.login");
    expect(events).toContain("xstate.done.actor.login");
    actor.stop();
  });

  it("journals the system's events in order, redacted, in a ring", async () => {
    let now = 1_000;
    const journal = createJournal(() => now++, 50);
    const actor = createActor(
      appMachine.provide({ actors: { ...firstVisit.actors, session: fakeSession() } }),
      {
        input: {
          ...firstVisit.input,
          connectivity: { online: true },
          session: { restoredToken: null, now: () => 1_000 },
        },
        inspect: journal.inspect,
      },
    ).start();
    const session = sessionOf(actor.system);
    await waitFor(session, (s) => s.matches({ anonymous: "idle" }));
    session.send({ type: "session.login", username: "jane.doe@example.com", password: "hunter2" });
    await waitFor(session, (s) => s.matches({ authenticated: "ready" }));

    const entries = journal.entries();
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i));
    const login = entries.find((e) => e.type === "session.login");
    expect(login).toMatchObject({
      actor: "session",
      event: { username: "j***@example.com", password: "[redacted]" },
    });
    const exported = journal.exportJson();
    for (const secret of ["hunter2", "user-token", "client-token", "jane.doe@example.com"]) {
      expect(exported).not.toContain(secret);
    }

    for (let i = 0; i < 100; i++) toastsOf(actor.system).send({ type: "toast.dismiss", id: i });
    const kept = journal.entries();
    expect(kept).toHaveLength(50);
    expect(kept.at(-1)?.type).toBe("toast.dismiss");
    // Oldest first, consecutive: the ring keeps the last 50 in order.
    expect(kept.map((e) => e.seq)).toEqual(kept.map((_, i) => kept[0]!.seq + i));
    // The same snapshot until something new is recorded (React's external-store contract).
    expect(journal.entries()).toBe(kept);
    toastsOf(actor.system).send({ type: "toast.dismiss", id: 999 });
    expect(journal.entries()).not.toBe(kept);
    actor.stop();
  });
});
