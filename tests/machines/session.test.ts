import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { type ApiError, apiError } from "../../src/core/apiError.ts";
import { LOGOUT_DEBOUNCE_MS } from "../../src/core/constants.ts";
import type { Credentials, SignUpInput } from "../../src/core/ports.ts";
import type { OAuthData, TokenResponse, User } from "../../src/core/schema/index.ts";
import {
  type NotifyParams,
  type ReportErrorParams,
  sessionMachine,
} from "../../src/machines/session.machine.ts";
import {
  selectBearerToken,
  selectFieldErrors,
  selectIsBooting,
  selectIsLoggedIn,
  selectIsSubmitting,
  selectUser,
  selectUserType,
} from "../../src/machines/session.selectors.ts";

const NOW = 1_700_000_000_000;
const clientTokenResponse: TokenResponse = {
  access_token: "client-token",
  token_type: "Bearer",
  expires_in: 3_600,
};
const userTokenResponse: TokenResponse = {
  access_token: "user-token",
  token_type: "Bearer",
  expires_in: 7_200,
  refresh_token: "refresh",
};
const restored: OAuthData = {
  access_token: "restored-token",
  token_type: "Bearer",
  refresh_token: null,
  expires_in: 7_200,
  expires_at: NOW + 1_000_000,
};
const user = {
  id: 7,
  email: "registered@cinema.test",
  is_trialing_free: false,
  is_cross_selling_unified_account: false,
  is_subscribed: true,
} as User;

interface Fakes {
  fetchClientToken?: () => Promise<TokenResponse>;
  login?: (credentials: Credentials) => Promise<TokenResponse>;
  fetchUser?: (input: { token: string }) => Promise<User>;
  logout?: (input: { token: string }) => Promise<void>;
  signUp?: (input: SignUpInput) => Promise<void>;
}

function startSession(
  fakes: Fakes = {},
  restoredToken: OAuthData | null = null,
  pageClientToken: OAuthData | null = null,
) {
  const calls = {
    fetchClientToken: 0,
    login: [] as Credentials[],
    fetchUser: [] as string[],
    logout: [] as string[],
    signUp: [] as SignUpInput[],
    persisted: [] as OAuthData[],
    cleared: 0,
    notified: [] as NotifyParams[],
    tracked: 0,
    reported: [] as ReportErrorParams[],
  };
  const machine = sessionMachine.provide({
    actors: {
      fetchClientToken: fromPromise(() => {
        calls.fetchClientToken++;
        return fakes.fetchClientToken?.() ?? Promise.resolve(clientTokenResponse);
      }),
      login: fromPromise(({ input }: { input: Credentials }) => {
        calls.login.push(input);
        return fakes.login?.(input) ?? Promise.resolve(userTokenResponse);
      }),
      fetchUser: fromPromise(({ input }: { input: { token: string } }) => {
        calls.fetchUser.push(input.token);
        return fakes.fetchUser?.(input) ?? Promise.resolve(user);
      }),
      logout: fromPromise(({ input }: { input: { token: string } }) => {
        calls.logout.push(input.token);
        return fakes.logout?.(input) ?? Promise.resolve();
      }),
      signUp: fromPromise(({ input }: { input: SignUpInput }) => {
        calls.signUp.push(input);
        return fakes.signUp?.(input) ?? Promise.resolve();
      }),
    },
    actions: {
      persistUserToken: (_, token) => void calls.persisted.push(token),
      clearUserToken: () => void calls.cleared++,
      notify: (_, params) => void calls.notified.push(params),
      trackLogin: () => void calls.tracked++,
      reportError: (_, params) => void calls.reported.push(params),
    },
  });
  const actor = createActor(machine, {
    input: { restoredToken, clientToken: pageClientToken, now: () => NOW },
  }).start();
  return { actor, calls };
}

