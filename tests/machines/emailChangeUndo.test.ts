import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise, waitFor } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import {
  EMAIL_CHANGE_UNDO_ID,
  emailChangeUndoMachine,
} from "../../src/machines/emailChangeUndo.machine.ts";
import { selectEmailChangeUndo } from "../../src/ui/emailChangeUndo.view.ts";
import { restoredToken } from "../fixtures/session.ts";
import { spawnFeature } from "./accountHarness.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function open(answers: (() => Promise<void>)[]) {
  const tokens: string[] = [];
  const logic = emailChangeUndoMachine.provide({
    actors: {
      undoEmailChange: fromPromise(({ input }) => {
        tokens.push(input);
        return (answers.shift() ?? (() => Promise.resolve()))();
      }),
    },
  });
  return {
    ...spawnFeature(EMAIL_CHANGE_UNDO_ID, logic, undefined, { restored: restoredToken }),
    tokens,
  };
}

describe("undoing an e-mail change (/email-change/undo/{token})", () => {
  it("waits for the press; then the old address is back, the page says so and the session is reloaded", async () => {
    const { actor, session, calls, tokens } = open([() => Promise.resolve()]);
    await waitFor(session, (s) => s.matches({ authenticated: "ready" }));
    expect(selectEmailChangeUndo(actor.getSnapshot())).toEqual({
      step: "ready",
      message: null,
      canPress: true,
    });
    expect(tokens).toEqual([]);
    actor.send({ type: "emailUndo.confirm", token: "mailed-token" });
    expect(selectEmailChangeUndo(actor.getSnapshot()).step).toBe("undoing");
    await waitFor(actor, (s) => s.matches("undone"));
    expect(tokens).toEqual(["mailed-token"]);
    expect(selectEmailChangeUndo(actor.getSnapshot())).toEqual({
      step: "undone",
      message: "Your e-mail address is back. Please reset your password.",
      canPress: false,
    });
    // The undo ended every session of the account: the session asks who is in again.
    await waitFor(session, (s) => s.matches({ authenticated: "ready" }) && calls.me.length === 2);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain("mailed-token");
  });

  it("a used, expired or unknown link (422) says so and offers no second press", async () => {
    const { actor, tokens } = open([() => Promise.reject(apiError(422, "status"))]);
    actor.send({ type: "emailUndo.confirm", token: "used" });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(selectEmailChangeUndo(actor.getSnapshot())).toEqual({
      step: "failed",
      message: "This link has expired or was already used.",
      canPress: false,
    });
    actor.send({ type: "emailUndo.confirm", token: "used" });
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    expect(tokens).toHaveLength(1);
  });

  it("a failure of the moment shows the status's message and may be tried again", async () => {
    const { actor } = open([
      () => Promise.reject(apiError(500, "network")),
      () => Promise.resolve(),
    ]);
    actor.send({ type: "emailUndo.confirm", token: "t" });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(selectEmailChangeUndo(actor.getSnapshot())).toEqual({
      step: "failed",
      message: "Oops!!!, something went wrong. Please try again later.",
      canPress: true,
    });
    actor.send({ type: "emailUndo.confirm", token: "t" });
    await waitFor(actor, (s) => s.matches("undone"));
  });
});
