/**
 * Issue 23: passwords are hashed with scrypt at OWASP's cost (N=2^17, r=8, p=1); hashes made
 * before (N=2^14, stored without parameters) still verify and are replaced at the next login.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/db/demoAccounts.ts";
import {
  hashPassword,
  hashPasswordSync,
  needsRehash,
  OWASP_COST,
  passwordCostFromEnv,
  verifyPassword,
} from "../../server/security/passwords.ts";
import { rows } from "./accountHelpers.ts";
import { login, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const storedHash = (email: string) =>
  String(rows(server, "SELECT password_hash FROM users WHERE email = ?", email)[0]?.password_hash);

describe("password hashing", () => {
  it("the cost is N=2^17, r=8, p=1; only a non-production test run may lower N", () => {
    expect(passwordCostFromEnv({})).toEqual({ log2N: 17, r: 8, p: 1 });
    expect(passwordCostFromEnv({ CINEMA_PASSWORD_COST_LOG2N: "14" }).log2N).toBe(14);
    expect(
      passwordCostFromEnv({ NODE_ENV: "production", CINEMA_PASSWORD_COST_LOG2N: "14" }),
    ).toEqual({ log2N: 17, r: 8, p: 1 });
    expect(passwordCostFromEnv({ CINEMA_PASSWORD_COST_LOG2N: "3" }).log2N).toBe(17);
  });

  it("hashes new passwords at N=2^17, r=8, p=1, and verifies them", async () => {
    const made = await hashPassword("a-new-password", OWASP_COST);
    expect(made.hash).toMatch(/^scrypt\$17\$8\$1\$[0-9a-f]{128}$/);
    expect(await verifyPassword("a-new-password", made)).toBe(true);
    expect(await verifyPassword("another", made)).toBe(false);
    expect(needsRehash(made, OWASP_COST)).toBe(false);
  });

  it("a sign-up stores its cost with the hash (the suite's: N=2^14)", async () => {
    const res = await server.post("/sign-up", {
      email: "owasp@example.com",
      password: "long-enough-1",
    });
    expect(res.status).toBe(201);
    expect(storedHash("owasp@example.com")).toMatch(/^scrypt\$14\$8\$1\$/);
  });

  it("an old hash (N=2^14) still logs in, and is rehashed at today's cost on that login", async () => {
    const legacy = hashPasswordSync(DEMO_PASSWORD, "some-salt");
    expect(legacy.hash).toMatch(/^[0-9a-f]{128}$/);
    expect(needsRehash(legacy, OWASP_COST)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, legacy)).toBe(true);

    // The seeded demo accounts carry such hashes.
    expect(storedHash(DEMO_ACCOUNTS.crossSelling)).toMatch(/^[0-9a-f]{128}$/);
    await login(server, DEMO_ACCOUNTS.crossSelling);
    expect(storedHash(DEMO_ACCOUNTS.crossSelling)).toMatch(/^scrypt\$14\$8\$1\$/);
    await login(server, DEMO_ACCOUNTS.crossSelling);
  });
});
