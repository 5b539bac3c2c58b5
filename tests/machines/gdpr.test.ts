import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise, waitFor } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import { LOGOUT_DEBOUNCE_MS, TOAST_PROGRESS_MS } from "../../src/core/constants.ts";
import { errors, progress, success } from "../../src/core/messages.ts";
import { GDPR_DELETE_ID, gdprMachine } from "../../src/machines/gdpr.machine.ts";
import { restoredToken } from "../fixtures/session.ts";
import { notifications, spawnFeature } from "./accountHarness.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function open(answer: (currentPassword: string) => Promise<void>) {
  const toasts = notifications();
  const logic = gdprMachine.provide({
    actions: { notify: toasts.notify },
    actors: { deleteAccount: fromPromise(({ input }: { input: string }) => answer(input)) },
  });
  return { ...spawnFeature(GDPR_DELETE_ID, logic, undefined, { restored: restoredToken }), toasts };
}

describe("GDPR delete", () => {
  it("'Deleting account...' (10000 ms), then 'Account successfully deleted.' and logout", async () => {
    const passwords: string[] = [];
    const { actor, toasts, session, calls } = open(async (password) => {
      passwords.push(password);
    });
    await waitFor(session, (s) => s.matches({ authenticated: "ready" }));
    actor.send({ type: "gdpr.request" });
    actor.send({ type: "gdpr.confirm", currentPassword: "owner-pass" });
    // The password goes to the call (issue 23), never into the machine's context.
    expect(JSON.stringify(actor.getSnapshot().context ?? {})).not.toContain("owner-pass");
    expect(toasts.shown[0]).toEqual({
      type: "info",
      message: progress.deletingAccount,
      durationMs: TOAST_PROGRESS_MS,
    });
    await waitFor(actor, (s) => s.status === "done");
    expect(toasts.shown[1]).toMatchObject({ type: "success", message: success.accountDeleted });
    expect(session.getSnapshot().matches({ authenticated: "loggingOut" })).toBe(true);
    await vi.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
    await waitFor(session, (s) => s.matches("anonymous"));
    expect(calls.logout).toHaveLength(1);
    expect(passwords).toEqual(["owner-pass"]);
  });

  it("a refused password (422) reads 'Current password is not correct.' and asks again", async () => {
    const { actor, toasts } = open(() =>
      Promise.reject(apiError(422, "status", { current_password: ["x"] })),
    );
    actor.send({ type: "gdpr.request" });
    actor.send({ type: "gdpr.confirm", currentPassword: "wrong" });
    await waitFor(actor, (s) => s.matches("confirming") && toasts.shown.length === 2);
    expect(toasts.shown[1]).toMatchObject({
      type: "error",
      message: "Current password is not correct.",
    });
  });

  it("cancel returns; a failure reads 'There was a problem deleting your account.' and stays logged in", async () => {
    const { actor, toasts, session } = open(() => Promise.reject(apiError(500, "status")));
    actor.send({ type: "gdpr.request" });
    actor.send({ type: "gdpr.cancel" });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    actor.send({ type: "gdpr.request" });
    actor.send({ type: "gdpr.confirm", currentPassword: "owner-pass" });
    await waitFor(actor, (s) => s.matches("idle") && toasts.shown.length === 2);
    expect(toasts.shown[1]).toMatchObject({ type: "error", message: errors.deleteAccountFailed });
    expect(session.getSnapshot().matches("authenticated")).toBe(true);
  });
});
