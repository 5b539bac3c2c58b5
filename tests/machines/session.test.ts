import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "xstate";
import { type ApiError, apiError } from "../../src/core/apiError.ts";
import { LOGOUT_DEBOUNCE_MS } from "../../src/core/constants.ts";
import { COOKIES } from "../../src/core/cookies.ts";
import type { HeldToken } from "../../src/core/schema/index.ts";
import { TOKEN_RENEWAL_MARGIN_MS } from "../../src/core/token.ts";
import {
  selectFieldErrors,
  selectIsBooting,
  selectIsLoggedIn,
  selectIsSubmitting,
  selectUser,
  selectUserType,
} from "../../src/ui/session.view.ts";
import { NOW, premiumUser, restoredToken as restored, startSession } from "../fixtures/session.ts";

type Session = ReturnType<typeof startSession>["actor"];
/** Waits for a resting state (promises settle as microtasks; fake timers do not stop them). */
const settled = (actor: Session, state: "anonymous.idle" | "authenticated.ready") =>
  waitFor(actor, (snapshot) =>
    state === "anonymous.idle"
      ? snapshot.matches({ anonymous: "idle" })
      : snapshot.matches({ authenticated: "ready" }),
  );
const rejectWith = (error: ApiError) => () => Promise.reject(error);
const persisted = (cookies: ReturnType<typeof startSession>["cookies"]) =>
  cookies.writes.filter((w) => w.spec === COOKIES.authorization);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("session on load", () => {
  it("without a cookie: anonymous, fetches the client token", async () => {
    const { actor, calls, vault } = startSession();
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(selectIsBooting(actor.getSnapshot())).toBe(true);
    await settled(actor, "anonymous.idle");
    const snapshot = actor.getSnapshot();
    expect(calls.clientToken).toBe(1);
    expect(snapshot.context.clientTokenExpiresAt).toBe(NOW + 3_600_000);
    expect(vault.bearer()).toBe("client-token");
    expect(selectUserType(snapshot)).toBe("Guest");
    expect(selectIsBooting(snapshot)).toBe(false);
  });

  it("uses a fresh client token the page came with, without a call", () => {
    const fromPage: HeldToken = {
      access_token: "page-token",
      token_type: "Bearer",
      expires_in: 3000,
      expires_at: NOW + 3_000_000,
    };
    const { actor, calls, vault } = startSession({ pageClientToken: fromPage });
    expect(actor.getSnapshot().matches({ anonymous: "idle" })).toBe(true);
    expect(calls.clientToken).toBe(0);
    expect(vault.bearer()).toBe("page-token");
  });

  it("fetches a new client token when the page's has expired or is about to", async () => {
    const nearlyStale: HeldToken = {
      access_token: "stale",
      token_type: "Bearer",
      expires_in: 30,
      expires_at: NOW + TOKEN_RENEWAL_MARGIN_MS - 1,
    };
    const { actor, calls, vault } = startSession({ pageClientToken: nearlyStale });
    await settled(actor, "anonymous.idle");
    expect(calls.clientToken).toBe(1);
    expect(vault.bearer()).toBe("client-token");
  });

  it("retries the client token after network failures only", async () => {
    let attempts = 0;
    const { actor, calls, vault } = startSession({
      fakes: {
        clientToken: () =>
          ++attempts < 3
            ? Promise.reject(apiError(500, "network"))
            : Promise.resolve({
                access_token: "client-token",
                token_type: "Bearer",
                expires_in: 3600,
              }),
      },
    });
    await vi.advanceTimersByTimeAsync(5_000);
    await settled(actor, "anonymous.idle");
    expect(calls.clientToken).toBe(3);
    expect(vault.bearer()).toBe("client-token");
  });

  it("does not retry the client token after a status error", async () => {
    const { actor, calls, effects } = startSession({
      fakes: { clientToken: rejectWith(apiError(500, "status")) },
    });
    await settled(actor, "anonymous.idle");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.clientToken).toBe(1);
    expect(actor.getSnapshot().context.lastError?.status).toBe(500);
    expect(effects.reported).toHaveLength(1);
  });

  it("with a restored token: logged in from the first snapshot, loads /me with it", async () => {
    const { actor, calls, vault } = startSession({ restored });
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    expect(selectUserType(actor.getSnapshot())).toBe("Registered");
    await settled(actor, "authenticated.ready");
    expect(calls.me).toEqual(["restored-token"]);
    expect(calls.clientToken).toBe(0);
    expect(selectUser(actor.getSnapshot())).toBe(premiumUser);
    expect(selectUserType(actor.getSnapshot())).toBe("Premium");
    expect(vault.bearer()).toBe("restored-token");
  });

  it.each([403])("/me %i clears the cookie and resets to anonymous", async (status) => {
    const { actor, calls, vault, cookies, effects } = startSession({
      restored,
      fakes: { me: rejectWith(apiError(status, "status")) },
    });
    await settled(actor, "anonymous.idle");
    expect(cookies.values.has(COOKIES.authorization.name)).toBe(false);
    expect(calls.clientToken).toBe(1);
    expect(actor.getSnapshot().context.userTokenExpiresAt).toBeNull();
    expect(vault.bearer()).toBe("client-token");
    expect(effects.notified).toEqual([]);
  });

  it("/me 401 renews the token once through the page server and loads the user again", async () => {
    let first = true;
    const { actor, calls, vault } = startSession({
      restored,
      fakes: {
        me: (token) => {
          if (first) {
            first = false;
            return Promise.reject(apiError(401, "status"));
          }
          return Promise.resolve({ ...premiumUser, email: token });
        },
      },
    });
    await settled(actor, "authenticated.ready");
    expect(calls.renew).toBe(1);
    expect(calls.me).toEqual(["restored-token", "renewed-token"]);
    expect(vault.bearer()).toBe("renewed-token");
    expect(selectUser(actor.getSnapshot())?.email).toBe("renewed-token");
  });

  it("/me 401 twice, or a refused renewal, ends the session", async () => {
    const { actor, calls, cookies } = startSession({
      restored,
      fakes: { me: rejectWith(apiError(401, "status")) },
    });
    await settled(actor, "anonymous.idle");
    expect(calls.renew).toBe(1);
    expect(calls.me).toHaveLength(2);
    expect(cookies.values.has(COOKIES.authorization.name)).toBe(false);
    const refused = startSession({
      restored,
      fakes: {
        me: rejectWith(apiError(401, "status")),
        renew: rejectWith(apiError(401, "status")),
      },
    });
    await settled(refused.actor, "anonymous.idle");
    expect(refused.calls.me).toHaveLength(1);
    expect(selectIsLoggedIn(refused.actor.getSnapshot())).toBe(false);
  });

  it("without a live access token but with the page server's refresh token: renews, then loads the user", async () => {
    const { actor, calls, vault, cookies } = startSession({ renewOnStart: true });
    // Logged in from the first snapshot (the renewal is under way), no client token asked.
    expect(actor.getSnapshot().matches({ authenticated: "renewingToken" })).toBe(true);
    await settled(actor, "authenticated.ready");
    expect(calls.renew).toBe(1);
    expect(calls.clientToken).toBe(0);
    expect(calls.me).toEqual(["renewed-token"]);
    expect(vault.bearer()).toBe("renewed-token");
    expect(persisted(cookies).at(-1)?.value).toContain("renewed-token");
    expect(selectUserType(actor.getSnapshot())).toBe("Premium");
  });

  it("a renewal on load that the page server refuses leaves a guest with the client token", async () => {
    const { actor, calls, vault } = startSession({
      renewOnStart: true,
      fakes: { renew: rejectWith(apiError(401, "status")) },
    });
    await settled(actor, "anonymous.idle");
    expect(calls.renew).toBe(1);
    expect(calls.me).toEqual([]);
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(vault.bearer()).toBe("client-token");
  });

  it("other /me errors show a toast and stay logged in", async () => {
    const { actor, calls, cookies, effects } = startSession({
      restored,
      fakes: { me: rejectWith(apiError(500, "status")) },
    });
    await settled(actor, "authenticated.ready");
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    expect(cookies.writes).toEqual([]);
    expect(effects.notified).toEqual([
      {
        type: "error",
        message: "Oops!!!, something went wrong. Please try again later.",
        durationMs: 5_000,
      },
    ]);
    actor.send({ type: "session.reload" });
    expect(calls.me).toHaveLength(2);
  });
});

