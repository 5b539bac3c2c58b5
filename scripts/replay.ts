#!/usr/bin/env -S npx tsx
// `npm run replay <journal.json> [--json]`: replays a journal exported from the dev panel
// (ARCHITECTURE.md "Event journal") headlessly and prints every actor's final state. The
// same functions replay journals in the tests (tests/e2e/replay.spec.ts).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type AnyStateMachine, createActor, fromCallback, SimulatedClock } from "xstate";
import type { JournalEntry, JournalValue } from "../src/core/journal.ts";
import { isUnprovided } from "../src/machines/unprovided.ts";
import { exportedMachines, findMachineFiles } from "./diagrams.ts";

export const JOURNAL_FORMAT = "cinema-journal/1";

/** The entries of an exported journal (the dev panel's "Export journal" file). */
export function parseJournal(text: string): JournalEntry[] {
  const json = JSON.parse(text) as { format?: unknown; entries?: unknown };
  if (json.format !== JOURNAL_FORMAT || !Array.isArray(json.entries))
    throw new Error(`not a ${JOURNAL_FORMAT} journal`);
  return json.entries as JournalEntry[];
}

/** Every machine of the client by its machine id (every `*.machine.ts` under src). */
export async function machinesOf(root: string): Promise<Map<string, AnyStateMachine>> {
  const machines = new Map<string, AnyStateMachine>();
  for (const file of findMachineFiles(join(root, "src"))) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [, machine] of exportedMachines(module))
      machines.set(machine.id, machine as unknown as AnyStateMachine);
  }
  return machines;
}

export interface ReplayedActor {
  readonly actor: string;
  /** The machine that replayed it, or null when none has the actor's id. */
  readonly machine: string | null;
  readonly value: unknown;
  readonly status: string;
  readonly context: unknown;
  /** The replayed snapshot, for the selectors the views use (null without a machine). */
  readonly snapshot: unknown;
  /** Events of the actor in the journal (its start included). */
  readonly events: number;
  /** Why the actor could not be replayed, when it could not. */
  readonly note?: string;
}

/** Restores what the journal could not hold in an input: the clock (`now`) is the journal's. */
const restoreInput = (input: JournalValue | undefined, now: () => number): unknown => {
  if (input === null || input === undefined || typeof input !== "object") return input;
  if (Array.isArray(input)) return input.map((item) => restoreInput(item, now));
  const restored: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input))
    restored[key] = key === "now" && value === null ? now : restoreInput(value, now);
  return restored;
};

/**
 * A declared action that acts outside the actor: any function but XState's own actions
 * (assign, raise, enqueueActions...), except `sendTo`, whose events the journal holds
 * already (under their receivers) and whose receivers a lone replayed actor does not have.
 */
const isEffect = (action: unknown): boolean => {
  if (typeof action !== "function") return false;
  const type = (action as { type?: unknown }).type;
  return !(typeof type === "string" && type.startsWith("xstate.")) || type === "xstate.sendTo";
};

/** Actor logic an event carried (`feature.start`), as the journal names it: `[logic <id>]`. */
const isRecordedLogic = (value: JournalValue): boolean =>
  typeof value === "string" && /^\[logic [^\]]*\]$/.test(value);

/** The event as the actor received it, as far as the journal can tell: logic becomes quiet. */
const restoreEvent = (event: JournalValue, quietLogic: unknown): unknown => {
  if (typeof event !== "object" || event === null || Array.isArray(event)) return event;
  return Object.fromEntries(
    Object.entries(event).map(([key, value]) => [key, isRecordedLogic(value) ? quietLogic : value]),
  );
};

/**
 * Replays the events one actor received into a fresh copy of its machine. Its effects are
 * quiet: invoked and spawned actors never settle and declared actions do nothing, so every
 * outcome (`xstate.done.actor.*`, `xstate.error.actor.*`) and timer (`xstate.after.*`)
 * comes from the journal, in order, on a clock that only the journal moves.
 */
