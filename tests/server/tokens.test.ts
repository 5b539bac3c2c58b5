import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDb } from "../../server/db/connection.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/db/demoAccounts.ts";
import { firstVisitRepository } from "../../server/db/repositories/firstVisit.ts";
import { REFRESH_TOKEN_TTL_S, tokensRepository } from "../../server/db/repositories/tokens.ts";
import { startHousekeeping } from "../../server/security/housekeeping.ts";
import { TokenResponse } from "../../src/core/schema/auth.ts";
import { ApiErrorBody } from "../../src/core/schema/common.ts";
import { bearer, CLIENT_ID, decodes, START, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const DAY_MS = 86_400_000;

const loginTokens = async (username: string) => {
  const res = await server.post("/login", {
    client_id: CLIENT_ID,
    grant_type: "password",
    username,
    password: DEMO_PASSWORD,
    scope: "",
  });
  expect(res.status).toBe(200);
  return decodes(TokenResponse, await res.json());
};

const refresh = (refreshToken: string, body: Record<string, string> = {}) =>
  server.post("/oauth/token", {
    client_id: CLIENT_ID,
    grant_type: "refresh_token",
    refresh_token: refreshToken,
    ...body,
  });

const me = (token: string) => server.api("/me", { headers: bearer(token) });

async function expectRefused(res: Response) {
  expect(res.status).toBe(401);
  expect(decodes(ApiErrorBody, await res.json()).message).toBe(
    "The refresh token is invalid or has expired.",
  );
}

describe("POST /oauth/token, grant_type=refresh_token", () => {
  it("exchanges the login's refresh token for a new pair and ends the old one", async () => {
    const first = await loginTokens(DEMO_ACCOUNTS.premium);
    const res = await refresh(first.refresh_token ?? "");
    expect(res.status).toBe(200);
    const next = decodes(TokenResponse, await res.json());
    expect(next).toMatchObject({ token_type: "Bearer", expires_in: 86_400 });
    expect(next.access_token).not.toBe(first.access_token);
    expect(next.refresh_token).toEqual(expect.any(String));
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await me(next.access_token)).status).toBe(200);
    // Rotation: the old access token and the old refresh token are done.
    expect((await me(first.access_token)).status).toBe(401);
    // The new refresh token goes on working.
    const third = decodes(TokenResponse, await (await refresh(next.refresh_token ?? "")).json());
    expect((await me(third.access_token)).status).toBe(200);
  });

  it("a refresh token used twice ends the whole family (it was copied)", async () => {
    const first = await loginTokens(DEMO_ACCOUNTS.trial);
    const next = decodes(TokenResponse, await (await refresh(first.refresh_token ?? "")).json());
    await expectRefused(await refresh(first.refresh_token ?? ""));
    expect((await me(next.access_token)).status).toBe(401);
    await expectRefused(await refresh(next.refresh_token ?? ""));
  });

  it("answers 401 to an unknown, revoked or expired refresh token", async () => {
    await expectRefused(await refresh("not-a-refresh-token"));

    const loggedOut = await loginTokens(DEMO_ACCOUNTS.registered);
    await server.api("/logout", { method: "POST", headers: bearer(loggedOut.access_token) });
    await expectRefused(await refresh(loggedOut.refresh_token ?? ""));

    const old = await loginTokens(DEMO_ACCOUNTS.crossSelling);
    // The access token has run out, the refresh token not yet: renewal works.
    server.clock.now += DAY_MS + 1;
    expect((await me(old.access_token)).status).toBe(401);
    const renewed = decodes(TokenResponse, await (await refresh(old.refresh_token ?? "")).json());
    expect((await me(renewed.access_token)).status).toBe(200);
    // After 30 days the refresh token is gone as well.
    server.clock.now += REFRESH_TOKEN_TTL_S * 1000;
    await expectRefused(await refresh(renewed.refresh_token ?? ""));
  });

  it("checks the client and the fields: 401 'Wrong API Key', 422 per field", async () => {
    const wrongClient = await server.post("/oauth/token", {
      client_id: "someone-else",
      grant_type: "refresh_token",
      refresh_token: "x",
    });
    expect(wrongClient.status).toBe(401);
    expect(decodes(ApiErrorBody, await wrongClient.json()).message).toBe("Wrong API Key");
    const missing = await server.post("/oauth/token", {
      client_id: CLIENT_ID,
      grant_type: "refresh_token",
    });
    expect(missing.status).toBe(422);
    expect(decodes(ApiErrorBody, await missing.json()).errors?.refresh_token).toEqual([
      "This field is required",
    ]);
    const wrongSecret = await refresh("x", { client_secret: "wrong" });
    expect(wrongSecret.status).toBe(401);
  });
});

describe("housekeeping", () => {
  const dir = mkdtempSync(join(tmpdir(), "cinema-housekeeping-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => vi.useRealTimers());

  it("purges expired tokens and stale anonymous sessions at start and then periodically", () => {
    vi.useFakeTimers();
    const db = openDb(join(dir, "cinema.sqlite"), { reset: true });
    try {
      const clock = { now: START };
      const iso = (ms: number) => new Date(ms).toISOString();
      const tokens = tokensRepository(db);
      const firstVisit = firstVisitRepository(db);
      const count = (table: string) =>
        (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

      tokens.issue("client", null, 60, clock.now - 3 * DAY_MS);
      firstVisit.createSession(null, iso(clock.now - 2 * DAY_MS));
      const stop = startHousekeeping({
        repos: { tokens, firstVisit } as never,
        config: { now: () => clock.now } as never,
      });
      expect(count("access_tokens")).toBe(0);
      expect(count("age_verification_sessions")).toBe(0);

      const client = tokens.issue("client", null, 3600, clock.now);
      const fresh = firstVisit.createSession(null, iso(clock.now));
      const verified = firstVisit.createSession(null, iso(clock.now));
      firstVisit.verifySession(verified, iso(clock.now));
      vi.advanceTimersByTime(10 * 60_000);
      expect(count("access_tokens")).toBe(1);
      expect(count("age_verification_sessions")).toBe(2);

      // Two days on: the client token (expired a day ago) and the unverified session go;
      // the verified session stays while its cookie (7 days) can still name it.
      clock.now += 2 * DAY_MS;
      vi.advanceTimersByTime(10 * 60_000);
      expect(tokens.owner(client.accessToken, clock.now)).toBeNull();
      expect(count("access_tokens")).toBe(0);
      expect(firstVisit.sessionVerified(fresh)).toBeNull();
      expect(firstVisit.sessionVerified(verified)).toBe(true);
      clock.now += 7 * DAY_MS;
      vi.advanceTimersByTime(10 * 60_000);
      expect(firstVisit.sessionVerified(verified)).toBeNull();

      // A user token is kept while its refresh token may still be exchanged.
      const user = tokens.issue("user", null, 60, clock.now);
      clock.now += 2 * DAY_MS;
      vi.advanceTimersByTime(10 * 60_000);
      expect(tokens.refresh(user.refreshToken ?? "", 60, clock.now)).not.toBeNull();
      stop();
    } finally {
      db.close();
    }
  });
});
