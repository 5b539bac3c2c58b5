import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import { errors, success, validation } from "../../src/core/messages.ts";
import type { PasswordChange, PasswordResetPayload } from "../../src/core/ports.ts";
import { passwordMachine } from "../../src/machines/password.machine.ts";
import { passwordResetMachine } from "../../src/machines/passwordReset.machine.ts";
import { notifications } from "./accountHarness.ts";

const change = (p: Partial<PasswordChange> = {}) => ({
  type: "password.submit" as const,
  current_password: "old-password",
  password: "new-password",
  password_confirmation: "new-password",
  ...p,
});

describe("password change", () => {
  it("validates first: required, length, confirmation; nothing is sent", () => {
    const calls: PasswordChange[] = [];
    const actor = createActor(
      passwordMachine.provide({
        actors: { changePassword: fromPromise(async ({ input }) => void calls.push(input)) },
      }),
    ).start();
    actor.send(change({ current_password: "", password_confirmation: "other" }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      current_password: validation.required,
      password_confirmation: validation.passwordConfirmation,
    });
    expect(calls).toEqual([]);
  });

  it("sends the three fields (never kept in context) and reads 'Successfully updated!'", async () => {
    const toasts = notifications();
    const calls: PasswordChange[] = [];
    const actor = createActor(
      passwordMachine.provide({
        actions: { notify: toasts.notify },
        actors: { changePassword: fromPromise(async ({ input }) => void calls.push(input)) },
      }),
    ).start();
    actor.send(change());
    await waitFor(actor, (s) => s.matches("changed"));
    expect(calls).toEqual([
      {
        current_password: "old-password",
        password: "new-password",
        password_confirmation: "new-password",
      },
    ]);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('password":"');
    expect(toasts.shown).toEqual([
      expect.objectContaining({ type: "success", message: success.updated }),
    ]);
  });

  it("any failure reads 'Current password is not correct.'", async () => {
    for (const status of [422, 401, 500]) {
      const toasts = notifications();
      const actor = createActor(
        passwordMachine.provide({
          actions: { notify: toasts.notify },
          actors: { changePassword: fromPromise(() => Promise.reject(apiError(status, "status"))) },
        }),
      ).start();
      actor.send(change());
      await waitFor(actor, (s) => s.matches("editing") && s.context.failure !== null);
      expect(actor.getSnapshot().context.failure).toBe(errors.currentPasswordWrong);
      expect(toasts.shown[0]?.message).toBe(errors.currentPasswordWrong);
    }
  });
});

function reset(fakes: {
  request?: () => Promise<void>;
  find?: () => Promise<string>;
  reset?: (p: PasswordResetPayload) => Promise<void>;
}) {
  const toasts = notifications();
  const calls: unknown[] = [];
  const actor = createActor(
    passwordResetMachine.provide({
      actions: { notify: toasts.notify },
      actors: {
        requestReset: fromPromise(({ input }) => {
          calls.push(["request", input]);
          return fakes.request?.() ?? Promise.resolve();
        }),
        findReset: fromPromise(({ input }) => {
          calls.push(["find", input]);
          return fakes.find?.() ?? Promise.resolve("me@x.io");
        }),
        resetPassword: fromPromise(({ input }) => {
          calls.push(["reset", input]);
          return fakes.reset?.(input) ?? Promise.resolve();
        }),
      },
    }),
  ).start();
  return { actor, toasts, calls };
}

describe("password reset", () => {
  it("request: 'Details sent to your email'; an invalid e-mail is not sent", async () => {
    const { actor, toasts, calls } = reset({});
    actor.send({ type: "reset.request", email: "nope" });
    expect(actor.getSnapshot().context.emailError).toBe(validation.invalidEmail);
    actor.send({ type: "reset.request", email: " me@x.io " });
    await waitFor(actor, (s) => s.matches("requested"));
    expect(calls).toEqual([["request", "me@x.io"]]);
    expect(toasts.shown[0]).toMatchObject({ type: "success", message: success.detailsSent });
  });

  it("request for an unknown e-mail: 'We can't find an user with that e-mail address.'", async () => {
    const { actor, toasts } = reset({ request: () => Promise.reject(apiError(404, "status")) });
    actor.send({ type: "reset.request", email: "ghost@x.io" });
    await waitFor(actor, (s) => s.matches("idle") && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toBe(errors.noUserWithEmail);
    expect(toasts.shown[0]).toMatchObject({ type: "error", message: errors.noUserWithEmail });
  });

  it("token found -> reset with e-mail, token and both passwords -> done; confirmation must match", async () => {
    const { actor, calls } = reset({});
    actor.send({ type: "reset.find", token: "tok" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.email).toBe("me@x.io");
    actor.send({
      type: "reset.submit",
      token: "tok",
      password: "brand-new-pass",
      password_confirmation: "brand-new-pasz",
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      password_confirmation: validation.passwordConfirmation,
    });
    actor.send({
      type: "reset.submit",
      token: "tok",
      password: "brand-new-pass",
      password_confirmation: "brand-new-pass",
    });
    await waitFor(actor, (s) => s.status === "done");
    expect(calls.at(-1)).toEqual([
      "reset",
      {
        email: "me@x.io",
        token: "tok",
        password: "brand-new-pass",
        password_confirmation: "brand-new-pass",
      },
    ]);
  });

  it("a token that is not found, or a reset that fails, reads the reset failure", async () => {
    const bad = reset({ find: () => Promise.reject(apiError(404, "status")) });
    bad.actor.send({ type: "reset.find", token: "old" });
    await waitFor(bad.actor, (s) => s.matches("invalid"));
    expect(bad.actor.getSnapshot().context.failure).toBe(errors.resetFailed);

    const failing = reset({ reset: () => Promise.reject(apiError(500, "status")) });
    failing.actor.send({ type: "reset.find", token: "t" });
    await waitFor(failing.actor, (s) => s.matches("ready"));
    failing.actor.send({
      type: "reset.submit",
      token: "t",
      password: "brand-new-pass",
      password_confirmation: "brand-new-pass",
    });
    await waitFor(failing.actor, (s) => s.matches("ready") && s.context.failure !== null);
    expect(failing.toasts.shown.at(-1)).toMatchObject({
      type: "error",
      message: errors.resetFailed,
    });
  });
});