type Session = ReturnType<typeof startSession>["actor"];
/** Waits for a resting state (promises settle as microtasks; fake timers do not stop them). */
const settled = (actor: Session, state: "anonymous.idle" | "authenticated.ready") =>
  waitFor(actor, (snapshot) =>
    state === "anonymous.idle"
      ? snapshot.matches({ anonymous: "idle" })
      : snapshot.matches({ authenticated: "ready" }),
  );
const rejectWith = (error: ApiError) => () => Promise.reject(error);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("session on load", () => {
  it("without a cookie: anonymous, fetches the client token", async () => {
    const { actor, calls } = startSession();
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(selectIsBooting(actor.getSnapshot())).toBe(true);
    await settled(actor, "anonymous.idle");
    const snapshot = actor.getSnapshot();
    expect(calls.fetchClientToken).toBe(1);
    expect(snapshot.context.clientToken).toEqual({
      ...clientTokenResponse,
      refresh_token: null,
      expires_at: NOW + 3_600_000,
    });
    expect(selectBearerToken(snapshot)).toBe("client-token");
    expect(selectUserType(snapshot)).toBe("Guest");
    expect(selectIsBooting(snapshot)).toBe(false);
  });

  it("uses a fresh client token the page came with, without a call", async () => {
    const fromPage: OAuthData = {
      access_token: "page-token",
      token_type: "Bearer",
      refresh_token: null,
      expires_in: 3000,
      expires_at: NOW + 3_000_000,
    };
    const { actor, calls } = startSession({}, null, fromPage);
    expect(actor.getSnapshot().matches({ anonymous: "idle" })).toBe(true);
    expect(calls.fetchClientToken).toBe(0);
    expect(selectBearerToken(actor.getSnapshot())).toBe("page-token");
  });

  it("fetches a new client token when the page's has expired", async () => {
    const stale: OAuthData = {
      access_token: "stale",
      token_type: "Bearer",
      refresh_token: null,
      expires_in: 1,
      expires_at: NOW,
    };
    const { actor, calls } = startSession({}, null, stale);
    await settled(actor, "anonymous.idle");
    expect(calls.fetchClientToken).toBe(1);
    expect(selectBearerToken(actor.getSnapshot())).toBe("client-token");
  });

  it("retries the client token after network errors only", async () => {
    let attempts = 0;
    const { actor, calls } = startSession({
      fetchClientToken: () =>
        ++attempts < 3
          ? Promise.reject(apiError(0, "network"))
          : Promise.resolve(clientTokenResponse),
    });
    await vi.advanceTimersByTimeAsync(5_000);
    await settled(actor, "anonymous.idle");
    expect(calls.fetchClientToken).toBe(3);
    expect(selectBearerToken(actor.getSnapshot())).toBe("client-token");
  });

  it("does not retry the client token after a status error", async () => {
    const { actor, calls } = startSession({
      fetchClientToken: rejectWith(apiError(500, "status")),
    });
    await settled(actor, "anonymous.idle");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.fetchClientToken).toBe(1);
    expect(actor.getSnapshot().context.lastError?.status).toBe(500);
    expect(calls.reported).toHaveLength(1);
  });

  it("with a restored token: logged in from the first snapshot, loads /me", async () => {
    const { actor, calls } = startSession({}, restored);
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    expect(selectUserType(actor.getSnapshot())).toBe("Registered");
    await settled(actor, "authenticated.ready");
    expect(calls.fetchUser).toEqual(["restored-token"]);
    expect(calls.fetchClientToken).toBe(0);
    expect(selectUser(actor.getSnapshot())).toBe(user);
    expect(selectUserType(actor.getSnapshot())).toBe("Premium");
    expect(selectBearerToken(actor.getSnapshot())).toBe("restored-token");
  });

  it.each([401, 403])("/me %i clears the cookie and resets to anonymous", async (status) => {
    const { actor, calls } = startSession(
      { fetchUser: rejectWith(apiError(status, "status")) },
      restored,
    );
    await settled(actor, "anonymous.idle");
    expect(calls.cleared).toBe(1);
    expect(calls.fetchClientToken).toBe(1);
    expect(actor.getSnapshot().context.userToken).toBeNull();
    expect(selectBearerToken(actor.getSnapshot())).toBe("client-token");
    expect(calls.notified).toEqual([]);
  });

  it("other /me errors show a toast and stay logged in", async () => {
    const { actor, calls } = startSession(
      { fetchUser: rejectWith(apiError(500, "status")) },
      restored,
    );
    await settled(actor, "authenticated.ready");
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    expect(calls.cleared).toBe(0);
    expect(calls.notified).toEqual([
      {
        type: "error",
        message: "Oops!!!, something went wrong. Please try again later.",
        durationMs: 5_000,
      },
    ]);
    actor.send({ type: "session.reload" });
    expect(calls.fetchUser).toHaveLength(2);
  });
});

