import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { googleClientIdFromGaCookie } from "../../src/core/googleClientId.ts";

const digits = fc.stringMatching(/^\d{1,20}$/);

describe("googleClientIdFromGaCookie (x-google-client-id, spec 001 §7)", () => {
  it("GA1.<depth>.<a>.<b> gives <a>.<b>", () => {
    expect(googleClientIdFromGaCookie("GA1.1.1234567890.1700000000")).toBe("1234567890.1700000000");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), digits, digits, (depth, a, b) => {
        expect(googleClientIdFromGaCookie(`GA1.${depth}.${a}.${b}`)).toBe(`${a}.${b}`);
      }),
    );
  });

  it("absent or malformed values give null, never a header value of another shape", () => {
    expect(googleClientIdFromGaCookie(undefined)).toBeNull();
    expect(googleClientIdFromGaCookie(null)).toBeNull();
    expect(googleClientIdFromGaCookie("")).toBeNull();
    expect(googleClientIdFromGaCookie("GA1.1.123")).toBeNull();
    expect(googleClientIdFromGaCookie("GA2.1.1.2")).toBeNull();
    expect(googleClientIdFromGaCookie("GA1.1.12a.34")).toBeNull();
    expect(googleClientIdFromGaCookie("GA1.1.1.2\r\nX-Evil: 1")).toBeNull();
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (value) => {
        const id = googleClientIdFromGaCookie(value);
        expect(id === null || /^\d{1,20}\.\d{1,20}$/.test(id)).toBe(true);
      }),
    );
  });
});
