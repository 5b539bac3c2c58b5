import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errors, success, validation } from "../../src/core/messages.ts";
import {
  resetFailureMessage,
  resetFormErrors,
  resetPayload,
  resetRequestError,
  resetRequestOutcome,
} from "../../src/core/passwordReset.ts";

describe("password reset (spec 000 §2, §5; 001 §7, §8)", () => {
  it("request outcome: 2xx 'Details sent to your email', 404/422 the unknown e-mail message (P)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 599 }), (status) => {
        const outcome = resetRequestOutcome(status);
        if (status < 300) expect(outcome).toEqual({ kind: "sent", message: success.detailsSent });
        else if (status === 404 || status === 422)
          expect(outcome).toEqual({ kind: "unknownEmail", message: errors.noUserWithEmail });
        else expect(outcome).toEqual({ kind: "failed", status });
      }),
    );
  });

  it("the reset confirmation must match: 'Password confirmation does not match' (P)", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 30 }),
        fc.string({ maxLength: 30 }),
        (password, confirmation) => {
          const found = resetFormErrors({ password, password_confirmation: confirmation });
          expect(found.password_confirmation).toBe(
            password === confirmation ? undefined : validation.passwordConfirmation,
          );
        },
      ),
    );
  });

  it("any failure of the token or the reset reads the same sentence (P)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), (status) => {
        expect(resetFailureMessage(status)).toBe(errors.resetFailed);
      }),
    );
  });

  it("the request needs an e-mail; the payload carries e-mail, token and both passwords", () => {
    expect(resetRequestError(" ")).toBe(validation.required);
    expect(resetRequestError("nope")).toBe(validation.invalidEmail);
    expect(resetRequestError(" a@b.co ")).toBeNull();
    expect(resetPayload(" a@b.co ", "t", { password: "p", password_confirmation: "p" })).toEqual({
      email: "a@b.co",
      token: "t",
      password: "p",
      password_confirmation: "p",
    });
  });
});