describe("login", () => {
  it("trims, stores and persists the token, loads the user, greets", async () => {
    const { actor, calls } = startSession();
    await settled(actor, "anonymous.idle");
    actor.send({ type: "session.login", username: "  registered@cinema.test ", password: " pw " });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    await settled(actor, "authenticated.ready");
    expect(calls.login).toEqual([{ username: "registered@cinema.test", password: "pw" }]);
    const expected: OAuthData = {
      access_token: "user-token",
      token_type: "Bearer",
      refresh_token: "refresh",
      expires_in: 7_200,
      expires_at: NOW + 7_200_000,
    };
    expect(calls.persisted).toEqual([expected]);
    expect(actor.getSnapshot().context.userToken).toEqual(expected);
    expect(calls.fetchUser).toEqual(["user-token"]);
    expect(calls.tracked).toBe(1);
    expect(calls.notified).toEqual([
      { type: "success", message: "Welcome back!", durationMs: 3_000 },
    ]);
    expect(selectBearerToken(actor.getSnapshot())).toBe("user-token");
  });

  it("a failure notifies 'Invalid credentials' and keeps the client token", async () => {
    const { actor, calls } = startSession({ login: rejectWith(apiError(401, "status")) });
    await settled(actor, "anonymous.idle");
    actor.send({ type: "session.login", username: "a", password: "wrong" });
    await settled(actor, "anonymous.idle");
    const snapshot = actor.getSnapshot();
    expect(calls.notified).toEqual([
      { type: "error", message: "Invalid credentials", durationMs: 5_000 },
    ]);
    expect(snapshot.context.lastError?.status).toBe(401);
    expect(selectIsLoggedIn(snapshot)).toBe(false);
    expect(selectBearerToken(snapshot)).toBe("client-token");
    expect(calls.persisted).toEqual([]);
    expect(calls.tracked).toBe(0);
  });

  it("a failure that interrupted the client-token call fetches the token again", async () => {
    let attempts = 0;
    const { actor, calls } = startSession({
      fetchClientToken: () =>
        ++attempts === 1 ? new Promise(() => {}) : Promise.resolve(clientTokenResponse),
      login: rejectWith(apiError(401, "status")),
    });
    actor.send({ type: "session.login", username: "a", password: "b" });
    await settled(actor, "anonymous.idle");
    expect(calls.fetchClientToken).toBe(2);
    expect(selectBearerToken(actor.getSnapshot())).toBe("client-token");
    expect(actor.getSnapshot().context.lastError?.message).toBe("Invalid credentials");
  });

  it("is accepted while the client token is still loading", async () => {
    const { actor } = startSession({ fetchClientToken: () => new Promise(() => {}) });
    actor.send({ type: "session.login", username: "a", password: "b" });
    await settled(actor, "authenticated.ready");
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
  });
});

