import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeStartInput, parseCookieHeader, startInputOf } from "../../src/core/startInput.ts";

const nowMs = fc.integer({ min: 0, max: 4_000_000_000_000 });
const token = fc.string({ minLength: 1, maxLength: 20 }).filter((t) => !/[;=\s]/.test(t));
const cookieValue = fc.stringMatching(/^[A-Za-z0-9_-]{0,24}$/);
const decode = (input: unknown) => {
  const decoded = decodeStartInput(input);
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.value;
};

const request = (cookies: Record<string, string>, now: number, pathname = "/movies") =>
  startInputOf({
    pathname,
    cookies: new Map(Object.entries(cookies)),
    userAgent: "Mozilla/5.0",
    location: { country: "GB", usState: null },
    nowMs: now,
    newVisitorId: () => "drawn-by-server",
  });

describe("parseCookieHeader (a request's Cookie header)", () => {
  it("reads back every name and value a header was written with", () => {
    fc.assert(
      fc.property(fc.dictionary(token, cookieValue), (jar) => {
        const header = Object.entries(jar)
          .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
          .join("; ");
        const parsed = parseCookieHeader(header);
        return Object.entries(jar).every(([name, value]) => parsed.get(name) === value);
      }),
    );
  });

  it("an absent or malformed header reads as no cookie", () => {
    expect(parseCookieHeader(undefined).size).toBe(0);
    expect(parseCookieHeader("garbage; =x").size).toBe(0);
    expect(parseCookieHeader("locale=%E0%A4%A").get("locale")).toBe("%E0%A4%A");
  });
});

describe("startInputOf (spec 001 §7: the first render's input from the request)", () => {
  it("the Authorization cookie's session counts only until it expires, and its token never travels", () => {
    fc.assert(
      fc.property(nowMs, fc.integer({ min: -1_000_000, max: 1_000_000 }), (now, offset) => {
        const expiresAt = now + offset;
        const cookie = JSON.stringify({
          access_token: "secret-access-token",
          token_type: "Bearer",
          expires_in: 3600,
          expires_at: expiresAt,
          refresh_token: "secret-refresh-token",
        });
        const start = request({ Authorization: cookie }, now);
        const serialized = JSON.stringify(start);
        return (
          start.restoredTokenExpiresAt === (offset > 0 ? expiresAt : null) &&
          !serialized.includes("secret")
        );
      }),
    );
  });

  it("keeps the consent_visitor_id cookie, or draws one when absent or malformed", () => {
    expect(request({ consent_visitor_id: "abc123" }, 0).visitorId).toBe("abc123");
    expect(request({}, 0).visitorId).toBe("drawn-by-server");
    expect(request({ consent_visitor_id: "not valid!" }, 0).visitorId).toBe("drawn-by-server");
  });

  it("carries the locale, consent, age_restriction and session_id cookies as sent", () => {
    fc.assert(
      fc.property(cookieValue, cookieValue, cookieValue, cookieValue, (l, c, a, s) => {
        const start = request({ locale: l, consent: c, age_restriction: a, session_id: s }, 0);
        return (
          start.cookies.locale === l &&
          start.cookies.consent === c &&
          start.cookies.ageRestriction === a &&
          start.cookies.sessionId === s
        );
      }),
    );
  });

  it("survives the page: written as JSON and decoded in the browser, it is the same input", () => {
    fc.assert(
      fc.property(nowMs, cookieValue, fc.webPath(), (now, consent, pathname) => {
        const start = request({ consent, age_restriction: "true" }, now, pathname);
        expect(decode(JSON.parse(JSON.stringify(start)))).toEqual(start);
      }),
    );
  });
});