describe("token renewal", () => {
  it("renews the client token the margin before it expires, not before", async () => {
    let now = NOW;
    const { actor, calls } = startSession({ now: () => now });
    await settled(actor, "anonymous.idle");
    const wait = 3_600_000 - TOKEN_RENEWAL_MARGIN_MS;
    now += wait - 1;
    await vi.advanceTimersByTimeAsync(wait - 1);
    expect(calls.clientToken).toBe(1);
    now += 1;
    await vi.advanceTimersByTimeAsync(1);
    await settled(actor, "anonymous.idle");
    expect(calls.clientToken).toBe(2);
  });

  it("renews the user token through the page server before it expires and rewrites the cookie", async () => {
    let now = NOW;
    const { actor, calls, vault, cookies } = startSession({ restored, now: () => now });
    await settled(actor, "authenticated.ready");
    const wait = 7_200_000 - TOKEN_RENEWAL_MARGIN_MS;
    now += wait;
    await vi.advanceTimersByTimeAsync(wait);
    await waitFor(actor, (s) => s.matches({ authenticated: "ready" }) && calls.renew === 1);
    expect(calls.renew).toBe(1);
    expect(vault.bearer()).toBe("renewed-token");
    expect(persisted(cookies).at(-1)?.value).toContain("renewed-token");
    expect(actor.getSnapshot().context.userTokenExpiresAt).toBe(now + 7_200_000);
    expect(calls.me).toHaveLength(1);
  });

  it("a call refused with 401 renews the token (session.tokenRejected)", async () => {
    const { actor, calls, vault } = startSession({ restored });
    await settled(actor, "authenticated.ready");
    actor.send({ type: "session.tokenRejected" });
    expect(selectIsBooting(actor.getSnapshot())).toBe(true);
    await settled(actor, "authenticated.ready");
    expect(calls.renew).toBe(1);
    expect(vault.bearer()).toBe("renewed-token");
    const guest = startSession();
    await settled(guest.actor, "anonymous.idle");
    guest.actor.send({ type: "session.tokenRejected" });
    await settled(guest.actor, "anonymous.idle");
    expect(guest.calls.clientToken).toBe(2);
  });

  it("no secret is ever in the machine's context", async () => {
    const { actor } = startSession({ restored });
    await settled(actor, "authenticated.ready");
    actor.send({ type: "session.tokenRejected" });
    await settled(actor, "authenticated.ready");
    const context = JSON.stringify(actor.getSnapshot().context);
    for (const secret of ["restored-token", "renewed-token", "refresh"]) {
      expect(context).not.toContain(secret);
    }
  });
});

