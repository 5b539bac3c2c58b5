import { describe, expect, it, vi } from "vitest";
import { createMachine, waitFor } from "xstate";
import { createJournal } from "../../src/app/journal.ts";
import { apiError } from "../../src/core/apiError.ts";
import { children, links, sessionOf, toastsOf } from "../../src/machines/app.machine.ts";
import { selectIsLoggedIn } from "../../src/ui/session.view.ts";
import { restoredToken, startAppSystem } from "../fixtures/session.ts";

const anonymousIdle = (app: ReturnType<typeof startAppSystem>["app"]) =>
  waitFor(sessionOf(app.system), (s) => s.matches({ anonymous: "idle" }));

/** A small feature machine, as a lazily loaded feature would bring. */
const feature = createMachine({
  id: "feature",
  context: ({ input }: { input: { start: string } }) => ({ start: input.start }),
  initial: "a",
  states: { a: { on: { next: "b" } }, b: {} },
});

describe("the app root", () => {
  it("invokes every child and link under its system id", () => {
    const { app } = startAppSystem();
    for (const id of [...Object.keys(children), ...Object.keys(links)]) {
      expect(app.system.get(id), id).toBeDefined();
    }
    expect(sessionOf(app.system).id).toBe("session");
    expect(toastsOf(app.system).getSnapshot().context.toasts).toEqual([]);
    app.stop();
  });

  it("gives the session its input", () => {
    const { app } = startAppSystem({ restored: restoredToken });
    expect(selectIsLoggedIn(sessionOf(app.system).getSnapshot())).toBe(true);
    app.stop();
  });

  it("routes the session's notifications to the toasts actor", async () => {
    const { app } = startAppSystem({
      fakes: { login: () => Promise.reject(apiError(401, "status")) },
    });
    const session = sessionOf(app.system);
    await anonymousIdle(app);
    session.send({ type: "session.login", username: "jane", password: "wrong" });
    const toasts = await waitFor(toastsOf(app.system), (s) => s.context.toasts.length > 0);
    expect(toasts.context.toasts[0]).toMatchObject({
      type: "error",
      message: "Invalid credentials",
    });
    app.stop();
  });

  it("reports every event of the system through one inspect hook", async () => {
    const inspect = vi.fn();
    const { app } = startAppSystem({ inspectors: [inspect] });
    const session = sessionOf(app.system);
    await anonymousIdle(app);
    session.send({ type: "session.login", username: "jane", password: "secret" });
    await waitFor(session, (s) => s.matches({ authenticated: "ready" }));
    const events = inspect.mock.calls
      .map(([e]) => e)
      .filter((e) => e.type === "@xstate.event")
      .map((e) => e.event.type);
    expect(events).toContain("session.login");
    expect(events).toContain("xstate.done.actor.login");
    app.stop();
  });

  it("journals the system's events in order, redacted, in a ring", async () => {
    let now = 1_000;
    const journal = createJournal(() => now++, 50);
    const { app } = startAppSystem({ inspectors: [journal.inspect] });
    const session = sessionOf(app.system);
    await anonymousIdle(app);
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

    for (let i = 0; i < 100; i++) toastsOf(app.system).send({ type: "toast.dismiss", id: i });
    const kept = journal.entries();
    expect(kept).toHaveLength(50);
    expect(kept.at(-1)?.type).toBe("toast.dismiss");
    // Oldest first, consecutive: the ring keeps the last 50 in order.
    expect(kept.map((e) => e.seq)).toEqual(kept.map((_, i) => kept[0]!.seq + i));
    // The same snapshot until something new is recorded (React's external-store contract).
    expect(journal.entries()).toBe(kept);
    toastsOf(app.system).send({ type: "toast.dismiss", id: 999 });
    expect(journal.entries()).not.toBe(kept);
    app.stop();
  });
});

describe("feature actors", () => {
  it("are spawned into the one system under their system id, with their input", () => {
    const { app } = startAppSystem();
    app.send({ type: "feature.start", systemId: "player", logic: feature, input: { start: "x" } });
    const ref = app.system.get("player");
    expect(ref.getSnapshot().context).toEqual({ start: "x" });
    ref.send({ type: "next" });
    expect(ref.getSnapshot().value).toBe("b");
    app.stop();
  });

  it("stop when their feature leaves, and can start again (React strict mode mounts twice)", () => {
    const { app } = startAppSystem();
    app.send({ type: "feature.start", systemId: "player", logic: feature, input: { start: "1" } });
    const first = app.system.get("player");
    app.send({ type: "feature.stop", systemId: "player" });
    expect(app.system.get("player")).toBeUndefined();
    expect(first.getSnapshot().status).toBe("stopped");
    app.send({ type: "feature.start", systemId: "player", logic: feature, input: { start: "2" } });
    expect(app.system.get("player").getSnapshot().context).toEqual({ start: "2" });
    app.stop();
  });

  it("a second start of a feature on screen keeps its actor", () => {
    const { app } = startAppSystem();
    app.send({ type: "feature.start", systemId: "search", logic: feature, input: { start: "1" } });
    const first = app.system.get("search");
    first.send({ type: "next" });
    app.send({ type: "feature.start", systemId: "search", logic: feature, input: { start: "2" } });
    expect(app.system.get("search")).toBe(first);
    expect(first.getSnapshot().value).toBe("b");
    app.stop();
  });

  it("are journaled like every other actor, the logic named, not copied", () => {
    const journal = createJournal(() => 0);
    const { app } = startAppSystem({ inspectors: [journal.inspect] });
    app.send({ type: "feature.start", systemId: "player", logic: feature, input: { start: "x" } });
    app.system.get("player").send({ type: "next" });
    const entries = journal.entries();
    const start = entries.find((e) => e.type === "feature.start");
    expect(start?.event).toMatchObject({ systemId: "player", logic: "[logic feature]" });
    expect(entries.some((e) => e.actor === "player" && e.type === "next")).toBe(true);
    app.stop();
  });
});
