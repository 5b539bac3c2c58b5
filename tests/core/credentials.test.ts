import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { trimCredentials, trimSignUp } from "../../src/core/credentials.ts";

const padding = fc.stringMatching(/^[ \t\n\r]*$/);
const inner = fc.string().filter((s) => s.trim() === s);
const padded = fc.tuple(padding, inner, padding);

describe("trimming credentials (spec 000 §5)", () => {
  it("removes surrounding whitespace and never changes inner characters", () => {
    fc.assert(
      fc.property(padded, padded, ([a, user, b], [c, pass, d]) => {
        expect(trimCredentials({ username: a + user + b, password: c + pass + d })).toEqual({
          username: user,
          password: pass,
        });
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (username, password) => {
        const once = trimCredentials({ username, password });
        expect(trimCredentials(once)).toEqual(once);
      }),
    );
  });

  it("trims sign-up email and password and keeps other fields", () => {
    fc.assert(
      fc.property(padded, padded, ([a, email, b], [c, password, d]) => {
        const input = { email: a + email + b, password: c + password + d };
        const trimmed = trimSignUp(input);
        expect(trimmed).toEqual({ email, password });
        expect(trimSignUp(trimmed)).toEqual(trimmed);
      }),
    );
  });

  it("keeps the plan group a sign-up is made on, unchanged", () => {
    fc.assert(
      fc.property(padded, fc.nat(), ([a, email, b], groupId) => {
        expect(
          trimSignUp({ email: a + email + b, password: "pw", subscriptionGroupId: groupId }),
        ).toEqual({ email, password: "pw", subscriptionGroupId: groupId });
      }),
    );
  });
});
