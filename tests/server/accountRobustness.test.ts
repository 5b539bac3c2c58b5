/** The account and payment calls never answer 500 to bad input (issue 13: validated, never 500). */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, login, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
let token = "";
beforeAll(async () => {
  server = await startTestServer();
  token = await login(server, "registered@cinema.test");
});
afterAll(() => server.stop());

const POSTS = [
  "/me/password",
  "/password/reset/create",
  "/password/reset",
  "/user_verify",
  "/user_verification_email",
  "/cancel_subscription",
  "/cancel_subscription/create",
  "/me/migrate",
  "/cross_selling/check_user_status",
  "/epoch_transaction_status",
  "/pay_subscription",
];
const GETS = [
  "/plans",
  "/payment/provider",
  "/payment_url",
  "/password/reset/find/",
  "/cancel_subscription/find-and-cancel/",
];

const junk = fc.dictionary(
  fc.constantFrom(
    "email",
    "token",
    "password",
    "password_confirmation",
    "current_password",
    "subscription_data_id",
    "cancel_reason",
    "channel_id",
    "subscription_id",
    "order_id",
    "coupon",
    "promo_url",
    "subscription_group_id",
    "plan_group_id",
  ),
  fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.integer(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  ),
);

/** Any junk value as text (an object whose toString is junk too cannot be String()-ed). */
const asText = (value: unknown): string =>
  typeof value === "string" ? value : (JSON.stringify(value) ?? "");

describe("account and payment calls on junk", () => {
  it("JSON bodies and queries of any shape answer below 500 (P)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POSTS),
        junk,
        fc.boolean(),
        async (path, body, signedIn) => {
          const res = await server.postJson(path, body, signedIn ? { headers: bearer(token) } : {});
          expect(res.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 120 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GETS),
        junk,
        fc.string({ maxLength: 40 }),
        async (path, query, tail) => {
          const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, asText(v)]));
          const res = await server.api(
            `${path}${path.endsWith("/") ? encodeURIComponent(tail) : ""}?${search}`,
            {
              headers: bearer(token),
            },
          );
          expect(res.status, `${path} ${search}`).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("the provider page and the outbox page answer below 500 to junk", async () => {
    await fc.assert(
      fc.asyncProperty(junk, async (form) => {
        const body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, asText(v)]));
        const res = await fetch(`${server.url}/payment-provider/checkout`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body,
        });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    const outbox = await fetch(`${server.url}/dev/outbox?to=${"x".repeat(400)}`);
    expect(outbox.status).toBe(200);
  });
});

describe("/dev/outbox", () => {
  it("lists the mails with their links, newest first", async () => {
    // The junk above used up this address's mail requests for the minute.
    server.clock.now += 61_000;
    const asked = await server.post("/password/reset/create", { email: "registered@cinema.test" });
    expect(asked.status).toBe(200);
    const res = await fetch(`${server.url}/dev/outbox?to=registered@cinema.test`);
    const html = await res.text();
    expect(html).toContain("Reset your Cinema password");
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/recover-password\/[A-Za-z0-9_-]+">/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});