export function replayActor(
  machine: AnyStateMachine,
  entries: readonly JournalEntry[],
  actorName: string,
): Omit<ReplayedActor, "actor" | "machine"> {
  const own = entries.filter((entry) => entry.actor === actorName);
  const start = own.find((entry) => entry.type === "xstate.init");
  if (!start) {
    return {
      value: null,
      status: "unknown",
      context: null,
      snapshot: null,
      events: own.length,
      note: "the journal does not hold its start (it began later)",
    };
  }
  let clock = start.at;
  const now = () => clock;
  const silent = fromCallback(() => {});
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, silent]),
  );
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => isUnprovided(action) || isEffect(action))
      .map(([name]) => [name, () => {}]),
  );
  const quiet = machine.provide({ actors, actions } as never);
  const input = restoreInput((start.event as { input?: JournalValue }).input, now);
  const actor = createActor(quiet, { input, clock: new SimulatedClock() } as never);
  let failure: unknown = null;
  actor.subscribe({
    error: (error) => {
      failure = error;
    },
  });
  actor.start();
  for (const entry of own) {
    if (entry === start || entry.type === "xstate.init") continue;
    clock = entry.at;
    actor.send(restoreEvent(entry.event, silent) as never);
  }
  const snapshot = actor.getSnapshot() as { value: unknown; status: string; context: unknown };
  actor.stop();
  return {
    value: snapshot.value,
    status: snapshot.status,
    context: snapshot.context,
    snapshot,
    events: own.length,
    ...(failure !== null && {
      note: `replay failed: ${failure instanceof Error ? failure.message : String(failure)}`,
    }),
  };
}

/**
 * The machine of an actor by its name: its machine id, or a system id that qualifies it
 * (`playGate.watch`, `playGate.movie.13`: the play gate of the watch page, of a Play press).
 */
const machineOf = (
  machines: ReadonlyMap<string, AnyStateMachine>,
  actor: string,
): AnyStateMachine | undefined =>
  machines.get(actor) ?? machines.get(actor.slice(0, Math.max(0, actor.indexOf("."))));

/** Every actor of the journal, in the order it first appears, replayed. */
export function replayJournal(
  entries: readonly JournalEntry[],
  machines: ReadonlyMap<string, AnyStateMachine>,
): ReplayedActor[] {
  const names = [...new Set(entries.map((entry) => entry.actor))];
  return names.map((actor) => {
    const machine = machineOf(machines, actor);
    if (!machine) {
      const own = entries.filter((entry) => entry.actor === actor);
      const types = new Set(own.map((entry) => entry.type));
      return {
        actor,
        machine: null,
        value: null,
        status: types.has("xstate.promise.resolve")
          ? "done"
          : types.has("xstate.promise.reject")
            ? "error"
            : "active",
        context: null,
        snapshot: null,
        events: own.length,
        note: "no machine: a promise or callback actor",
      };
    }
    return { actor, machine: machine.id, ...replayActor(machine, entries, actor) };
  });
}

/** One line per actor: its name, final state value and status. */
export const formatReplay = (replayed: readonly ReplayedActor[]): string =>
  replayed
    .map((r) => {
      const state =
        r.machine === null ? `(${r.status})` : `${JSON.stringify(r.value)} (${r.status})`;
      return `${r.actor.padEnd(20)} ${state}  [${r.events} events]${r.note ? `  ${r.note}` : ""}`;
    })
    .join("\n");

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith("--"));
  if (!file) {
    console.error("usage: npm run replay <journal.json> [--json]");
    process.exit(2);
  }
  const entries = parseJournal(readFileSync(file, "utf8"));
  const replayed = replayJournal(entries, await machinesOf(resolve(import.meta.dirname, "..")));
  const printable = replayed.map(({ snapshot: _, ...actor }) => actor);
  console.log(
    args.includes("--json") ? JSON.stringify(printable, null, 2) : formatReplay(replayed),
  );
}
