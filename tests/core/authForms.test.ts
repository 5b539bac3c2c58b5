import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isFormValid,
  isValidEmail,
  loginFieldErrors,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLengthError,
  passwordLengthMessages,
  shownFieldError,
  validateLoginForm,
  validateSignUpForm,
} from "../../src/core/authForms.ts";
import { validation } from "../../src/core/messages.ts";

const blank = fc.stringMatching(/^[ \t]*$/);
const filled = fc.string({ minLength: 1 }).filter((s) => s.trim() !== "");
const email = fc.emailAddress();
/** A password a person may choose: 8 to 128 characters once trimmed. */
const goodPassword = fc
  .string({ unit: "grapheme-composite", minLength: PASSWORD_MIN_LENGTH, maxLength: 40 })
  .filter((s) => {
    const length = [...s.trim()].length;
    return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
  });

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
  it("a valid e-mail and a confirmed password of 8 to 128 characters pass", () => {
    fc.assert(
      fc.property(email, goodPassword, (mail, password) => {
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
        validateSignUpForm({ email: bad, password: "x-secret-1", password_confirmation: "x" })
          .email,
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

  it("a password shorter than 8 or longer than 128 characters (trimmed) is refused", () => {
    const characters = (min: number, max: number) =>
      fc
        .array(fc.string({ unit: "grapheme-composite", minLength: 1, maxLength: 1 }), {
          minLength: min,
          maxLength: max,
        })
        .map((chars) => chars.join(""));
    fc.assert(
      fc.property(email, fc.nat({ max: 300 }), (mail, length) => {
        const password = "p".repeat(length);
        const form = { email: mail, password, password_confirmation: password };
        const expected =
          length === 0
            ? validation.required
            : length < PASSWORD_MIN_LENGTH
              ? "Password must be at least 8 characters"
              : length > PASSWORD_MAX_LENGTH
                ? "Password must be at most 128 characters"
                : undefined;
        expect(validateSignUpForm(form).password).toBe(expected);
      }),
    );
    // Characters are counted as a person counts them (code points), after trimming.
    fc.assert(
      fc.property(characters(1, 300), (password) => {
        const count = [...password].length;
        expect(passwordLengthError(password)).toBe(
          count < PASSWORD_MIN_LENGTH
            ? passwordLengthMessages.tooShort
            : count > PASSWORD_MAX_LENGTH
              ? passwordLengthMessages.tooLong
              : undefined,
        );
      }),
    );
    expect(passwordLengthError("😀".repeat(8))).toBeUndefined();
    expect(passwordLengthError("😀".repeat(7))).toBe(passwordLengthMessages.tooShort);
    const padded = "   seven77   ";
    expect(
      validateSignUpForm({ email: "a@b.co", password: padded, password_confirmation: padded })
        .password,
    ).toBe(passwordLengthMessages.tooShort);
    expect(passwordLengthError("cinema-demo")).toBeUndefined();
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

describe("messages at the fields after the server answers (issue 26)", () => {
  const serverErrors = fc.dictionary(
    fc.constantFrom("email", "password", "username"),
    fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 3 }),
  );

  it("refused credentials (400, 401) mark the password field; other failures keep the server's fields", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), serverErrors, (status, fields) => {
        const shown = loginFieldErrors(status, fields);
        if (status === 400 || status === 401)
          expect(shown).toEqual({ password: ["The e-mail or password is not right."] });
        else expect(shown).toBe(fields);
      }),
    );
  });

  it("the form's own message wins; the server's shows only after this form was submitted", () => {
    const messages = fc.dictionary(
      fc.constantFrom("email", "password", "username"),
      fc.string({ minLength: 1 }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom("email", "password", "username"),
        messages,
        messages,
        fc.boolean(),
        (field, own, server, submitted) => {
          const shown = shownFieldError(field, own, server, submitted);
          if (own[field] !== undefined) expect(shown).toBe(own[field]);
          else if (submitted) expect(shown).toBe(server[field]);
          else expect(shown).toBeUndefined();
        },
      ),
    );
  });
});
