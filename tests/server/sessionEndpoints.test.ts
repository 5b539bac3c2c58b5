/**
 * The page server's session endpoints (issue 23, docs/decisions/0035): the refresh token in an
 * HttpOnly cookie the browser's scripts never see, renewal and logout through the page server.
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/db/demoAccounts.ts";
import { UserVerifyResponse } from "../../src/core/schema/account.ts";
import { TokenResponse } from "../../src/core/schema/auth.ts";
import { ApiErrorBody, Resource } from "../../src/core/schema/common.ts";
import { User } from "../../src/core/schema/user.ts";
import { latestLink } from "./accountHelpers.ts";
import { bearer, CLIENT_ID, decodes, startTestServer, type TestServer } from "./helpers.ts";

const SAME_SITE = { "x-requested-with": "XMLHttpRequest" };

/** A POST to the page server's `/session{path}` as the site's own script sends it. */
const session = (
  server: TestServer,
  path: string,
  options: {
    body?: Record<string, string>;
    cookie?: string;
    headers?: Record<string, string>;
  } = {},
) =>
  fetch(`${server.url}/session${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...SAME_SITE,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: new URLSearchParams(options.body ?? {}).toString(),
  });

const loginForm = (username: string, password = DEMO_PASSWORD) => ({
  client_id: CLIENT_ID,
  grant_type: "password",
  username,
  password,
  scope: "",
});

/** The Set-Cookie line of a cookie, or undefined. */
const setCookie = (res: Response, name: string) =>
  res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

/** The refresh cookie's `name=value` pair, to send back as a browser would. */
const refreshPair = (res: Response) => setCookie(res, "cinema_refresh")?.split(";")[0] ?? "";

const me = (server: TestServer, token: string) => server.api("/me", { headers: bearer(token) });

async function expectRefused(res: Response) {
  expect(res.status).toBe(401);
  decodes(ApiErrorBody, await res.json());
  // Refused: both cookies are cleared.
  expect(setCookie(res, "cinema_refresh")).toMatch(/Max-Age=0/);
  expect(setCookie(res, "signed_in")).toMatch(/Max-Age=0/);
}

describe("the page server's session endpoints", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it("login answers the access token only and keeps the refresh token in an HttpOnly, SameSite=Strict cookie scoped to /session", async () => {
    const res = await session(server, "/login", { body: loginForm(DEMO_ACCOUNTS.premium) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    const token = decodes(TokenResponse, body);
    expect("refresh_token" in body).toBe(false);
    expect(token.expires_in).toBe(86_400);
    const refresh = setCookie(res, "cinema_refresh") ?? "";
    expect(refresh).toMatch(/^cinema_refresh=[A-Za-z0-9._~+/=-]+;/);
    expect(refresh).toContain("Path=/session");
    expect(refresh).toContain("HttpOnly");
    expect(refresh).toContain("SameSite=Strict");
    expect(refresh).toContain("Max-Age=2592000");
    // Served over http here: not Secure (a browser would drop it); over https it is.
    expect(refresh).not.toContain("Secure");
    // The hint scripts may read holds no secret and is not HttpOnly.
    const hint = setCookie(res, "signed_in") ?? "";
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).toContain("Path=/");
    expect(hint).not.toContain("HttpOnly");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await me(server, token.access_token)).status).toBe(200);
  });

  it("the API's refusals pass through with the spec's texts (401 'Invalid credentials')", async () => {
    const res = await session(server, "/login", {
      body: loginForm(DEMO_ACCOUNTS.trial, "not-the-password"),
    });
    expect(res.status).toBe(401);
    expect(decodes(ApiErrorBody, await res.json()).message).toBe("Invalid credentials");
    expect(res.headers.getSetCookie()).toEqual([]);
    const invalid = await session(server, "/login", { body: { client_id: CLIENT_ID } });
    expect(invalid.status).toBe(422);
  });

  it("renewal exchanges the cookie's refresh token: a new access token, a new cookie, the old one no longer works", async () => {
    const login = await session(server, "/login", { body: loginForm(DEMO_ACCOUNTS.registered) });
    const first = decodes(TokenResponse, await login.json());
    const renewed = await session(server, "/refresh", { cookie: refreshPair(login) });
    expect(renewed.status).toBe(200);
    const body = (await renewed.json()) as Record<string, unknown>;
    const next = decodes(TokenResponse, body);
    expect("refresh_token" in body).toBe(false);
    expect(next.access_token).not.toBe(first.access_token);
    expect(refreshPair(renewed)).not.toBe(refreshPair(login));
    expect(setCookie(renewed, "cinema_refresh")).toContain("HttpOnly");
    const user = decodes(Resource(User), await (await me(server, next.access_token)).json());
    expect(user.data.email).toBe(DEMO_ACCOUNTS.registered);
    // The rotated pair ended with the exchange.
    expect((await me(server, first.access_token)).status).toBe(401);
    // The newer cookie renews again.
    expect((await session(server, "/refresh", { cookie: refreshPair(renewed) })).status).toBe(200);
  });

  it("two tabs renewing with the same cookie at once both get the new tokens (the family is not ended)", async () => {
    const login = await session(server, "/login", { body: loginForm(DEMO_ACCOUNTS.crossSelling) });
    const cookie = refreshPair(login);
    const [a, b] = await Promise.all([
      session(server, "/refresh", { cookie }),
      session(server, "/refresh", { cookie }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const tokenA = decodes(TokenResponse, await a.json());
    const tokenB = decodes(TokenResponse, await b.json());
    expect(tokenB.access_token).toBe(tokenA.access_token);
    expect((await me(server, tokenA.access_token)).status).toBe(200);
  });

  it("a missing, malformed, unknown or oversized refresh cookie is a 401 that clears the cookies, never a 500", async () => {
    await expectRefused(await session(server, "/refresh"));
    await expectRefused(await session(server, "/refresh", { cookie: "cinema_refresh=" }));
    await expectRefused(await session(server, "/refresh", { cookie: "cinema_refresh=a%20b%00" }));
    await expectRefused(
      await session(server, "/refresh", { cookie: `cinema_refresh=${"x".repeat(600)}` }),
    );
    await expectRefused(await session(server, "/refresh", { cookie: "cinema_refresh=unknown" }));
  });

  it("logout ends the session on the API and clears both cookies; the old cookie no longer renews", async () => {
    const login = await session(server, "/login", { body: loginForm(DEMO_ACCOUNTS.premium) });
    const token = decodes(TokenResponse, await login.json());
    const cookie = refreshPair(login);
    const out = await session(server, "/logout", {
      cookie,
      headers: bearer(token.access_token),
    });
    expect(out.status).toBe(200);
    expect(setCookie(out, "cinema_refresh")).toMatch(/Max-Age=0/);
    expect(setCookie(out, "cinema_refresh")).toContain("Path=/session");
    expect(setCookie(out, "signed_in")).toMatch(/Max-Age=0/);
    expect((await me(server, token.access_token)).status).toBe(401);
    // Past the window in which a second tab's renewal is answered with the first one's.
    server.clock.now += 11_000;
    await expectRefused(await session(server, "/refresh", { cookie }));
  });

  it("logout after the access token expired still ends the refresh token", async () => {
    const login = await session(server, "/login", { body: loginForm(DEMO_ACCOUNTS.trial) });
    const token = decodes(TokenResponse, await login.json());
    const cookie = refreshPair(login);
    server.clock.now += 86_400_000;
    const out = await session(server, "/logout", { cookie, headers: bearer(token.access_token) });
    expect(out.status).toBe(200);
    server.clock.now += 11_000;
    await expectRefused(await session(server, "/refresh", { cookie }));
    // Without any token or cookie, logout still answers 200 and clears.
    const bare = await session(server, "/logout");
    expect(bare.status).toBe(200);
    expect(setCookie(bare, "cinema_refresh")).toMatch(/Max-Age=0/);
  });

  it("refuses requests another site could forge (CSRF): no X-Requested-With, a foreign Origin or Sec-Fetch-Site", async () => {
    const login = await session(server, "/login", { body: loginForm(DEMO_ACCOUNTS.registered) });
    const cookie = refreshPair(login);
    const forged: Record<string, string>[] = [
      { "x-requested-with": "" },
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of forged) {
      const res = await session(server, "/refresh", { cookie, headers });
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const form = await fetch(`${server.url}/session/logout`, {
      method: "POST",
      headers: { cookie },
    });
    expect(form.status).toBe(403);
    // The site's own origin is accepted.
    const own = await session(server, "/refresh", {
      cookie,
      headers: { origin: server.url, "sec-fetch-site": "same-origin" },
    });
    expect(own.status).toBe(200);
    // The same site reached by another name (localhost): the Origin matches the Host.
    // (fetch sends the URL's own Host, so the request is written by hand.)
    const host = new URL(server.url).host.replace("127.0.0.1", "localhost");
    const byName = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${server.url}/session/refresh`,
        {
          method: "POST",
          headers: {
            ...SAME_SITE,
            host,
            origin: `http://${host}`,
            cookie: refreshPair(own),
            "content-length": "0",
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(byName).toBe(200);
  });

  it("account verification keeps token_data's refresh token in the cookie and answers the access token", async () => {
    const email = "verify.session@example.com";
    await server.post("/sign-up", {
      email,
      password: "member-password",
      send_verification_email: "1",
    });
    const token = latestLink(server, email).pathname.split("/").at(-1) ?? "";
    const res = await session(server, "/user_verify", { body: { token } });
    expect(res.status).toBe(200);
    const body = decodes(UserVerifyResponse, await res.json());
    expect(body.status).toBe("success");
    expect(body.token_data?.refresh_token).toBeUndefined();
    expect(setCookie(res, "cinema_refresh")).toContain("HttpOnly");
    const renewed = await session(server, "/refresh", { cookie: refreshPair(res) });
    expect(renewed.status).toBe(200);
    // A used link passes the API's 404 through.
    expect((await session(server, "/user_verify", { body: { token } })).status).toBe(404);
  });

  it("unknown session paths are 404, other methods are not 500", async () => {
    expect((await session(server, "/nothing")).status).toBe(404);
    const get = await fetch(`${server.url}/session/refresh`, { headers: SAME_SITE });
    expect(get.status).toBe(404);
  });
});