describe("login", () => {
  it("trims, keeps and persists the token, loads the user, greets", async () => {
    const { actor, calls, vault, cookies, effects } = startSession();
    await settled(actor, "anonymous.idle");
    actor.send({ type: "session.login", username: "  registered@cinema.test ", password: " pw " });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    await settled(actor, "authenticated.ready");
    expect(calls.login).toEqual([{ username: "registered@cinema.test", password: "pw" }]);
    // The access token and when it expires; no refresh token, even when an answer has one.
    const expected: HeldToken = {
      access_token: "user-token",
      token_type: "Bearer",
      expires_in: 7_200,
      expires_at: NOW + 7_200_000,
    };
    expect(persisted(cookies)).toEqual([
      { spec: COOKIES.authorization, value: JSON.stringify(expected), tokenMaxAgeS: 7_200 },
    ]);
    expect(persisted(cookies)[0]?.value).not.toContain("refresh");
    expect(actor.getSnapshot().context.userTokenExpiresAt).toBe(NOW + 7_200_000);
    expect(calls.me).toEqual(["user-token"]);
    expect(effects.tracked).toBe(1);
    expect(effects.notified).toEqual([
      { type: "success", message: "Welcome back!", durationMs: 3_000 },
    ]);
    expect(vault.bearer()).toBe("user-token");
  });

  it("a failure notifies 'Invalid credentials' and keeps the client token", async () => {
    const { actor, cookies, vault, effects } = startSession({
      fakes: { login: rejectWith(apiError(401, "status")) },
    });
    await settled(actor, "anonymous.idle");
    actor.send({ type: "session.login", username: "a", password: "wrong" });
    await settled(actor, "anonymous.idle");
    const snapshot = actor.getSnapshot();
    expect(effects.notified).toEqual([
      { type: "error", message: "Invalid credentials", durationMs: 5_000 },
    ]);
    expect(snapshot.context.lastError?.status).toBe(401);
    expect(selectIsLoggedIn(snapshot)).toBe(false);
    expect(vault.bearer()).toBe("client-token");
    expect(persisted(cookies)).toEqual([]);
    expect(effects.tracked).toBe(0);
  });

  it("refused credentials mark the password field until the next attempt (issue 26)", async () => {
    const { actor } = startSession({ fakes: { login: rejectWith(apiError(401, "status")) } });
    await settled(actor, "anonymous.idle");
    actor.send({ type: "session.login", username: "a", password: "wrong" });
    await settled(actor, "anonymous.idle");
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      password: ["The e-mail or password is not right."],
    });
    actor.send({ type: "session.login", username: "a", password: "again" });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it("a failure that interrupted the client-token call fetches the token again", async () => {
    let attempts = 0;
    const { actor, calls, vault } = startSession({
      fakes: {
        clientToken: () =>
          ++attempts === 1
            ? new Promise(() => {})
            : Promise.resolve({
                access_token: "client-token",
                token_type: "Bearer",
                expires_in: 3600,
              }),
        login: rejectWith(apiError(401, "status")),
      },
    });
    actor.send({ type: "session.login", username: "a", password: "b" });
    await settled(actor, "anonymous.idle");
    expect(calls.clientToken).toBe(2);
    expect(vault.bearer()).toBe("client-token");
    expect(actor.getSnapshot().context.lastError?.message).toBe("Invalid credentials");
  });

  it("is accepted while the client token is still loading", async () => {
    const { actor } = startSession({ fakes: { clientToken: () => new Promise(() => {}) } });
    actor.send({ type: "session.login", username: "a", password: "b" });
    await settled(actor, "authenticated.ready");
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
  });
});

