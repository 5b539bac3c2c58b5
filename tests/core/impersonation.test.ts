import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  impersonationEndsAt,
  impersonationToken,
  impersonationTokenResponse,
  resumableImpersonationEnd,
} from "../../src/core/impersonation.ts";

const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);

describe("impersonation (spec 000 §2, §6; 001 §2, §9)", () => {
  it("the last segment of an /impersonate/... path is the bearer token (P)", () => {
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 2 }),
        fc.array(segment, { maxLength: 2 }),
        token,
        (before, middle, t) => {
          const path = `/${[...before, "impersonate", ...middle, t].join("/")}`;
          expect(impersonationToken(path)).toBe(t);
          expect(impersonationToken(`${path}/?x=1#h`)).toBe(t);
        },
      ),
    );
  });

  it("no token elsewhere, nor without a segment after 'impersonate', nor with other characters", () => {
    expect(impersonationToken("/movies/abc")).toBeNull();
    expect(impersonationToken("/impersonate")).toBeNull();
    expect(impersonationToken("/impersonate/")).toBeNull();
    expect(impersonationToken("/impersonate/a%20b")).toBeNull();
    expect(impersonationToken("/impersonate/%E0%A4%A")).toBeNull();
    expect(impersonationToken("/es/impersonate/abc")).toBe("abc");
  });

  it("lasts 1200000 ms: the token response says 1200 s and no refresh token (P)", () => {
    expect(impersonationTokenResponse("t")).toEqual({
      access_token: "t",
      token_type: "Bearer",
      expires_in: 1200,
      refresh_token: null,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), (start) => {
        expect(impersonationEndsAt(start)).toBe(start + 1_200_000);
      }),
    );
  });

  it("after a reload it resumes only a running impersonation, never a longer one (P)", () => {
    const now = fc.integer({ min: 0, max: 4_000_000_000_000 });
    fc.assert(
      fc.property(now, fc.integer({ min: 1, max: 1_200_000 }), (at, left) => {
        expect(resumableImpersonationEnd(at + left, at)).toBe(at + left);
      }),
    );
    fc.assert(
      fc.property(now, fc.integer({ min: 0, max: 10_000_000 }), (at, past) => {
        expect(resumableImpersonationEnd(at - past, at)).toBeNull();
        expect(resumableImpersonationEnd(impersonationEndsAt(at) + 1 + past, at)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(now, fc.anything(), (at, junk) => {
        fc.pre(typeof junk !== "number");
        expect(resumableImpersonationEnd(junk, at)).toBeNull();
      }),
    );
    expect(resumableImpersonationEnd(0.5 + 1_000, 1_000)).toBeNull();
    expect(resumableImpersonationEnd(Number.NaN, 0)).toBeNull();
  });
});
