import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnyActorRef, type AnyStateMachine, fromPromise, waitFor } from "xstate";
import {
  machinesOf,
  parseJournal,
  type ReplayedActor,
  replayJournal,
} from "../../scripts/replay.ts";
import { createJournal } from "../../src/app/journal.ts";
import type { JournalEntry } from "../../src/core/journal.ts";
import { ageVerificationPageMachine } from "../../src/machines/ageVerificationPage.machine.ts";
import { startAppSystem } from "../fixtures/session.ts";

const root = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "cinema-replay-"));
let machines: Map<string, AnyStateMachine>;

beforeAll(async () => {
  machines = await machinesOf(root);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A viewer's journey through the whole system, journaled as the app journals it. */
async function recordJourney() {
  const journal = createJournal(() => Date.now());
  const { app } = startAppSystem({ inspectors: [journal.inspect], now: () => Date.now() });
  const session = app.system.get("session") as AnyActorRef;
  await waitFor(session, (s) => s.matches({ anonymous: "idle" }));
  session.send({ type: "session.login", username: "jane@cinema.test", password: "hunter2!" });
  await waitFor(session, (s) => s.matches({ authenticated: "ready" }));
  // A feature actor comes on screen, is used, and stays.
  const page = ageVerificationPageMachine.provide({
    actions: { setSessionIdCookie: () => {}, openVerificationUrl: () => {} },
    actors: {
      createUserSession: fromPromise(async () => ({ session_id: "s-9" })),
      fetchVerificationUrl: fromPromise(async () => "https://verify.example/s-9"),
    },
  });
  app.send({
    type: "feature.start",
    systemId: "ageVerificationPage",
    logic: page,
    input: { sessionId: null, returnPath: "/movies", countryCode: "DE" },
  });
  const feature = app.system.get("ageVerificationPage") as AnyActorRef;
  feature.send({ type: "ageVerification.start" });
  await waitFor(feature, (s) => s.matches("opened"));
  const live = Object.fromEntries(
    Object.entries(app.system.getAll() as Record<string, AnyActorRef>).map(([id, ref]) => [
      id,
      (ref.getSnapshot() as { value?: unknown }).value,
    ]),
  );
  app.stop();
  return { json: journal.exportJson(), live };
}

const byActor = (replayed: readonly ReplayedActor[]) =>
  Object.fromEntries(replayed.map((r) => [r.actor, r]));

describe("npm run replay", () => {
  it("replays every machine actor of a journey to the state it reached", async () => {
    const { json, live } = await recordJourney();
    const replayed = byActor(replayJournal(parseJournal(json), machines));
    const replayedMachines = Object.values(replayed).filter((r) => r.machine !== null);
    expect(replayedMachines.map((r) => r.actor).sort()).toEqual(
      expect.arrayContaining(["ageVerificationPage", "consent", "session", "toasts"]),
    );
    for (const r of replayedMachines) {
      expect(r.note, r.actor).toBeUndefined();
      if (r.actor in live) expect(r.value, r.actor).toEqual(live[r.actor]);
    }
    expect(replayed.session?.value).toEqual({ authenticated: "ready" });
    expect(replayed.ageVerificationPage?.value).toBe("opened");
    // The root spawned the feature again, from the logic the journal names.
    const root = replayed.app?.snapshot as { children: Record<string, unknown> };
    expect(root.children.ageVerificationPage).toBeDefined();
    expect(replayed.login).toMatchObject({ machine: null, status: "done" });
  });

  it("a journal missing an outcome replays to another state (the comparison can fail)", async () => {
    const { json } = await recordJourney();
    const entries = parseJournal(json).filter(
      (e: JournalEntry) => e.type !== "xstate.done.actor.login",
    );
    expect(byActor(replayJournal(entries, machines)).session?.value).toEqual({
      anonymous: "loggingIn",
    });
  });

  it("the command prints every actor's final state from an exported file", async () => {
    const { json } = await recordJourney();
    const file = join(dir, "journal.json");
    writeFileSync(file, json);
    const run = spawnSync(join(root, "node_modules/.bin/tsx"), ["scripts/replay.ts", file], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^session\s+\{"authenticated":"ready"\} \(active\)/m);
    expect(run.stdout).toMatch(/^ageVerificationPage\s+"opened" \(active\)/m);
    expect(run.stdout).toMatch(/^consent\s+\{"decision":"managed"/m);
    expect(json).not.toContain("hunter2!");
  }, 60_000);

  it("refuses a file that is not an exported journal", () => {
    expect(() => parseJournal(JSON.stringify({ entries: [] }))).toThrow("cinema-journal/1");
  });
});