describe("sign-up", () => {
  it("creates the account on the plan group of the page it was made on (subscription_group_id)", async () => {
    const { actor, calls } = startSession();
    await settled(actor, "anonymous.idle");
    actor.send({
      type: "session.signUp",
      email: "new@cinema.test",
      password: "secret-pw",
      password_confirmation: "secret-pw",
      subscriptionGroupId: 2,
    });
    await settled(actor, "authenticated.ready");
    expect(calls.signUp).toEqual([
      { email: "new@cinema.test", password: "secret-pw", subscriptionGroupId: 2 },
    ]);
  });

  it("creates the account, then logs in with the same credentials, 'Successfully registered!'", async () => {
    const { actor, calls, cookies, effects } = startSession();
    await settled(actor, "anonymous.idle");
    actor.send({
      type: "session.signUp",
      email: " new@cinema.test ",
      password: " secret-pw ",
      password_confirmation: " secret-pw ",
    });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    // The password travels in the event and the actor's input only, never in context.
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain("secret-pw");
    await settled(actor, "authenticated.ready");
    expect(calls.signUp).toEqual([{ email: "new@cinema.test", password: "secret-pw" }]);
    expect(calls.login).toEqual([{ username: "new@cinema.test", password: "secret-pw" }]);
    expect(persisted(cookies)).toHaveLength(1);
    // One greeting (decision 0059): the message state (spec 001 §8, its default 20000 ms),
    // no toast over it.
    expect(effects.messages).toEqual([{ type: "success", message: "Successfully registered!" }]);
    expect(effects.notified).toEqual([]);
  });

  it("judges the form first: its messages are held at their fields and nothing is sent", async () => {
    const { actor, calls, effects } = startSession();
    await settled(actor, "anonymous.idle");
    actor.send({ type: "session.signUp", email: "", password: " ", password_confirmation: "x" });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      email: ["This field is required"],
      password: ["This field is required"],
      password_confirmation: ["Password confirmation does not match"],
    });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(false);
    actor.send({
      type: "session.signUp",
      email: "not-an-address",
      password: "long-enough",
      password_confirmation: "long-enough",
    });
    expect(Object.keys(selectFieldErrors(actor.getSnapshot()))).toEqual(["email"]);
    expect(calls.signUp).toEqual([]);
    expect(effects.notified).toEqual([]);
    actor.send({
      type: "session.signUp",
      email: "new@cinema.test",
      password: "long-enough",
      password_confirmation: "long-enough",
    });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
  });

  it("422 keeps the field errors for the form and notifies the catalogue message", async () => {
    const fieldErrors = { email: ["The email has already been taken."] };
    const { actor, calls, effects } = startSession({
      fakes: { signUp: rejectWith(apiError(422, "status", fieldErrors)) },
    });
    await settled(actor, "anonymous.idle");
    actor.send({
      type: "session.signUp",
      email: "registered@cinema.test",
      password: "xxxxxxxx",
      password_confirmation: "xxxxxxxx",
    });
    await settled(actor, "anonymous.idle");
    expect(selectFieldErrors(actor.getSnapshot())).toEqual(fieldErrors);
    expect(calls.login).toEqual([]);
    expect(effects.notified).toEqual([
      {
        type: "error",
        message: "This user already exists, please user another email, or log in.",
        durationMs: 5_000,
      },
    ]);
    actor.send({ type: "session.login", username: "a", password: "b" });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it("is ignored while logged in", async () => {
    const { actor, calls } = startSession({ restored });
    await settled(actor, "authenticated.ready");
    actor.send({
      type: "session.signUp",
      email: "a@cinema.test",
      password: "xxxxxxxx",
      password_confirmation: "xxxxxxxx",
    });
    expect(calls.signUp).toEqual([]);
  });
});

