import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/db/demoAccounts.ts";
import { TokenResponse } from "../../src/core/schema/auth.ts";
import { ApiErrorBody, Resource } from "../../src/core/schema/common.ts";
import { User } from "../../src/core/schema/user.ts";
import {
  bearer,
  CLIENT_ID,
  CLIENT_SECRET,
  decodes,
  login,
  startTestServer,
  type TestServer,
} from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const me = async (token: string) => server.api("/me", { headers: bearer(token) });
const errorOf = async (res: Response) => decodes(ApiErrorBody, await res.json());

describe("POST /oauth/token", () => {
  it("issues a client token for the public client", async () => {
    const res = await server.post("/oauth/token", {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      grant_type: "client_credentials",
    });
    expect(res.status).toBe(200);
    const token = decodes(TokenResponse, await res.json());
    expect(token.token_type).toBe("Bearer");
    expect(token.refresh_token).toBeNull();
    expect(token.expires_in).toBeGreaterThan(0);
  });

  it("answers 401 'Wrong API Key' for a missing or unknown client id or a wrong secret", async () => {
    const bodies: Record<string, string>[] = [
      { grant_type: "client_credentials" },
      { client_id: "someone-else", grant_type: "client_credentials" },
      { client_id: CLIENT_ID, client_secret: "wrong", grant_type: "client_credentials" },
    ];
    for (const body of bodies) {
      const res = await server.post("/oauth/token", body);
      expect(res.status).toBe(401);
      expect((await errorOf(res)).message).toBe("Wrong API Key");
    }
  });

  it("rejects another grant type with 422", async () => {
    const res = await server.postJson("/oauth/token", {
      client_id: CLIENT_ID,
      grant_type: "password",
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).errors?.grant_type).toBeDefined();
  });

  it("a client token is not a user token", async () => {
    const res = await server.post("/oauth/token", {
      client_id: CLIENT_ID,
      grant_type: "client_credentials",
    });
    const { access_token } = decodes(TokenResponse, await res.json());
    expect((await me(access_token)).status).toBe(401);
  });
});

describe("login, me, logout", () => {
  it("logs each demo account in and answers its user type facts", async () => {
    const expected = {
      registered: {
        is_subscribed: false,
        is_trialing_free: false,
        is_cross_selling_unified_account: false,
      },
      trial: {
        is_subscribed: false,
        is_trialing_free: true,
        is_cross_selling_unified_account: false,
      },
      crossSelling: {
        is_subscribed: true,
        is_trialing_free: false,
        is_cross_selling_unified_account: true,
      },
      premium: {
        is_subscribed: true,
        is_trialing_free: false,
        is_cross_selling_unified_account: false,
      },
    };
    for (const [account, email] of Object.entries(DEMO_ACCOUNTS)) {
      const res = await server.post("/login", {
        client_id: CLIENT_ID,
        grant_type: "password",
        username: ` ${email} `,
        password: DEMO_PASSWORD,
        scope: "",
      });
      const token = decodes(TokenResponse, await res.json());
      expect(token.expires_in).toBe(86_400);
      expect(token.refresh_token).toEqual(expect.any(String));
      const user = decodes(Resource(User), await (await me(token.access_token)).json()).data;
      expect(user.email).toBe(email);
      expect(user).toMatchObject(expected[account as keyof typeof expected]);
      if (account === "premium") {
        expect(user.active_subscription?.data.plan.type).toBe("recurring");
        expect(user.transactions.length).toBeGreaterThan(0);
      }
    }
  });

  it("answers 401 'Invalid credentials' for a wrong password or an unknown user", async () => {
    for (const [username, password] of [
      [DEMO_ACCOUNTS.premium, "wrong"],
      ["nobody@cinema.test", DEMO_PASSWORD],
      ["not an e-mail", DEMO_PASSWORD],
    ] as const) {
      const res = await server.post("/login", {
        client_id: CLIENT_ID,
        grant_type: "password",
        username,
        password,
      });
      expect(res.status).toBe(401);
      expect((await errorOf(res)).message).toBe("Invalid credentials");
    }
    const missing = await server.post("/login", { client_id: CLIENT_ID, grant_type: "password" });
    expect(missing.status).toBe(422);
    expect(Object.keys((await errorOf(missing)).errors ?? {}).sort()).toEqual([
      "password",
      "username",
    ]);
    const noClient = await server.post("/login", {
      grant_type: "password",
      username: "a@b.co",
      password: "x",
    });
    expect(noClient.status).toBe(401);
    expect((await errorOf(noClient)).message).toBe("Wrong API Key");
  });

  it("answers 401 on /me without, with a malformed, an expired or a revoked token", async () => {
    expect((await server.api("/me")).status).toBe(401);
    expect((await server.api("/me", { headers: { authorization: "Basic abc" } })).status).toBe(401);
    expect((await me("not-a-token")).status).toBe(401);

    const token = await login(server, DEMO_ACCOUNTS.registered);
    expect((await me(token)).status).toBe(200);
    server.clock.now += 86_400_000 + 1;
    expect((await me(token)).status).toBe(401);
    server.clock.now -= 86_400_000 + 1;

    const other = await login(server, DEMO_ACCOUNTS.registered);
    const out = await server.api("/logout", { method: "POST", headers: bearer(other) });
    expect(out.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await server.api("/logout", { method: "POST", headers: bearer(other) })).status).toBe(
      401,
    );
    expect((await me(token)).status).toBe(200);
  });
});

