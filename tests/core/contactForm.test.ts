import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  contactMessageOf,
  contactMessages,
  validateContactForm,
} from "../../src/core/contactForm.ts";
import { validation } from "../../src/core/messages.ts";
import { CONTACT_MESSAGE_MIN, CONTACT_SUBJECTS } from "../../src/core/schema/help.ts";

const valid = {
  name: "Ada Lovelace",
  email: "ada@cinema.test",
  subject: "playback",
  message: "The film stops after ten minutes.",
};

describe("contact form", () => {
  it("accepts a complete form and sends it trimmed", () => {
    expect(validateContactForm(valid)).toEqual({});
    expect(contactMessageOf({ ...valid, name: "  Ada  " })?.name).toBe("Ada");
  });

  it("requires every field, whatever blank it holds", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n]*$/), (blank) => {
        const errors = validateContactForm({
          name: blank,
          email: blank,
          subject: blank,
          message: blank,
        });
        expect(errors).toEqual({
          name: validation.required,
          email: validation.required,
          subject: validation.required,
          message: validation.required,
        });
      }),
    );
  });

  it("refuses a malformed e-mail and a subject outside the list", () => {
    expect(validateContactForm({ ...valid, email: "ada@" }).email).toBe(validation.invalidEmail);
    fc.assert(
      fc.property(fc.string(), (subject) => {
        const invalid = !(CONTACT_SUBJECTS as readonly string[]).includes(subject);
        expect(validateContactForm({ ...valid, subject }).subject !== undefined).toBe(invalid);
        expect(contactMessageOf({ ...valid, subject }) === null).toBe(invalid);
      }),
    );
  });

  it("counts the message's length once trimmed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (length) => {
        const message = `  ${"a".repeat(length)}  `;
        const error = validateContactForm({ ...valid, message }).message;
        expect(error).toBe(
          length < CONTACT_MESSAGE_MIN ? contactMessages.messageTooShort : undefined,
        );
      }),
    );
  });
});
