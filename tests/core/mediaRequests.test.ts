import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MEDIA_RETRY_PARAMETERS,
  retryDelayMs,
  worthRetrying,
} from "../../src/core/mediaRequests.ts";

describe("media requests (spec 001 §9: 7 attempts, base delay 1000, backoff 2, fuzz 0.5)", () => {
  it("names the spec's numbers", () => {
    expect(MEDIA_RETRY_PARAMETERS).toEqual({
      timeout: 30000,
      stallTimeout: 5000,
      connectionTimeout: 10000,
      maxAttempts: 7,
      baseDelay: 1000,
      backoffFactor: 2,
      fuzzFactor: 0.5,
    });
  });

  it("waits 1000 ms after the first failure, twice as long after each next, ±50 %", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (n, r) => {
          const delay = retryDelayMs(n, r)!;
          const unfuzzed = 1000 * 2 ** (n - 1);
          expect(delay).toBeGreaterThanOrEqual(unfuzzed * 0.5);
          expect(delay).toBeLessThan(unfuzzed * 1.5);
          expect(retryDelayMs(n, 0.5)).toBe(unfuzzed);
        },
      ),
    );
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000,
    ]);
  });

  it("makes at most 7 attempts: none after the seventh", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 7, max: 100 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (n, r) => {
          expect(retryDelayMs(n, r)).toBeNull();
        },
      ),
    );
  });

  it("repeats no answer, server errors, 408 and 429; never a refusal", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 599 }), (status) => {
        expect(worthRetrying(status)).toBe(
          status === 0 || status === 408 || status === 429 || status >= 500,
        );
      }),
    );
    expect(worthRetrying(403)).toBe(false);
    expect(worthRetrying(404)).toBe(false);
    expect(worthRetrying(503)).toBe(true);
  });
});