describe("over https (the site's public URL)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: "https://cinema.example" });
  });
  afterAll(() => server.stop());

  it("both cookies are Secure", async () => {
    const res = await session(server, "/login", { body: loginForm(DEMO_ACCOUNTS.premium) });
    expect(res.status).toBe(200);
    expect(setCookie(res, "cinema_refresh")).toContain("Secure");
    expect(setCookie(res, "signed_in")).toContain("Secure");
  });
});

describe("the page server and the API on different origins", () => {
  let api: TestServer;
  let pages: TestServer;
  beforeAll(async () => {
    api = await startTestServer();
    pages = await startTestServer({ apiUrl: `${api.url}/api` });
  });
  afterAll(async () => {
    await pages.stop();
    await api.stop();
  });

  it("login and renewal go to the configured API; its tokens open the API's /me", async () => {
    const login = await session(pages, "/login", { body: loginForm(DEMO_ACCOUNTS.premium) });
    expect(login.status).toBe(200);
    const token = decodes(TokenResponse, await login.json());
    expect((await me(api, token.access_token)).status).toBe(200);
    // The page server's own database knows nothing of it.
    expect((await me(pages, token.access_token)).status).toBe(401);
    const renewed = await session(pages, "/refresh", { cookie: refreshPair(login) });
    const next = decodes(TokenResponse, await renewed.json());
    expect((await me(api, next.access_token)).status).toBe(200);
  });

  it("an API that cannot be reached is a 502, never a 500", async () => {
    const down = await startTestServer({ apiUrl: "http://127.0.0.1:9/api" });
    try {
      const res = await session(down, "/login", { body: loginForm(DEMO_ACCOUNTS.premium) });
      expect(res.status).toBe(502);
      decodes(ApiErrorBody, await res.json());
      const refresh = await session(down, "/refresh", { cookie: "cinema_refresh=abc" });
      expect(refresh.status).toBe(502);
    } finally {
      await down.stop();
    }
  });
});