describe("POST /sign-up", () => {
  it("creates an account (201) that can log in", async () => {
    const res = await server.post("/sign-up", {
      email: "new.viewer@cinema.test",
      password: "s3cret-pass",
      subscription_group_id: "1",
      user_source: "sign-up",
      send_verification_email: "true",
      campaign: "spring",
    });
    expect(res.status).toBe(201);
    const user = decodes(Resource(User), await res.json()).data;
    expect(user.email).toBe("new.viewer@cinema.test");
    expect(user.is_subscribed).toBe(false);
    const token = await login(server, "new.viewer@cinema.test", "s3cret-pass");
    expect((await me(token)).status).toBe(200);
  });

  it("answers 422 with the spec message for an existing e-mail (any case)", async () => {
    const res = await server.postJson("/sign-up", {
      email: "PREMIUM@cinema.test",
      password: "whatever-1",
    });
    expect(res.status).toBe(422);
    const body = await errorOf(res);
    expect(body.message).toBe("This user already exists, please user another email, or log in.");
    expect(body.errors?.email).toEqual(["This email is already registered"]);
  });

  it("answers 422 with field messages for a missing password or a bad e-mail", async () => {
    const res = await server.post("/sign-up", { email: "not-an-email" });
    expect(res.status).toBe(422);
    const body = await errorOf(res);
    expect(body.errors?.password).toEqual(["This field is required"]);
    expect(body.errors?.email).toEqual(["Please enter a valid e-mail address"]);
    const blank = await errorOf(await server.post("/sign-up", { email: "  ", password: "" }));
    expect(blank.errors?.email).toContain("This field is required");
    const mismatch = await server.post("/sign-up", {
      email: "m@cinema.test",
      password: "a-long-password",
      password_confirmation: "b-long-password",
    });
    expect((await errorOf(mismatch)).errors?.password_confirmation).toEqual([
      "Password confirmation does not match",
    ]);
  });

  it("writes nothing when a sign-up fails half-way (transaction)", async () => {
    const users = () => {
      const db = new Database(server.dbPath, { readonly: true });
      try {
        return (db.prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    const before = users();
    const res = await server.post("/sign-up", {
      email: "half@cinema.test",
      password: "half-pass",
      subscription_group_id: "999",
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).errors?.subscription_group_id).toBeDefined();
    expect(users()).toBe(before);
    const retry = await server.post("/sign-up", {
      email: "half@cinema.test",
      password: "half-pass",
    });
    expect(retry.status).toBe(201);
  });
});

describe("sign-up password length", () => {
  it("needs 8 to 128 characters: 422 with a message on `password`", async () => {
    for (const [password, message] of [
      ["seven77", "Password must be at least 8 characters"],
      ["p".repeat(129), "Password must be at most 128 characters"],
      ["😀".repeat(7), "Password must be at least 8 characters"],
    ] as const) {
      const res = await server.post("/sign-up", { email: "short@cinema.test", password });
      expect(res.status).toBe(422);
      expect((await errorOf(res)).errors?.password).toEqual([message]);
    }
    const blank = await server.post("/sign-up", { email: "short@cinema.test", password: "" });
    expect((await errorOf(blank)).errors?.password).toEqual(["This field is required"]);
    for (const [email, password] of [
      ["eight@cinema.test", "eight888"],
      ["long@cinema.test", "p".repeat(128)],
      ["emoji@cinema.test", "😀".repeat(8)],
    ] as const) {
      const res = await server.postJson("/sign-up", { email, password });
      expect(res.status, password).toBe(201);
      expect((await me(await login(server, email, password))).status).toBe(200);
    }
  });

  it("still logs in the demo accounts (password 'cinema-demo', 11 characters)", async () => {
    expect(DEMO_PASSWORD).toHaveLength(11);
    expect((await me(await login(server, DEMO_ACCOUNTS.crossSelling))).status).toBe(200);
  });
});

describe("POST /me/update", () => {
  it("changes only the non-blank fields", async () => {
    const token = await login(server, DEMO_ACCOUNTS.trial);
    const res = await server.post(
      "/me/update",
      {
        name: "Tomasz",
        last_name: "",
        city: "  ",
        birth_date_day: "3",
        birth_date_month: "",
        email: "",
      },
      { headers: bearer(token) },
    );
    expect(res.status).toBe(200);
    const user = decodes(Resource(User), await res.json()).data;
    expect(user).toMatchObject({
      name: "Tomasz",
      last_name: "Demo",
      city: "London",
      birth_date_day: 3,
      birth_date_month: 5,
    });
    expect(user.email).toBe(DEMO_ACCOUNTS.trial);
  });

  it("validates the fields and needs a user token", async () => {
    const token = await login(server, DEMO_ACCOUNTS.trial);
    const bad = await server.postJson(
      "/me/update",
      { birth_date_month: 13, email: "nope", name: "x".repeat(300) },
      { headers: bearer(token) },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys((await errorOf(bad)).errors ?? {}).sort()).toEqual([
      "birth_date_month",
      "email",
      "name",
    ]);
    const taken = await server.post(
      "/me/update",
      { email: DEMO_ACCOUNTS.premium },
      { headers: bearer(token) },
    );
    expect(taken.status).toBe(422);
    expect((await server.post("/me/update", { name: "x" })).status).toBe(401);
  });
});
