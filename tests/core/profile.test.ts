import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errors, validation } from "../../src/core/messages.ts";
import {
  changesEmail,
  confirmationError,
  hasProfileChanges,
  newPasswordErrors,
  PROFILE_FIELDS,
  passwordChangeErrors,
  passwordChangeFailureMessage,
  profileChanges,
  profileFormOf,
} from "../../src/core/profile.ts";

const blank = fc.constantFrom("", " ", "  \t", "\n");
const text = fc.string({ maxLength: 20 });
const form = fc.record(
  Object.fromEntries(PROFILE_FIELDS.map((f) => [f, fc.oneof(blank, text)])) as Record<
    (typeof PROFILE_FIELDS)[number],
    fc.Arbitrary<string>
  >,
);

describe("profile update (spec 000 §3, §5; 001 §5)", () => {
  it("sends exactly the non-blank fields, trimmed (P)", () => {
    fc.assert(
      fc.property(form, (values) => {
        const sent = profileChanges(values);
        for (const field of PROFILE_FIELDS) {
          const trimmed = values[field].trim();
          if (trimmed === "") expect(sent).not.toHaveProperty(field);
          else expect(sent[field]).toBe(trimmed);
        }
        expect(hasProfileChanges(values)).toBe(Object.keys(sent).length > 0);
      }),
    );
  });

  it("the form starts from the user with nulls as blanks, and unchanged fields are sent again", () => {
    const form0 = profileFormOf({
      name: "Rita",
      last_name: null,
      email: "r@example.com",
      city: null,
      birth_date_day: 12,
      birth_date_month: 5,
      birth_date_year: null,
    });
    expect(form0.last_name).toBe("");
    expect(profileChanges(form0)).toEqual({
      name: "Rita",
      email: "r@example.com",
      birth_date_day: "12",
      birth_date_month: "5",
    });
  });
});

describe("passwords (spec 000 §5; 001 §5)", () => {
  it("a failed change always reads 'Current password is not correct.' (P)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), (status) => {
        expect(passwordChangeFailureMessage(status)).toBe(errors.currentPasswordWrong);
      }),
    );
  });

  it("the confirmation must equal the password exactly (P)", () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(confirmationError(a, b)).toBe(a === b ? null : validation.passwordConfirmation);
      }),
    );
  });

  it("the change form requires every field and the sign-up length rule", () => {
    expect(
      passwordChangeErrors({ current_password: "", password: "", password_confirmation: "" }),
    ).toEqual({
      current_password: validation.required,
      password: validation.required,
    });
    expect(newPasswordErrors("short", "short").password).toMatch(/at least 8/);
    expect(newPasswordErrors("long-enough", "long-enough")).toEqual({});
    expect(newPasswordErrors("long-enough", "long-enougH")).toEqual({
      password_confirmation: validation.passwordConfirmation,
    });
  });
});

describe("changesEmail (issue 23: a new address needs the current password)", () => {
  it("is true only for a non-blank address that differs without case from the account's", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.emailAddress(), (current, next) => {
        expect(changesEmail({ email: next }, current)).toBe(
          next.toLowerCase() !== current.toLowerCase(),
        );
        expect(changesEmail({ email: ` ${current.toUpperCase()} ` }, current)).toBe(false);
        expect(changesEmail({ email: "   " }, current)).toBe(false);
        expect(changesEmail({ name: "x" }, current)).toBe(false);
      }),
    );
  });
});