describe("sign-up", () => {
  it("creates the account, then logs in with the same credentials, 'Welcome!'", async () => {
    const { actor, calls } = startSession();
    await settled(actor, "anonymous.idle");
    actor.send({ type: "session.signUp", email: " new@cinema.test ", password: " secret " });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    await settled(actor, "authenticated.ready");
    expect(calls.signUp).toEqual([{ email: "new@cinema.test", password: "secret" }]);
    expect(calls.login).toEqual([{ username: "new@cinema.test", password: "secret" }]);
    expect(calls.persisted).toHaveLength(1);
    expect(calls.notified).toEqual([{ type: "success", message: "Welcome!", durationMs: 3_000 }]);
    expect(actor.getSnapshot().context.pendingLogin).toBeNull();
  });

  it("422 keeps the field errors for the form and notifies the catalogue message", async () => {
    const fieldErrors = { email: ["The email has already been taken."] };
    const { actor, calls } = startSession({
      signUp: rejectWith(apiError(422, "status", fieldErrors)),
    });
    await settled(actor, "anonymous.idle");
    actor.send({ type: "session.signUp", email: "registered@cinema.test", password: "x" });
    await settled(actor, "anonymous.idle");
    expect(selectFieldErrors(actor.getSnapshot())).toEqual(fieldErrors);
    expect(calls.login).toEqual([]);
    expect(calls.notified).toEqual([
      {
        type: "error",
        message: "This user already exists, please user another email, or log in.",
        durationMs: 5_000,
      },
    ]);
    expect(actor.getSnapshot().context.pendingLogin).toBeNull();
    actor.send({ type: "session.login", username: "a", password: "b" });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it("is ignored while logged in", async () => {
    const { actor, calls } = startSession({}, restored);
    await settled(actor, "authenticated.ready");
    actor.send({ type: "session.signUp", email: "a@cinema.test", password: "x" });
    expect(calls.signUp).toEqual([]);
  });
});

describe("logout", () => {
  it("is debounced: several requests within 700 ms make one call, not before 700 ms", async () => {
    const { actor, calls } = startSession({}, restored);
    await settled(actor, "authenticated.ready");
    actor.send({ type: "session.logout" });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: "session.logout" });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: "session.logout" });
    await vi.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS - 1);
    expect(calls.logout).toEqual([]);
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await settled(actor, "anonymous.idle");
    expect(calls.logout).toEqual(["restored-token"]);
    expect(calls.cleared).toBe(1);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.userToken).toBeNull();
    expect(snapshot.context.user).toBeNull();
    expect(selectBearerToken(snapshot)).toBe("client-token");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.logout).toHaveLength(1);
  });

  it("ignores further requests while the call is running", async () => {
    let finish = () => {};
    const { actor, calls } = startSession(
      { logout: () => new Promise<void>((resolve) => (finish = resolve)) },
      restored,
    );
    await settled(actor, "authenticated.ready");
    actor.send({ type: "session.logout" });
    await vi.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
    actor.send({ type: "session.logout" });
    await vi.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
    finish();
    await settled(actor, "anonymous.idle");
    expect(calls.logout).toHaveLength(1);
  });

  it("a failed call is only logged ('Unable to logout') and still clears locally", async () => {
    const { actor, calls } = startSession(
      { logout: rejectWith(apiError(500, "status")) },
      restored,
    );
    await settled(actor, "authenticated.ready");
    actor.send({ type: "session.logout" });
    await vi.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
    await settled(actor, "anonymous.idle");
    expect(calls.reported.map((r) => r.message)).toEqual(["Unable to logout"]);
    expect(calls.notified).toEqual([]);
    expect(calls.cleared).toBe(1);
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
  });

  it("after login then logout the kept client token is reused, not refetched", async () => {
    const { actor, calls } = startSession();
    await settled(actor, "anonymous.idle");
    actor.send({ type: "session.login", username: "a", password: "b" });
    await settled(actor, "authenticated.ready");
    actor.send({ type: "session.logout" });
    await vi.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
    await settled(actor, "anonymous.idle");
    expect(calls.fetchClientToken).toBe(1);
    expect(selectBearerToken(actor.getSnapshot())).toBe("client-token");
  });
});
