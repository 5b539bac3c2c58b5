import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OAuthData, TokenResponse } from "../../src/core/schema/index.ts";
import {
  expiresAt,
  isTokenExpired,
  parseStoredToken,
  renewalDelayMs,
  serializeToken,
  TOKEN_RENEWAL_MARGIN_MS,
  toOAuthData,
} from "../../src/core/token.ts";

const nowMs = fc.integer({ min: 0, max: 4_000_000_000_000 });
const tokenResponse: fc.Arbitrary<TokenResponse> = fc.record({
  access_token: fc.string({ minLength: 1 }),
  token_type: fc.constant("Bearer"),
  expires_in: fc.integer({ min: 1, max: 31_536_000 }),
  refresh_token: fc.option(fc.string(), { nil: undefined }),
});

describe("toOAuthData (expires_at = now + expires_in seconds)", () => {
  it("adds expires_in seconds to now, in milliseconds", () => {
    fc.assert(
      fc.property(tokenResponse, nowMs, (response, now) => {
        const data = toOAuthData(response, now);
        return (
          data.expires_at === now + response.expires_in * 1000 &&
          data.expires_in === response.expires_in &&
          data.access_token === response.access_token &&
          data.refresh_token === (response.refresh_token ?? null)
        );
      }),
    );
  });
});

describe("isTokenExpired", () => {
  it("is fresh before expires_at and expired from expires_at on", () => {
    fc.assert(
      fc.property(tokenResponse, nowMs, (response, now) => {
        const data = toOAuthData(response, now);
        return (
          !isTokenExpired(data, now) &&
          !isTokenExpired(data, data.expires_at - 1) &&
          isTokenExpired(data, data.expires_at) &&
          isTokenExpired(data, data.expires_at + 1)
        );
      }),
    );
  });
});

describe("parseStoredToken (the Authorization cookie)", () => {
  it("round-trips an unexpired token", () => {
    fc.assert(
      fc.property(tokenResponse, nowMs, (response, now) => {
        const data = toOAuthData(response, now);
        expect(parseStoredToken(serializeToken(data), now)).toEqual(data);
      }),
    );
  });

  it("gives null once the token has expired", () => {
    fc.assert(
      fc.property(tokenResponse, nowMs, fc.nat(), (response, now, later) => {
        const data = toOAuthData(response, now);
        return parseStoredToken(serializeToken(data), data.expires_at + later) === null;
      }),
    );
  });

  it("gives null for a missing or malformed cookie, never throws", () => {
    expect(parseStoredToken(undefined, 0)).toBeNull();
    expect(parseStoredToken("", 0)).toBeNull();
    fc.assert(fc.property(fc.string(), nowMs, (raw, now) => parseStoredToken(raw, now) === null));
  });

  it("gives null for tampered JSON (wrong field types or missing fields)", () => {
    const data: OAuthData = {
      access_token: "abc",
      token_type: "Bearer",
      refresh_token: null,
      expires_in: 3600,
      expires_at: 10_000_000,
    };
    const tampered = [
      { ...data, expires_at: "never" },
      { ...data, access_token: 42 },
      { ...data, access_token: "" },
      { token_type: "Bearer", expires_at: 10_000_000 },
      [data],
      null,
      "abc",
    ];
    for (const value of tampered) expect(parseStoredToken(JSON.stringify(value), 0)).toBeNull();
  });
});

describe("token renewal (renew TOKEN_RENEWAL_MARGIN_MS before expiry, at once when past)", () => {
  const epoch = fc.integer({ min: 0, max: 4_000_000_000_000 });
  it("renews exactly the margin before expires_at, counted from now", () => {
    fc.assert(
      fc.property(tokenResponse, epoch, (response, now) => {
        const at = expiresAt(response, now);
        expect(at).toBe(toOAuthData(response, now).expires_at);
        const delay = renewalDelayMs(at, now);
        expect(delay).toBe(Math.max(0, response.expires_in * 1000 - TOKEN_RENEWAL_MARGIN_MS));
      }),
    );
  });
  it("is never negative, and 0 once the renewal moment has passed", () => {
    fc.assert(
      fc.property(epoch, epoch, (at, now) => {
        const delay = renewalDelayMs(at, now);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay === 0).toBe(now >= at - TOKEN_RENEWAL_MARGIN_MS);
      }),
    );
  });
});