describe("logout", () => {
  it("is debounced: several requests within 700 ms make one call, not before 700 ms", async () => {
    const { actor, calls, vault, cookies } = startSession({ restored });
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
    expect(cookies.values.has(COOKIES.authorization.name)).toBe(false);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.userTokenExpiresAt).toBeNull();
    expect(snapshot.context.user).toBeNull();
    expect(vault.bearer()).toBe("client-token");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.logout).toHaveLength(1);
  });

  it("ignores further requests while the call is running", async () => {
    let finish = () => {};
    const { actor, calls } = startSession({
      restored,
      fakes: { logout: () => new Promise<void>((resolve) => (finish = resolve)) },
    });
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
    const { actor, cookies, effects } = startSession({
      restored,
      fakes: { logout: rejectWith(apiError(500, "status")) },
    });
    await settled(actor, "authenticated.ready");
    actor.send({ type: "session.logout" });
    await vi.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
    await settled(actor, "anonymous.idle");
    expect(effects.reported.map((r) => r.message)).toEqual(["Unable to logout"]);
    expect(effects.notified).toEqual([]);
    expect(cookies.values.has(COOKIES.authorization.name)).toBe(false);
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
  });

  it("after login then logout the kept client token is reused, not refetched", async () => {
    const { actor, calls, vault } = startSession();
    await settled(actor, "anonymous.idle");
    actor.send({ type: "session.login", username: "a", password: "b" });
    await settled(actor, "authenticated.ready");
    actor.send({ type: "session.logout" });
    await vi.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
    await settled(actor, "anonymous.idle");
    expect(calls.clientToken).toBe(1);
    expect(vault.bearer()).toBe("client-token");
  });
});

describe("session replay: time comes with the events (issue 25)", () => {
  const T = 1_800_000_000_000;

  // A recorded visit: the page opens at T, the viewer logs in a second later.
  const replay = async () => {
    const { actor } = startSession({ now: () => T });
    await settled(actor, "anonymous.idle");
    actor.send({
      type: "session.login",
      username: "jane.doe@example.com",
      password: "hunter2!",
      at: T + 1_000,
    });
    await settled(actor, "authenticated.ready");
    const snapshot = actor.getSnapshot();
    actor.stop();
    return { value: snapshot.value, context: snapshot.context };
  };

  it("replays a recorded login twice to the same states, whatever the wall clock says", async () => {
    vi.useRealTimers();
    const first = await replay();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await replay();
    expect(second).toEqual(first);
    // The client token from the page's start (3600 s), the user token from the login (7200 s).
    expect(first.context.clientTokenExpiresAt).toBe(T + 3_600_000);
    expect(first.context.userTokenExpiresAt).toBe(T + 1_000 + 7_200_000);
  });

  it("a renewal falls due by the timer set when the token came, carrying that instant", async () => {
    let now = NOW;
    const { actor, calls } = startSession({ restored, now: () => now });
    await settled(actor, "authenticated.ready");
    // A reload in between does not move the renewal: it is due 2 h minus the margin after the
    // restored token was read, however often the user is loaded again.
    await vi.advanceTimersByTimeAsync(1_000_000);
    actor.send({ type: "session.reload", at: NOW + 1_000_000 });
    await settled(actor, "authenticated.ready");
    const wait = restored.expires_at - TOKEN_RENEWAL_MARGIN_MS - NOW;
    await vi.advanceTimersByTimeAsync(wait - 1_000_000 - 1);
    expect(calls.renew).toBe(0);
    now = NOW + wait;
    await vi.advanceTimersByTimeAsync(1);
    await waitFor(actor, (s) => s.matches({ authenticated: "ready" }) && calls.renew === 1);
    expect(actor.getSnapshot().context.clock).toBe(NOW + wait);
  });
});
