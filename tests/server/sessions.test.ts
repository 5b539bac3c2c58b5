/** "Where am I signed in" (issue 26) on the reference server: list, end one, end the others. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TokenResponse } from "../../src/core/schema/auth.ts";
import { DeviceSessionList, EndedSessions } from "../../src/core/schema/deviceSessions.ts";
import { bearer, CLIENT_ID, decodes, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

let accounts = 0;
/** A fresh account (the demo accounts stay as seeded). */
async function newAccount(): Promise<string> {
  accounts += 1;
  const email = `sessions${accounts}@example.com`;
  expect((await server.post("/sign-up", { email, password: "member-password" })).status).toBe(201);
  return email;
}

const loginFrom = async (email: string, userAgent: string) => {
  const res = await server.post(
    "/login",
    {
      client_id: CLIENT_ID,
      grant_type: "password",
      username: email,
      password: "member-password",
      scope: "",
    },
    { headers: { "user-agent": userAgent } },
  );
  expect(res.status).toBe(200);
  const tokens = decodes(TokenResponse, await res.json());
  // A first call from that browser (the app loads the account at once).
  const me = await server.api("/me", {
    headers: { ...bearer(tokens.access_token), "user-agent": userAgent },
  });
  expect(me.status).toBe(200);
  return tokens;
};

const list = async (token: string) =>
  decodes(
    DeviceSessionList,
    await (await server.api("/me/sessions", { headers: bearer(token) })).json(),
  ).data;

describe("GET /me/sessions", () => {
  it("lists each login with its device and browser, last seen, and which one asks", async () => {
    const email = await newAccount();
    const phone = await loginFrom(email, PHONE);
    const desktop = await loginFrom(email, DESKTOP);
    const sessions = await list(desktop.access_token);
    expect(sessions.map((s) => [s.device, s.browser, s.current]).sort()).toEqual([
      ["Windows computer", "Chrome", true],
      ["iPhone", "Safari", false],
    ]);
    expect(sessions.every((s) => !Number.isNaN(Date.parse(s.last_seen_at)))).toBe(true);
    expect((await list(phone.access_token)).find((s) => s.current)?.device).toBe("iPhone");
    expect((await server.api("/me/sessions")).status).toBe(401);
  });
});

describe("ending sessions", () => {
  it("signing out all other devices ends the other browser's tokens: its next call and its refresh are refused", async () => {
    const email = await newAccount();
    const phone = await loginFrom(email, PHONE);
    const desktop = await loginFrom(email, DESKTOP);
    const res = await server.post(
      "/me/sessions/end-others",
      {},
      { headers: bearer(desktop.access_token) },
    );
    expect(res.status).toBe(200);
    expect(decodes(EndedSessions, await res.json())).toEqual({ ended: 1 });
    expect((await server.api("/me", { headers: bearer(phone.access_token) })).status).toBe(401);
    const refreshed = await server.post("/oauth/token", {
      client_id: CLIENT_ID,
      grant_type: "refresh_token",
      refresh_token: phone.refresh_token ?? "",
    });
    expect(refreshed.status).toBe(401);
    // This browser stays signed in, alone in the list.
    expect((await server.api("/me", { headers: bearer(desktop.access_token) })).status).toBe(200);
    expect((await list(desktop.access_token)).map((s) => s.current)).toEqual([true]);
  });

  it("signs out one device; another account's session is not found", async () => {
    const email = await newAccount();
    const phone = await loginFrom(email, PHONE);
    const desktop = await loginFrom(email, DESKTOP);
    const other = await loginFrom(await newAccount(), PHONE);
    const phoneId = (await list(desktop.access_token)).find((s) => !s.current)!.id;
    const foreign = await server.post(
      `/me/sessions/${phoneId}/end`,
      {},
      {
        headers: bearer(other.access_token),
      },
    );
    expect(foreign.status).toBe(404);
    expect((await server.api("/me", { headers: bearer(phone.access_token) })).status).toBe(200);
    const ended = await server.post(
      `/me/sessions/${phoneId}/end`,
      {},
      {
        headers: bearer(desktop.access_token),
      },
    );
    expect(ended.status).toBe(200);
    expect((await server.api("/me", { headers: bearer(phone.access_token) })).status).toBe(401);
    expect(
      (await server.post("/me/sessions/abc/end", {}, { headers: bearer(desktop.access_token) }))
        .status,
    ).toBe(404);
  });
});
