import { mkdirSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../server/app.ts";
import { makeRepositories, type ServerConfig } from "../../server/context.ts";
import { openDb } from "../../server/db/connection.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/db/demoAccounts.ts";
import { isClientDisconnect } from "../../server/http/clientGone.ts";
import { TokenResponse } from "../../src/core/schema/auth.ts";
import { ApiErrorBody } from "../../src/core/schema/common.ts";
import {
  bearer,
  CLIENT_ID,
  CLIENT_SECRET,
  decodes,
  login,
  startTestServer,
  type TestServer,
} from "./helpers.ts";

const MINUTE = 60_000;

const attempt = (server: TestServer, username: string, password: string, headers = {}) =>
  server.post(
    "/login",
    { client_id: CLIENT_ID, grant_type: "password", username, password, scope: "" },
    { headers },
  );

async function expectTooMany(res: Response, message: RegExp) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
  expect(decodes(ApiErrorBody, await res.json()).message).toMatch(message);
  return retryAfter;
}

const clientToken = async (server: TestServer, headers = {}) =>
  server.post(
    "/oauth/token",
    { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, grant_type: "client_credentials" },
    { headers },
  );

describe("login throttling", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it("after 5 wrong passwords the account answers 429 to that address, even to the right one, for 15 minutes", async () => {
    const account = DEMO_ACCOUNTS.registered;
    for (let i = 0; i < 5; i++) {
      expect((await attempt(server, account, `wrong-${i}`)).status).toBe(401);
    }
    const blocked = await attempt(server, account, DEMO_PASSWORD);
    const retryAfter = await expectTooMany(
      blocked,
      /^Too many login attempts\. Please try again in 15 minutes\.$/,
    );
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another spelling of the same e-mail is the same account.
    await expectTooMany(
      await attempt(server, ` ${account.toUpperCase()} `, DEMO_PASSWORD),
      /Too many login attempts/,
    );
    // Other accounts are not affected.
    expect((await attempt(server, DEMO_ACCOUNTS.trial, DEMO_PASSWORD)).status).toBe(200);

    server.clock.now += 10 * MINUTE;
    await expectTooMany(await attempt(server, account, DEMO_PASSWORD), /in 5 minutes/);
    server.clock.now += 5 * MINUTE + 1000;
    expect((await attempt(server, account, DEMO_PASSWORD)).status).toBe(200);
  });

  it("a successful login clears the account's failures", async () => {
    server.clock.now += 60 * MINUTE;
    const account = DEMO_ACCOUNTS.premium;
    for (let i = 0; i < 4; i++) expect((await attempt(server, account, "nope")).status).toBe(401);
    expect((await attempt(server, account, DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(server, account, "nope")).status).toBe(401);
    expect((await attempt(server, account, DEMO_PASSWORD)).status).toBe(200);
  });

  it("counts parallel guesses before their passwords are checked", async () => {
    server.clock.now += 60 * MINUTE;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(server, DEMO_ACCOUNTS.trial, `guess-${i}`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe("login throttling never locks the owner out (issue 23)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
  });
  afterAll(() => server.stop());
  const from = (address: string) => ({ "x-forwarded-for": address });

  it("an attacker's failures from one address do not block the owner from another", async () => {
    const account = DEMO_ACCOUNTS.registered;
    for (let i = 0; i < 5; i++) {
      expect((await attempt(server, account, `guess-${i}`, from("203.0.113.9"))).status).toBe(401);
    }
    // The attacker's address is refused for this account, even with the right password.
    await expectTooMany(
      await attempt(server, account, DEMO_PASSWORD, from("203.0.113.9")),
      /^Too many login attempts\. Please try again in 15 minutes\.$/,
    );
    // The owner, at home.
    expect((await attempt(server, account, DEMO_PASSWORD, from("198.51.100.20"))).status).toBe(200);
  });

  it("guesses spread over many addresses slow the account down but never refuse the owner", async () => {
    server.clock.now += 60 * MINUTE;
    const account = DEMO_ACCOUNTS.trial;
    for (let i = 0; i < 15; i++) {
      const res = await attempt(server, account, `spray-${i}`, from(`192.0.2.${i + 1}`));
      expect(res.status).toBe(401);
    }
    const started = Date.now();
    const owner = await attempt(server, account, DEMO_PASSWORD, from("198.51.100.21"));
    expect(owner.status).toBe(200);
    // Past 10 failures in 15 minutes every attempt on the account waits a second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("sign-up is throttled per address: 20 accounts an hour, then 429", async () => {
    const signUp = (i: number, address: string) =>
      server.post(
        "/sign-up",
        { email: `flood-${address}-${i}@cinema.test`, password: "long-enough-1" },
        { headers: from(address) },
      );
    for (let i = 0; i < 20; i++) expect((await signUp(i, "203.0.113.50")).status).toBe(201);
    await expectTooMany(await signUp(20, "203.0.113.50"), /^Too many sign-ups from this address\./);
    expect((await signUp(0, "203.0.113.51")).status).toBe(201);
    server.clock.now += 60 * MINUTE + 1000;
    expect((await signUp(21, "203.0.113.50")).status).toBe(201);
  });

  it("reset requests are throttled per address, and keep the spec's texts", async () => {
    const reset = (email: string, address: string) =>
      server.post("/password/reset/create", { email }, { headers: from(address) });
    const unknown = await reset("nobody@cinema.test", "203.0.113.60");
    expect(unknown.status).toBe(404);
    expect(decodes(ApiErrorBody, await unknown.json()).message).toBe(
      "We can't find an user with that e-mail address.",
    );
    for (let i = 1; i < 10; i++) await reset("nobody@cinema.test", "203.0.113.60");
    await expectTooMany(await reset(DEMO_ACCOUNTS.premium, "203.0.113.60"), /Too many requests/);
    expect((await reset(DEMO_ACCOUNTS.premium, "203.0.113.61")).status).toBe(200);
  });
});

describe("login throttling per address", () => {
  let server: TestServer;
  afterEach(() => server.stop());

  it("20 failures from one address over many accounts block that address", async () => {
    server = await startTestServer();
    for (let i = 0; i < 20; i++) {
      // X-Forwarded-For is not believed without CINEMA_TRUST_PROXY.
      const spoofed = { "x-forwarded-for": `10.0.0.${i}` };
      expect((await attempt(server, `viewer${i}@cinema.test`, "password", spoofed)).status).toBe(
        401,
      );
    }
    await expectTooMany(
      await attempt(server, DEMO_ACCOUNTS.crossSelling, DEMO_PASSWORD),
      /^Too many login attempts\. Please try again in 15 minutes\.$/,
    );
    server.clock.now += 15 * MINUTE + 1000;
    expect((await attempt(server, DEMO_ACCOUNTS.crossSelling, DEMO_PASSWORD)).status).toBe(200);
  });

  it("behind a trusted proxy, the address is the last X-Forwarded-For entry", async () => {
    server = await startTestServer({ trustProxy: true });
    for (let i = 0; i < 20; i++) {
      const forwarded = { "x-forwarded-for": `203.0.113.9, 198.51.100.${i}` };
      expect((await attempt(server, `viewer${i}@cinema.test`, "password", forwarded)).status).toBe(
        401,
      );
    }
    // Each address failed once: none is blocked; the first entry (the caller's claim) is ignored.
    const fresh = { "x-forwarded-for": "203.0.113.9, 198.51.100.200" };
    expect((await attempt(server, DEMO_ACCOUNTS.premium, DEMO_PASSWORD, fresh)).status).toBe(200);
  });
});

describe("anonymous resources are bounded per address", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it("30 client tokens a minute, then 429 until the minute has passed", async () => {
    for (let i = 0; i < 30; i++) expect((await clientToken(server)).status).toBe(200);
    const retryAfter = await expectTooMany(
      await clientToken(server, { "x-forwarded-for": "192.0.2.1" }),
      /^Too many requests from this address\. Please try again in \d+ seconds?\.$/,
    );
    expect(retryAfter).toBeLessThanOrEqual(60);
    server.clock.now += MINUTE;
    expect((await clientToken(server)).status).toBe(200);
  });

  it("30 age-verification sessions a minute, then 429", async () => {
    const session = () => server.post("/age-verification/session", {});
    for (let i = 0; i < 30; i++) expect((await session()).status).toBe(200);
    await expectTooMany(await session(), /Too many requests from this address/);
    server.clock.now += MINUTE;
    expect((await session()).status).toBe(200);
  });
});

describe("bearer tokens on every call", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it("a call without Authorization is a public read; a bad bearer is 401 everywhere", async () => {
    expect((await server.api("/movies")).status).toBe(200);
    const { access_token } = decodes(TokenResponse, await (await clientToken(server)).json());
    expect((await server.api("/movies", { headers: bearer(access_token) })).status).toBe(200);

    const user = await login(server, DEMO_ACCOUNTS.registered);
    await server.api("/logout", { method: "POST", headers: bearer(user) });
    const expiring = decodes(TokenResponse, await (await clientToken(server)).json());
    const bad: Record<string, string>[] = [
      bearer("not-a-token"),
      bearer(user),
      { authorization: "Basic abc" },
      { authorization: "" },
    ];
    for (const headers of bad) {
      for (const res of [
        await server.api("/movies", { headers }),
        await server.api("/movies/featured", { headers }),
        await server.api("/settings", { headers }),
        await server.post("/age-verification/session", {}, { headers }),
        await server.post(
          "/sign-up",
          { email: "x@cinema.test", password: "long-enough" },
          { headers },
        ),
      ]) {
        expect(res.status, JSON.stringify(headers)).toBe(401);
        expect(decodes(ApiErrorBody, await res.json()).message).toBe(
          "The access token is invalid or has expired.",
        );
      }
    }
    server.clock.now += 86_400_000;
    const expired = await server.api("/movies", { headers: bearer(expiring.access_token) });
    expect(expired.status).toBe(401);
  });
});

