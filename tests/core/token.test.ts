import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { HeldToken, TokenResponse } from "../../src/core/schema/index.ts";
import {
  expiresAt,
  isTokenExpired,
  parseStoredToken,
  renewalDelayMs,
  SIGNED_IN_HINT,
  serializeToken,
  sessionOnLoad,
  TOKEN_RENEWAL_MARGIN_MS,
  toHeldToken,
} from "../../src/core/token.ts";

const nowMs = fc.integer({ min: 0, max: 4_000_000_000_000 });
const tokenResponse: fc.Arbitrary<TokenResponse> = fc.record({
  access_token: fc.string({ minLength: 1 }),
  token_type: fc.constant("Bearer"),
  expires_in: fc.integer({ min: 1, max: 31_536_000 }),
  refresh_token: fc.option(fc.string(), { nil: undefined }),
});

describe("toHeldToken (expires_at = now + expires_in seconds; no refresh token)", () => {
  it("adds expires_in seconds to now, in milliseconds, and drops any refresh token", () => {
    fc.assert(
      fc.property(tokenResponse, nowMs, (response, now) => {
        const data = toHeldToken(response, now);
        return (
          data.expires_at === now + response.expires_in * 1000 &&
          data.expires_in === response.expires_in &&
          data.access_token === response.access_token &&
          !("refresh_token" in data)
        );
      }),
    );
  });
});

describe("isTokenExpired", () => {
  it("is fresh before expires_at and expired from expires_at on", () => {
    fc.assert(
      fc.property(tokenResponse, nowMs, (response, now) => {
        const data = toHeldToken(response, now);
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
        const data = toHeldToken(response, now);
        expect(parseStoredToken(serializeToken(data), now)).toEqual(data);
      }),
    );
  });

  it("gives null once the token has expired", () => {
    fc.assert(
      fc.property(tokenResponse, nowMs, fc.nat(), (response, now, later) => {
        const data = toHeldToken(response, now);
        return parseStoredToken(serializeToken(data), data.expires_at + later) === null;
      }),
    );
  });

  it("gives null for a missing or malformed cookie, never throws", () => {
    expect(parseStoredToken(undefined, 0)).toBeNull();
    expect(parseStoredToken("", 0)).toBeNull();
    fc.assert(fc.property(fc.string(), nowMs, (raw, now) => parseStoredToken(raw, now) === null));
  });

  it("the cookie's value never holds a refresh token, whatever object it is given", () => {
    fc.assert(
      fc.property(tokenResponse, nowMs, fc.string({ minLength: 1 }), (response, now, refresh) => {
        const withRefresh = { ...toHeldToken(response, now), refresh_token: refresh };
        const written = JSON.parse(serializeToken(withRefresh)) as Record<string, unknown>;
        expect(Object.keys(written).sort()).toEqual([
          "access_token",
          "expires_at",
          "expires_in",
          "token_type",
        ]);
      }),
    );
  });

  it("reads an older cookie that still carries a refresh token without keeping it", () => {
    const older = {
      access_token: "abc",
      token_type: "Bearer",
      refresh_token: "thirty-day-secret",
      expires_in: 3600,
      expires_at: 10_000_000,
    };
    const held = parseStoredToken(JSON.stringify(older), 0);
    expect(held?.access_token).toBe("abc");
    expect(JSON.stringify(held)).not.toContain("thirty-day-secret");
  });

  it("gives null for tampered JSON (wrong field types or missing fields)", () => {
    const data: HeldToken = {
      access_token: "abc",
      token_type: "Bearer",
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
        expect(at).toBe(toHeldToken(response, now).expires_at);
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

describe("sessionOnLoad (spec 001 §4 'Session on load', the refresh token on the page server)", () => {
  const held = fc.option(
    fc.record({
      access_token: fc.string({ minLength: 1 }),
      token_type: fc.constant("Bearer"),
      expires_in: fc.nat(),
      expires_at: fc.nat(),
    }),
    { nil: null },
  );
  const hint = fc.option(fc.oneof(fc.constant("1"), fc.string()), { nil: undefined });
  it("a live Authorization cookie restores; else the signed-in hint '1' renews; else anonymous", () => {
    fc.assert(
      fc.property(held, hint, (restored, signedIn) => {
        const expected = restored ? "restore" : signedIn === "1" ? "renew" : "anonymous";
        expect(sessionOnLoad(restored, signedIn)).toBe(expected);
      }),
    );
    expect(SIGNED_IN_HINT).toBe("1");
  });
});
