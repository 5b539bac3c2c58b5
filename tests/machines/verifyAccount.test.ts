import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise, waitFor } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import { success } from "../../src/core/messages.ts";
import type { UserVerifyResponse } from "../../src/core/schema/account.ts";
import {
  VERIFY_ACCOUNT_ID,
  VERIFY_FAILED,
  verifyAccountMachine,
} from "../../src/machines/verifyAccount.machine.ts";
import { notifications, spawnFeature } from "./accountHarness.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const verified: UserVerifyResponse = {
  status: "success",
  token_data: {
    access_token: "verified-token",
    token_type: "Bearer",
    expires_in: 86_400,
    refresh_token: "r",
  },
};

function open(answer: () => Promise<UserVerifyResponse>) {
  const toasts = notifications();
  const tokens: string[] = [];
  const logic = verifyAccountMachine.provide({
    actions: { notify: toasts.notify },
    actors: {
      verifyAccount: fromPromise(({ input }) => {
        tokens.push(input);
        return answer();
      }),
      sendVerificationEmail: fromPromise(() => Promise.resolve()),
    },
  });
  return { ...spawnFeature(VERIFY_ACCOUNT_ID, logic, undefined), toasts, tokens };
}

describe("verify account", () => {
  it("status 'success': the session logs in with token_data (the vault keeps it), nothing in context", async () => {
    const { actor, session, vault, tokens } = open(() => Promise.resolve(verified));
    await waitFor(session, (s) => s.matches({ anonymous: "idle" }));
    actor.send({ type: "verify.start", token: "mailed" });
    await waitFor(actor, (s) => s.matches("verified"));
    expect(tokens).toEqual(["mailed"]);
    await waitFor(session, (s) => s.matches({ authenticated: "ready" }));
    expect(vault.userBearer()).toBe("verified-token");
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain("verified-token");
  });

  it("another status or a 404 fails without logging in", async () => {
    const other = open(() => Promise.resolve({ status: "error", token_data: null }));
    other.actor.send({ type: "verify.start", token: "t" });
    await waitFor(other.actor, (s) => s.matches("failed"));
    expect(other.session.getSnapshot().matches("anonymous")).toBe(true);

    const missing = open(() => Promise.reject(apiError(404, "status")));
    missing.actor.send({ type: "verify.start", token: "t" });
    await waitFor(missing.actor, (s) => s.matches("failed"));
    expect(missing.actor.getSnapshot().context.failure).toBe(VERIFY_FAILED);
    expect(missing.toasts.shown[0]).toMatchObject({ type: "error", message: VERIFY_FAILED });
  });

  it("resend: 'Email sent successfully'", async () => {
    const { actor, toasts } = open(() => Promise.resolve(verified));
    actor.send({ type: "verify.resend" });
    await waitFor(actor, (s) => s.matches("idle") && toasts.shown.length === 1);
    expect(toasts.shown[0]).toMatchObject({ type: "success", message: success.emailSent });
  });
});
