import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isFormValid,
  isValidEmail,
  validateLoginForm,
  validateSignUpForm,
} from "../../src/core/authForms.ts";
import { validation } from "../../src/core/messages.ts";

const blank = fc.stringMatching(/^[ \t]*$/);
const filled = fc.string({ minLength: 1 }).filter((s) => s.trim() !== "");
const email = fc.emailAddress();

describe("login form validation", () => {
  it("requires username and password, 'This field is required'", () => {
    fc.assert(
      fc.property(fc.oneof(blank, filled), fc.oneof(blank, filled), (username, password) => {
        const errors = validateLoginForm({ username, password });
        expect(errors.username).toBe(username.trim() === "" ? validation.required : undefined);
        expect(errors.password).toBe(password.trim() === "" ? validation.required : undefined);
        expect(isFormValid(errors)).toBe(username.trim() !== "" && password.trim() !== "");
      }),
    );
  });
});

describe("sign-up form validation", () => {
  it("a valid e-mail and a confirmed password pass", () => {
    fc.assert(
      fc.property(email, filled, (mail, password) => {
        const errors = validateSignUpForm({
          email: mail,
          password,
          password_confirmation: password,
        });
        expect(errors).toEqual({});
      }),
    );
  });

  it("a blank e-mail is required, a malformed one invalid", () => {
    fc.assert(
      fc.property(blank, filled, (mail, password) => {
        const form = { email: mail, password, password_confirmation: password };
        expect(validateSignUpForm(form).email).toBe(validation.required);
      }),
    );
    for (const bad of ["viewer", "viewer@", "@cinema.test", "a b@cinema.test", "viewer@cinema"]) {
      expect(isValidEmail(bad)).toBe(false);
      expect(
        validateSignUpForm({ email: bad, password: "x", password_confirmation: "x" }).email,
      ).toBe(validation.invalidEmail);
    }
  });

  it("requires a password", () => {
    fc.assert(
      fc.property(email, blank, (mail, password) => {
        const form = { email: mail, password, password_confirmation: password };
        expect(validateSignUpForm(form).password).toBe(validation.required);
      }),
    );
  });

  it("confirmation must equal the password, 'Password confirmation does not match'", () => {
    fc.assert(
      fc.property(email, filled, fc.string(), (mail, password, confirmation) => {
        const errors = validateSignUpForm({
          email: mail,
          password,
          password_confirmation: confirmation,
        });
        expect(errors.password_confirmation).toBe(
          confirmation === password ? undefined : validation.passwordConfirmation,
        );
      }),
    );
  });
});
