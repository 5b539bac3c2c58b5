import { describe, expect, it } from "vitest";
import { createErrorReporter } from "../../src/adapters/errorReporting.ts";

function harness(url: string | null, fails = false) {
  const sent: { url: string; init: RequestInit }[] = [];
  const report = createErrorReporter({
    url,
    pathname: () => "/film/the-secret-bridge/watch/movie/13",
    send: (to, init) => {
      sent.push({ url: to, init });
      return fails ? Promise.reject(new Error("offline")) : Promise.resolve();
    },
  });
  return { report, sent };
}

describe("the error-reporting client", () => {
  it("POSTs the report as JSON to the configured address, kept alive, without cookies", () => {
    const { report, sent } = harness("/dev/errors");
    report("player", "HLS playlist request error at URL: https://x.test/media/s/grant/a.m3u8");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("/dev/errors");
    expect(sent[0]?.init).toMatchObject({ method: "POST", keepalive: true, credentials: "omit" });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
      source: "player",
      message: "HLS playlist request error at URL: [address hidden]",
      page: "/film",
    });
  });

  it("sends nothing where no service is configured", () => {
    const { report, sent } = harness(null);
    report("search", "Search failed");
    expect(sent).toHaveLength(0);
  });

  it("sends at most 20 reports per page load, and a failed send is dropped quietly", async () => {
    const { report, sent } = harness("/dev/errors", true);
    for (let i = 0; i < 30; i++) report("player", `error ${i}`);
    expect(sent).toHaveLength(20);
    await Promise.resolve();
  });
});
