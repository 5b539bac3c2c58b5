/** Issue 23: every HTML answer carries a CSP and frame protection, the stand-in pages included. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mode: "demo" });
  writeFileSync(
    join(server.dir, "dist", "index.html"),
    `<!doctype html><html><head><meta name="cinema-config" content="{}"></head><body></body></html>`,
  );
});
afterAll(() => server.stop());

const expectProtected = (res: Response, path: string) => {
  expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp, path).toMatch(/default-src 'none'/);
  expect(csp, path).toMatch(/frame-ancestors 'none'/);
  expect(csp, path).not.toMatch(/unsafe-inline/);
  expect(res.headers.get("x-frame-options"), path).toBe("DENY");
};

describe("HTML answers", () => {
  it("the age-verification stand-in page has a CSP and frame protection", async () => {
    const session = await server.post("/age-verification/session", {});
    const id = ((await session.json()) as { session_id?: string }).session_id;
    expect(id).toBeDefined();
    for (const path of [
      `/api/age-verification/verify/${id}?return=/movies`,
      `/api/age-verification/verify/${id}?return=https://evil.example/`,
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expectProtected(res, path);
      await res.text();
    }
  });

  it("the demo helpers' pages and any other HTML answer too", async () => {
    for (const path of ["/dev/outbox", "/payment-provider/checkout?order=nope"]) {
      const res = await fetch(`${server.url}${path}`);
      expectProtected(res, path);
      await res.text();
    }
  });
});

describe("the impersonation page", () => {
  it("is answered with no-referrer and no-store, so its token reaches no Referer nor cache", async () => {
    for (const path of [
      "/impersonate/some-token.value",
      "/fr/impersonate/some-token.value",
      // The mailed links' pages hold a single-use token too (issue 23).
      "/email-change/undo/some_token",
      "/recover-password/some_token",
      "/verify-account/some_token",
    ]) {
      const res = await fetch(`${server.url}${path}`);
      await res.text();
      expect(res.headers.get("referrer-policy"), path).toBe("no-referrer");
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
