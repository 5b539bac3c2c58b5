import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createMachine, setup } from "xstate";
import {
  committedDocs,
  exportedMachines,
  findMachineFiles,
  machineDocs,
  mermaidOf,
} from "../../scripts/diagrams.ts";

const root = resolve(import.meta.dirname, "../..");

describe("docs/machines (npm run diagrams)", () => {
  it("has a diagram for every machine, each as the definition draws it today", async () => {
    const generated = await machineDocs(root);
    expect(generated.size).toBeGreaterThan(0);
    const committed = committedDocs(root);
    expect([...committed.keys()].sort(), "run npm run diagrams").toEqual(
      [...generated.keys()].sort(),
    );
    for (const [path, text] of generated)
      expect(committed.get(path), `${path}: run npm run diagrams`).toBe(text);
  });

  it("finds every *.machine.ts under src, and each exports a *Machine", async () => {
    const files = findMachineFiles(join(root, "src"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const machines = exportedMachines(await import(file));
      expect(machines.length, `${file} exports no *Machine`).toBeGreaterThan(0);
    }
  });

  it("the session diagram starts in booting and logs out through the debounce", () => {
    const text = readFileSync(join(root, "docs/machines/session.md"), "utf8");
    expect(text).toContain("[*] --> booting");
    expect(text).toMatch(/debouncing --> \w+callingLogout : after logoutDebounce/);
  });
});

describe("mermaidOf", () => {
  it("draws states, initial states, guarded and delayed transitions, invokes and finals", () => {
    const machine = setup({
      guards: { isReady: () => true },
      delays: { pause: 10 },
      actors: { load: createMachine({}) },
    }).createMachine({
      id: "demo",
      initial: "idle",
      on: { reset: ".idle" },
      states: {
        idle: { on: { go: { target: "busy", guard: "isReady" } } },
        busy: {
          invoke: { src: "load", onDone: "done", onError: "idle" },
          initial: "a",
          states: { a: { after: { pause: "b" } }, b: {} },
        },
        done: { type: "final" },
      },
    });
    expect(mermaidOf(machine).split("\n")).toEqual([
      "stateDiagram-v2",
      '  state "idle" as idle',
      '  state "busy · invokes load" as busy',
      '  state "done" as done',
      "  [*] --> idle",
      "  state busy {",
      '    state "a" as busy_a',
      '    state "b" as busy_b',
      "    [*] --> busy_a",
      "    busy_a --> busy_b : after pause",
      "  }",
      "  idle --> busy : go [isReady]",
      "  busy --> done : done load",
      "  busy --> idle : error load",
      "  done --> [*]",
      '  state "any state" as root',
      "  root --> idle : reset",
    ]);
  });

  it("draws the regions of a parallel machine inside it", () => {
    const machine = createMachine({
      id: "p",
      type: "parallel",
      states: {
        left: { initial: "on", states: { on: { on: { flip: "off" } }, off: {} } },
        right: { initial: "x", states: { x: {} } },
      },
    });
    const text = mermaidOf(machine);
    expect(text).toContain('state "p" as root\n  state root {');
    expect(text).toContain("    --\n");
    expect(text).toContain("left_on --> left_off : flip");
  });
});
