import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  apiError,
  asApiError,
  isApiError,
  userLoadResetsSession,
} from "../../src/core/apiError.ts";

describe("asApiError: every rejection as an ApiError (spec 001 §8: errors default to 500)", () => {
  const causes = fc.constantFrom("network", "timeout", "status", "decode") as fc.Arbitrary<
    "network" | "timeout" | "status" | "decode"
  >;

  it("keeps an ApiError as it is", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), causes, (status, cause) => {
        const error = apiError(status, cause);
        expect(asApiError(error)).toBe(error);
      }),
    );
  });

  it("anything else becomes a 500 that got no usable answer", () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        fc.pre(!isApiError(thrown));
        const error = asApiError(thrown);
        expect(error.status).toBe(500);
        expect(error.cause).toBe("network");
        expect(error.message).toBe("Oops!!!, something went wrong. Please try again later.");
      }),
    );
  });
});

describe("the user's details refused (spec 001 §4: 401 or 403 resets to anonymous)", () => {
  it("resets on 401 and 403 only; any other status keeps the session (a toast)", () => {
    expect(userLoadResetsSession(401)).toBe(true);
    expect(userLoadResetsSession(403)).toBe(true);
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }).filter((s) => s !== 401 && s !== 403),
        (status) => {
          expect(userLoadResetsSession(status)).toBe(false);
        },
      ),
    );
  });
});
