import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { ApiErrorBody } from "../../src/core/schema/common.ts";
import { bearer, CLIENT_ID, decodes, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
let consoleError: MockInstance;
beforeAll(async () => {
  server = await startTestServer();
  // The server logs only unexpected errors (the 500 path): none may happen here.
  consoleError = vi.spyOn(console, "error");
});
afterAll(async () => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  await server.stop();
});

/** Every malformed request gets a clear 4xx with a message body; never a 500. */
async function expectClientError(res: Response, status?: number) {
  if (status !== undefined) expect(res.status).toBe(status);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const text = await res.text();
  if (res.headers.get("content-type")?.includes("json")) decodes(ApiErrorBody, JSON.parse(text));
}

const POSTS = [
  "/oauth/token",
  "/login",
  "/sign-up",
  "/cookies-consent",
  "/age-verification/session",
  "/me/update",
  "/logout",
];

describe("malformed input", () => {
  it("answers 400 to malformed JSON and to JSON that is not an object", async () => {
    for (const path of POSTS.slice(0, 5)) {
      for (const body of ["{", '{"email": }', "[1,2]", '"text"', "null", "42"]) {
        const res = await server.api(path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        await expectClientError(res, 400);
      }
    }
  });

  it("answers 422 to wrong types", async () => {
    const bodies: unknown[] = [
      { email: 42, password: true },
      { email: ["a@b.co"], password: { x: 1 } },
      { email: "a@b.co", password: "x", subscription_group_id: "one" },
      { email: "a@b.co", password: "x", accepted_mailing: "maybe" },
    ];
    for (const body of bodies)
      await expectClientError(await server.postJson("/sign-up", body), 422);
    await expectClientError(
      await server.postJson("/login", {
        client_id: CLIENT_ID,
        grant_type: "password",
        username: 1,
        password: null,
      }),
      422,
    );
    await expectClientError(
      await server.postJson("/cookies-consent", { visitor_id: "v", cookie_type: "all" }),
      422,
    );
  });

  it("answers 413 to a body over 64 KB and 422 to over-long fields", async () => {
    const huge = "x".repeat(1024 * 1024);
    await expectClientError(
      await server.post("/sign-up", { email: "a@b.co", password: huge }),
      413,
    );
    await expectClientError(
      await server.postJson("/login", { client_id: CLIENT_ID, password: huge }),
      413,
    );
    const chunked = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 100; i++)
          controller.enqueue(new TextEncoder().encode("a".repeat(1024)));
        controller.close();
      },
    });
    await expectClientError(
      await server.api("/sign-up", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: chunked,
        duplex: "half",
      } as RequestInit),
      413,
    );
    const long = await server.post("/sign-up", {
      email: `${"a".repeat(300)}@b.co`,
      password: "p".repeat(300),
    });
    await expectClientError(long, 422);
  });

  it("answers 422 to bracket-notation abuse", async () => {
    const bodies = [
      "email[]=a@b.co&password=x",
      "email=a@b.co&email=b@c.de&password=x",
      "cookie_type[marketing][deep][deeper]=1",
      "__proto__[polluted]=1",
      "constructor[prototype][polluted]=1",
      "cookie_type=1&cookie_type[marketing]=true",
      "cookie_type[marketing]=true&cookie_type=1",
      "a]b[=1",
      "[]=1",
      Array.from({ length: 500 }, (_, i) => `f${i}=1`).join("&"),
    ];
    for (const body of bodies) {
      await expectClientError(await server.post("/cookies-consent", body), 422);
      await expectClientError(await server.post("/sign-up", body), 422);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expectClientError(await server.api("/movies?page[x]=1"), 422);
    await expectClientError(await server.api("/movies?page=abc"), 422);
    await expectClientError(await server.api("/movies?perPage=100000"), 422);
    await expectClientError(await server.api("/movies?__proto__[x]=1"), 422);
  });

  it("answers 415 to an unsupported content type and 404 to unknown routes", async () => {
    await expectClientError(
      await server.api("/sign-up", {
        method: "POST",
        headers: { "content-type": "application/xml" },
        body: "<a/>",
      }),
      415,
    );
    for (const path of [
      "/nope",
      "/movies/1/nope",
      "/persons/performers/slug",
      "/%E0%A4%A",
      "/movies/%2e%2e",
    ]) {
      const res = await server.api(path);
      await expectClientError(res, 404);
    }
    const unknown = await server.api("/nope");
    expect(await unknown.json()).toEqual({ message: "Not found" });
    await expectClientError(await server.api("/movies", { method: "DELETE" }), 404);
    await expectClientError(await server.api("/movies/slug/%E0%A4%A"), 404);
  });

  it("rejects odd Authorization headers with 401", async () => {
    for (const authorization of [
      "Bearer",
      "Bearer ",
      `Bearer ${"x".repeat(5000)}`,
      "Bearer a b",
      "Bearer \u00e9",
    ]) {
      await expectClientError(await server.api("/me", { headers: { authorization } }), 401);
    }
    await expectClientError(await server.api("/me", { headers: bearer("' OR 1=1 --") }), 401);
  });

  it("still answers after all of that", async () => {
    const res = await server.api("/health");
    expect(res.status).toBe(200);
  });
});
