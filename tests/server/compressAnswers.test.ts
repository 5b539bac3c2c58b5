import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsGzip, COMPRESS_THRESHOLD_BYTES } from "../../server/http/compressAnswers.ts";
import { startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** A raw answer over node:http (fetch would decode it). */
function raw(path: string, headers: Record<string, string>, method = "GET", body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; data: Buffer }>(
    (resolve, reject) => {
      const req = request(`${server.url}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            data: Buffer.concat(chunks),
          }),
        );
      });
      req.on("error", reject);
      req.end(body);
    },
  );
}

describe("API answers are gzip-compressed when asked", () => {
  it("a list over 1 KB is gzip, and decodes to the plain answer", async () => {
    const plain = await raw("/api/movies?perPage=20", {});
    const zipped = await raw("/api/movies?perPage=20", { "accept-encoding": "gzip, br" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.data.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(zipped.status).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.data.length).toBeLessThan(plain.data.length);
    expect(JSON.parse(gunzipSync(zipped.data).toString())).toEqual(
      JSON.parse(plain.data.toString()),
    );
  });

  it("a small answer goes plain, with its headers", async () => {
    const health = await raw("/api/health", { "accept-encoding": "gzip" });
    expect(health.status).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(String(health.headers["content-type"])).toMatch(/application\/json/);
    expect(JSON.parse(health.data.toString())).toBeTruthy();
  });

  it("errors keep their status and body; 'gzip;q=0' is a refusal", async () => {
    const missing = await raw("/api/no-such-call", { "accept-encoding": "gzip;q=0" });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(missing.data.toString())).toEqual({ message: "Not found" });
  });

  it("a search is compressed as it is made, once, and decodes to the plain answer", async () => {
    const form = "query=harbour";
    const post = (headers: Record<string, string>) =>
      raw(
        "/api/search",
        { "content-type": "application/x-www-form-urlencoded", ...headers },
        "POST",
        form,
      );
    const plain = await post({});
    const zipped = await post({ "accept-encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.data.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toBe("Accept-Encoding");
    expect(String(zipped.headers["content-type"])).toMatch(/application\/json/);
    expect(JSON.parse(gunzipSync(zipped.data).toString())).toEqual(
      JSON.parse(plain.data.toString()),
    );
    const none = await raw(
      "/api/search",
      { "content-type": "application/x-www-form-urlencoded", "accept-encoding": "gzip" },
      "POST",
      "query=zzqxw",
    );
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(none.data.toString())).toEqual({ data: [] });
  });

  it("cookies set by a call survive the compression", async () => {
    const app = new Hono();
    const { compressAnswers } = await import("../../server/http/compressAnswers.ts");
    app.use("*", compressAnswers());
    app.get("/x", (c) => {
      c.header("Set-Cookie", "a=1; Path=/");
      c.header("Set-Cookie", "b=2; Path=/", { append: true });
      return c.json({ text: "y".repeat(4000) });
    });
    const res = await app.request("/x", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });
});

describe("acceptsGzip", () => {
  it("reads gzip, a wildcard and q values (property)", () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip("gzip")).toBe(true);
    expect(acceptsGzip("br, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom("0", "0.0", "0.000"), (q) => !acceptsGzip(`gzip;q=${q}`)),
    );
    fc.assert(fc.property(fc.string(), (header) => typeof acceptsGzip(header) === "boolean"));
  });
});
