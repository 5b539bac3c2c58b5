/** Issue 23: a body limit on every route, not only /api: 413, and the server stays up. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers.ts";

const TWO_MB = 2 * 1024 * 1024;

describe("body limit on every route", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ mode: "demo" });
  });
  afterAll(() => server.stop());

  it("a 2 MB body to any non-API route gets 413 and the server stays up", async () => {
    const body = Buffer.alloc(TWO_MB, "a");
    for (const path of [
      "/payment-provider/checkout",
      "/dev/outbox",
      "/",
      "/movies",
      "/login",
      "/media/live/index.m3u8",
      "/media/films/1/master.m3u8",
      "/art/anything.webp",
      "/assets/app.js",
      "/no/such/page",
    ]) {
      const res = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      expect(res.status, path).toBe(413);
      await res.arrayBuffer();
      expect((await server.api("/health")).status, `up after ${path}`).toBe(200);
    }
  });

  it("a streamed body with no length is cut at the limit too (the provider page reads its form)", async () => {
    const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream({
      pull(controller) {
        if (sent >= 32) controller.close();
        else {
          sent++;
          controller.enqueue(chunk);
        }
      },
    });
    const res = await fetch(`${server.url}/payment-provider/checkout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await server.api("/health")).status).toBe(200);
  });
});
