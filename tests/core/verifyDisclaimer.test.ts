import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isVerifyAccountPath,
  type VerifyDisclaimerFacts,
  verifyDisclaimerFor,
} from "../../src/core/verifyDisclaimer.ts";

const pathArb = fc.oneof(
  fc.constantFrom(
    "/",
    "/profile",
    "/movies",
    "/verify-account",
    "/verify-account/abc",
    "/es/verify-account",
  ),
  fc.webPath(),
);
const factsArb: fc.Arbitrary<VerifyDisclaimerFacts> = fc.record({
  isLoggedIn: fc.boolean(),
  emailVerified: fc.constantFrom(true, false, null),
  newsletterSubscriber: fc.boolean(),
  pathname: pathArb,
});

describe("the verify-account disclaimer (spec 000 §6)", () => {
  it("a logged-in member with an unverified e-mail is asked to verify, newsletter or not (P)", () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const shown = verifyDisclaimerFor({ ...facts, isLoggedIn: true, emailVerified: false });
        expect(shown).toBe(isVerifyAccountPath(facts.pathname) ? "none" : "unverified");
      }),
    );
  });

  it("a verified or still loading member sees none (P)", () => {
    fc.assert(
      fc.property(factsArb, fc.constantFrom(true, null), (facts, verified) => {
        expect(verifyDisclaimerFor({ ...facts, isLoggedIn: true, emailVerified: verified })).toBe(
          "none",
        );
      }),
    );
  });

  it("a visitor sees the newsletter disclaimer exactly when subscribed (P)", () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const shown = verifyDisclaimerFor({ ...facts, isLoggedIn: false });
        const expected =
          facts.newsletterSubscriber && !isVerifyAccountPath(facts.pathname)
            ? "newsletter"
            : "none";
        expect(shown).toBe(expected);
      }),
    );
  });

  it("never on the verify-account pages, which carry the same action", () => {
    expect(isVerifyAccountPath("/verify-account")).toBe(true);
    expect(isVerifyAccountPath("/verify-account/tok-1")).toBe(true);
    expect(isVerifyAccountPath("/es/verify-account/tok-1")).toBe(true);
    expect(isVerifyAccountPath("/verify-accounts")).toBe(false);
    expect(isVerifyAccountPath("/profile")).toBe(false);
  });
});
