/**
 * VHS's request method with the spec's retry parameters (spec 001 §9), over a fake
 * `videojs.xhr` and fake timers: attempts, delays, and the three timeouts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  retryingXhr,
  type XhrCallback,
  type XhrLike,
  type XhrOptions,
} from "../../src/adapters/video/vhsRequests.ts";
import { MEDIA_RETRY_PARAMETERS } from "../../src/core/mediaRequests.ts";

class FakeXhr implements XhrLike {
  readyState = 0;
  aborted?: boolean;
  wireAborts = 0;
  private readonly listeners = new Map<string, (() => void)[]>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  headers() {
    this.readyState = 2;
    this.fire("readystatechange");
  }
}

function harness(random = 0.5) {
  const attempts: { at: number; options: XhrOptions; callback: XhrCallback }[] = [];
  const results: { error: Error | null; status: number | undefined }[] = [];
  let xhr: FakeXhr | null = null;
  const method = retryingXhr(
    (options, callback) => {
      xhr = (options.xhr as FakeXhr | undefined) ?? new FakeXhr();
      xhr.readyState = 1;
      attempts.push({ at: Date.now(), options, callback });
      options.beforeSend?.(xhr);
      return xhr;
    },
    MEDIA_RETRY_PARAMETERS,
    {
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      random: () => random,
      abort: (x) => {
        (x as FakeXhr).wireAborts += 1;
      },
    },
  );
  const request = method({ uri: "/media/seg-1.ts", timeout: 45_000 }, (error, response) =>
    results.push({ error, status: response.statusCode }),
  ) as FakeXhr;
  const last = () => attempts.at(-1)!;
  return { method, request, attempts, results, last, xhr: () => xhr! };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe("VHS requests with spec 001 §9's retry parameters", () => {
  it("carries the spec's numbers where tests of the running player read them", () => {
    expect(harness().method.retryParameters).toEqual({
      timeout: 30000,
      stallTimeout: 5000,
      connectionTimeout: 10000,
      maxAttempts: 7,
      baseDelay: 1000,
      backoffFactor: 2,
      fuzzFactor: 0.5,
    });
  });

  it("a network error is tried again after 1000, 2000, 4000 ... ms, 7 attempts in all", () => {
    const h = harness();
    for (let n = 1; n <= 7; n++) {
      expect(h.attempts).toHaveLength(n);
      h.last().callback(new Error("network"), { statusCode: 0 });
      if (n < 7) vi.advanceTimersByTime(1000 * 2 ** (n - 1));
    }
    expect(h.attempts.map((a) => a.at)).toEqual([0, 1000, 3000, 7000, 15000, 31000, 63000]);
    // Every attempt reuses the one request object VHS holds.
    expect(h.attempts.slice(1).every((a) => a.options.xhr === h.request)).toBe(true);
    expect(h.results).toHaveLength(1);
    expect(h.results[0]!.error?.message).toBe("network");
  });

  it("delays are fuzzed by ±50 %", () => {
    const low = harness(0);
    low.last().callback(new Error("network"), { statusCode: 0 });
    vi.advanceTimersByTime(499);
    expect(low.attempts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(low.attempts).toHaveLength(2);
  });

  it("a server error is tried again, a refusal is not; a success ends it", () => {
    const h = harness();
    h.last().callback(null, { statusCode: 503 });
    vi.advanceTimersByTime(1000);
    h.last().callback(null, { statusCode: 200 });
    expect(h.attempts).toHaveLength(2);
    expect(h.results).toEqual([{ error: null, status: 200 }]);
    const refused = harness();
    refused.last().callback(null, { statusCode: 403 });
    expect(refused.results).toEqual([{ error: null, status: 403 }]);
  });

  it("an attempt without an answer within 10000 ms is aborted and tried again", () => {
    const h = harness();
    vi.advanceTimersByTime(9999);
    expect(h.request.wireAborts).toBe(0);
    vi.advanceTimersByTime(1);
    expect(h.request.wireAborts).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(h.attempts).toHaveLength(2);
  });

  it("an answer that stalls for 5000 ms is aborted; bytes arriving keep it going", () => {
    const h = harness();
    vi.advanceTimersByTime(2000);
    h.request.headers();
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(4000);
      h.request.fire("progress");
    }
    expect(h.request.wireAborts).toBe(0);
    vi.advanceTimersByTime(4999);
    expect(h.request.wireAborts).toBe(0);
    vi.advanceTimersByTime(1);
    expect(h.request.wireAborts).toBe(1);
  });

  it("an attempt is given 30000 ms in all, then counts as a timeout", () => {
    const h = harness();
    h.request.headers();
    for (let i = 0; i < 7; i++) {
      vi.advanceTimersByTime(4000);
      h.request.fire("progress");
    }
    vi.advanceTimersByTime(2000);
    expect(h.request.wireAborts).toBe(1);
    // The last attempt's timeout reaches VHS as a timeout (its `request.timedout`).
    for (let n = 2; n <= 7; n++) {
      vi.advanceTimersByTime(1000 * 2 ** (n - 2));
      vi.advanceTimersByTime(10_000);
    }
    expect(h.attempts).toHaveLength(7);
    expect(h.results).toHaveLength(1);
    expect((h.results[0]!.error as Error & { code?: string }).code).toBe("ETIMEDOUT");
  });

  it("VHS's own abort ends the request: no further attempt", () => {
    const h = harness();
    h.last().callback(new Error("network"), { statusCode: 0 });
    h.request.aborted = true;
    h.request.fire("abort");
    vi.advanceTimersByTime(60_000);
    expect(h.attempts).toHaveLength(1);
    expect(h.results).toEqual([]);
  });
});
