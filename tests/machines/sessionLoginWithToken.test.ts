import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "xstate";
import { success } from "../../src/core/messages.ts";
import { NOW, restoredToken, startSession } from "../fixtures/session.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const token = {
  access_token: "given-token",
  token_type: "Bearer",
  expires_in: 1200,
  refresh_token: null,
};

describe("session.loginWithToken", () => {
  it("from anonymous: keeps the token (vault and cookie), loads the user, greets", async () => {
    const { actor, vault, effects, calls } = startSession();
    await waitFor(actor, (s) => s.matches({ anonymous: "idle" }));
    actor.send({ type: "session.loginWithToken", token });
    expect(actor.getSnapshot().context.userTokenExpiresAt).toBe(NOW + 1_200_000);
    await waitFor(actor, (s) => s.matches({ authenticated: "ready" }));
    expect(vault.userBearer()).toBe("given-token");
    expect(calls.me).toEqual(["given-token"]);
    expect(effects.tracked).toBe(1);
    expect(effects.notified.at(-1)).toMatchObject({ type: "success", message: success.welcome });
  });

  it("is ignored when a user is already in", async () => {
    const { actor, vault } = startSession({ restored: restoredToken });
    await waitFor(actor, (s) => s.matches({ authenticated: "ready" }));
    const before = vault.userBearer();
    actor.send({ type: "session.loginWithToken", token });
    expect(vault.userBearer()).toBe(before);
  });
});