describe("logout", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    mkdirSync(join(server.dir, "dist"), { recursive: true });
    writeFileSync(
      join(server.dir, "dist", "index.html"),
      `<!doctype html><html><head><meta name="cinema-config" content="{}"></head><body></body></html>`,
    );
  });
  afterAll(() => server.stop());

  it("never revokes the client token every page carries; it does end a user token", async () => {
    const html = (await (await fetch(`${server.url}/`)).text()).replace(/&quot;/g, '"');
    const pageToken = /"access_token":"([^"]+)"/.exec(html)?.[1] ?? "";
    expect(pageToken).not.toBe("");
    const out = await server.api("/logout", { method: "POST", headers: bearer(pageToken) });
    expect(out.status).toBe(200);
    expect((await server.api("/movies", { headers: bearer(pageToken) })).status).toBe(200);
    const again = (await (await fetch(`${server.url}/`)).text()).replace(/&quot;/g, '"');
    expect(again).toContain(pageToken);

    const user = await login(server, DEMO_ACCOUNTS.trial);
    expect((await server.api("/logout", { method: "POST", headers: bearer(user) })).status).toBe(
      200,
    );
    expect((await server.api("/me", { headers: bearer(user) })).status).toBe(401);
  });
});

describe("CORS", () => {
  let server: TestServer;
  afterEach(() => server.stop());

  const preflight = (origin: string) =>
    server.api("/me", {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });

  it("sends no CORS headers by default: the site calls its API from its own origin", async () => {
    server = await startTestServer();
    const token = await login(server, DEMO_ACCOUNTS.premium);
    for (const res of [
      await server.api("/movies", { headers: { origin: "https://evil.example" } }),
      await server.api("/me", { headers: { origin: "https://evil.example", ...bearer(token) } }),
      await preflight("https://evil.example"),
    ]) {
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });

  it("answers configured origins by name, never '*', and no others", async () => {
    server = await startTestServer({ allowedOrigins: ["https://app.cinema.example"] });
    const token = await login(server, DEMO_ACCOUNTS.premium);
    const allowed = { origin: "https://app.cinema.example" };
    const me = await server.api("/me", { headers: { ...allowed, ...bearer(token) } });
    expect(me.status).toBe(200);
    expect(me.headers.get("access-control-allow-origin")).toBe("https://app.cinema.example");
    expect(me.headers.get("vary")).toMatch(/origin/i);
    expect(me.headers.get("access-control-expose-headers")).toBe("Retry-After");
    expect(me.headers.get("access-control-allow-credentials")).toBeNull();
    const pre = await preflight("https://app.cinema.example");
    expect(pre.headers.get("access-control-allow-origin")).toBe("https://app.cinema.example");
    const denied = await server.api("/me", {
      headers: { origin: "https://evil.example", ...bearer(token) },
    });
    expect(denied.headers.get("access-control-allow-origin")).toBeNull();
    const failed = await server.api("/me", { headers: { ...allowed, ...bearer("junk") } });
    expect(failed.status).toBe(401);
    expect(failed.headers.get("access-control-allow-origin")).toBe("https://app.cinema.example");
    for (const res of [me, pre, denied, failed]) {
      expect(res.headers.get("access-control-allow-origin")).not.toBe("*");
    }
  });
});

describe("errors", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const unexpected = (spy: ReturnType<typeof vi.spyOn>) =>
    spy.mock.calls.filter((call: unknown[]) => String(call[0]).includes("unexpected error"));

  it("a client that leaves mid-request is not logged as an unexpected error", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const path of ["/api/sign-up", "/api/login", "/api/cookies-consent"]) {
        await new Promise<void>((done, fail) => {
          const socket = connect(server.port, "127.0.0.1", () => {
            socket.write(
              `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`,
            );
            setTimeout(() => socket.destroy(), 100);
          });
          socket.on("close", () => done());
          socket.on("error", fail);
        });
      }
      // The server sees the reset a moment later; ask it something to be sure it has.
      await expect.poll(async () => (await server.api("/health")).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unexpected(consoleError)).toEqual([]);
    } finally {
      consoleError.mockRestore();
    }
  });

  it("tells a disconnect from a failure", () => {
    const reset = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    expect(isClientDisconnect(reset)).toBe(true);
    expect(isClientDisconnect(Object.assign(new Error("write EPIPE"), { code: "EPIPE" }))).toBe(
      true,
    );
    expect(isClientDisconnect(new Error("wrapped", { cause: reset }))).toBe(true);
    expect(isClientDisconnect(new DOMException("gone", "AbortError"))).toBe(true);
    expect(isClientDisconnect(new Error("database is locked"))).toBe(false);
    expect(isClientDisconnect(new TypeError("x is undefined"))).toBe(false);
    expect(isClientDisconnect(null)).toBe(false);
  });

  it("a genuine failure is still logged and answered 500", async () => {
    const db = openDb(join(server.dir, "broken.sqlite"), { reset: true });
    const repos = makeRepositories(db);
    const config: ServerConfig = {
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      defaultCountry: null,
      defaultUsState: null,
      clientDir: server.dir,
      mediaDir: server.dir,
      now: Date.now,
      publicUrl: "http://127.0.0.1:1",
      allowedOrigins: [],
      trustProxy: false,
      mode: "demo",
      paymentProvider: null,
    };
    const app = buildApp({ db, config, repos });
    db.close();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await app.request("/api/age-verification/session", { method: "POST" });
      expect(res.status).toBe(500);
      expect(unexpected(consoleError)).toHaveLength(1);
    } finally {
      consoleError.mockRestore();
    }
  });
});
