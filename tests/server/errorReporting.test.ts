import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorReportingUrlFromEnv, reportingOrigin } from "../../server/config/errorReporting.ts";
import { startTestServer, type TestServer } from "./helpers.ts";

describe("where error reports go (spec 001 §1)", () => {
  it("the configured service, else the demo's collector, else (production) nowhere", () => {
    const service = { CINEMA_ERROR_REPORTING_URL: "https://errors.example/report" };
    expect(errorReportingUrlFromEnv("production", service)).toBe("https://errors.example/report");
    expect(errorReportingUrlFromEnv("demo", service)).toBe("https://errors.example/report");
    expect(errorReportingUrlFromEnv("demo", {})).toBe("/dev/errors");
    expect(errorReportingUrlFromEnv("production", {})).toBeNull();
    expect(errorReportingUrlFromEnv("production", { CINEMA_ERROR_REPORTING_URL: "/errors" })).toBe(
      "/errors",
    );
    expect(() =>
      errorReportingUrlFromEnv("production", { CINEMA_ERROR_REPORTING_URL: "javascript:alert(1)" }),
    ).toThrow(/http\(s\) URL/);
    expect(reportingOrigin("https://errors.example/report")).toBe("https://errors.example");
    expect(reportingOrigin("/dev/errors")).toBeNull();
  });
});

describe("the demo's error collector, /dev/errors", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const post = (body: unknown) =>
    fetch(`${server.url}/dev/errors`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("keeps a valid report and shows it, newest first, to this machine", async () => {
    expect((await post({ source: "search", message: "first", page: "/search" })).status).toBe(204);
    expect((await post({ source: "player", message: "second", page: "/film" })).status).toBe(204);
    const res = await fetch(`${server.url}/dev/errors`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { data } = (await res.json()) as { data: { source: string; message: string }[] };
    expect(data.map((r) => r.message).slice(0, 2)).toEqual(["second", "first"]);
  });

  it("refuses what is not a report with a 422, never a 500", async () => {
    for (const bad of [
      { source: "nobody", message: "x", page: "/" },
      { source: "player", message: "x".repeat(501), page: "/" },
      { source: "player", message: "x", page: "/film/a-slug" },
      { source: "player" },
      [],
    ]) {
      const res = await post(bad);
      expect([400, 422], JSON.stringify(bad).slice(0, 40)).toContain(res.status);
    }
  });
});
