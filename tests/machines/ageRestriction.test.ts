import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, getNextSnapshot } from "xstate";
import { shouldShowAgeRestriction } from "../../src/core/ageVerification.ts";
import {
  type AgeRestrictionInput,
  ageRestrictionMachine,
} from "../../src/machines/ageRestriction.machine.ts";
import { ageRestrictionIntents, selectAgeModalVisible } from "../../src/ui/ageRestriction.view.ts";

function run(input: Partial<AgeRestrictionInput> = {}) {
  const calls: string[] = [];
  const actor = createActor(
    ageRestrictionMachine.provide({
      actions: {
        persistAgeRestriction: () => calls.push("persistAgeRestriction"),
        leaveSite: () => calls.push("leaveSite"),
      },
    }),
    { input: { enabled: true, accepted: false, verificationRequired: false, ...input } },
  ).start();
  return { actor, calls, visible: () => selectAgeModalVisible(actor.getSnapshot()) };
}

describe("age restriction machine", () => {
  it("shows when enabled, not accepted and verification is not required", () => {
    const { actor, visible } = run();
    expect(actor.getSnapshot().value).toBe("showing");
    expect(visible()).toBe(true);
  });

  it.each([{ enabled: false }, { accepted: true }, { verificationRequired: true }])(
    "is hidden when %o",
    (input) => {
      const { actor, visible } = run(input);
      expect(actor.getSnapshot().value).toBe("hidden");
      expect(visible()).toBe(false);
    },
  );

  it("accept: persisted, accepted, hidden", () => {
    const { actor, calls, visible } = run();
    ageRestrictionIntents(actor.send).enter();
    expect(calls).toEqual(["persistAgeRestriction"]);
    expect(actor.getSnapshot().value).toBe("accepted");
    expect(visible()).toBe(false);
  });

  it("leave: the app takes the visitor away; the modal stays", () => {
    const { actor, calls, visible } = run();
    ageRestrictionIntents(actor.send).leave();
    expect(calls).toEqual(["leaveSite"]);
    expect(visible()).toBe(true);
  });

  it("accept while hidden does nothing", () => {
    const { actor, calls } = run({ accepted: true });
    actor.send({ type: "ageRestriction.accept" });
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe("hidden");
  });

  it("starts showing exactly when the core rule says so", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (enabled, accepted, required) => {
        const input = { enabled, accepted, verificationRequired: required };
        const { actor } = run(input);
        expect(actor.getSnapshot().matches("showing")).toBe(shouldShowAgeRestriction(input));
        actor.stop();
      }),
    );
  });

  it("a single transition as a pure function: showing --accept--> accepted", () => {
    const machine = ageRestrictionMachine.provide({
      actions: { persistAgeRestriction: () => {}, leaveSite: () => {} },
    });
    const showing = machine.resolveState({
      value: "showing",
      context: { enabled: true, accepted: false, verificationRequired: false },
    });
    expect(getNextSnapshot(machine, showing, { type: "ageRestriction.accept" }).value).toBe(
      "accepted",
    );
  });
});
