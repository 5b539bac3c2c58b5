import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  complaintMessageOf,
  isContentUrl,
  validateComplaintForm,
} from "../../src/core/complaintForm.ts";
import { sendFailureOf } from "../../src/core/contactForm.ts";

const valid = {
  name: "Ada Lovelace",
  email: "ada@cinema.test",
  url: "https://cinema.test/movies/the-long-night",
  reason: "copyright",
  details: "The soundtrack is mine, used without a licence.",
};

describe("complaints and content removal form", () => {
  it("accepts a complete form and sends it trimmed", () => {
    expect(validateComplaintForm(valid)).toEqual({});
    expect(complaintMessageOf({ ...valid, url: `  ${valid.url} ` })?.url).toBe(valid.url);
  });

  it("requires every field, whatever blank it holds", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n]*$/), (blank) => {
        expect(
          validateComplaintForm({
            name: blank,
            email: blank,
            url: blank,
            reason: blank,
            details: blank,
          }),
        ).toEqual({
          name: "This field is required",
          email: "This field is required",
          url: "This field is required",
          reason: "This field is required",
          details: "This field is required",
        });
      }),
    );
  });

  it("takes only http(s) addresses as the content's URL", () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(isContentUrl(url)).toBe(true);
        expect(complaintMessageOf({ ...valid, url })).not.toBeNull();
      }),
    );
    for (const url of [
      "javascript:alert(1)",
      "ftp://cinema.test/x",
      "cinema.test/movies",
      "https://",
      "https://a b.test",
    ]) {
      expect(isContentUrl(url), url).toBe(false);
      expect(complaintMessageOf({ ...valid, url }), url).toBeNull();
    }
  });

  it("sends nothing while any field is wrong", () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string(),
          email: fc.string(),
          url: fc.string(),
          reason: fc.string(),
          details: fc.string(),
        }),
        (form) => {
          const errors = validateComplaintForm(form);
          expect(complaintMessageOf(form) === null).toBe(Object.keys(errors).length > 0);
        },
      ),
    );
  });
});

describe("a support form's failed send", () => {
  const fields = ["name", "email", "url", "reason", "details"];

  it("shows a 422's messages under the form's own fields, else the error's message", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...fields, "other", "token"),
          fc.array(fc.string({ minLength: 1 }), { minLength: 1 }),
        ),
        fc.string(),
        (fieldErrors, message) => {
          const shown = sendFailureOf({ status: 422, message, fieldErrors }, fields);
          const known = Object.keys(fieldErrors).filter((f) => fields.includes(f));
          expect(Object.keys(shown.errors).sort()).toEqual(known.sort());
          for (const f of known) expect(shown.errors[f]).toBe(fieldErrors[f]?.[0]);
          expect(shown.failure).toBe(known.length > 0 ? null : message);
        },
      ),
    );
  });

  it("shows the flood text for a 429 and the message for any other status", () => {
    expect(sendFailureOf({ status: 429, message: "x", fieldErrors: {} }, fields)).toEqual({
      errors: {},
      failure: "You have sent several messages already; please wait a few minutes.",
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }).filter((s) => s !== 422 && s !== 429),
        fc.string(),
        (status, message) => {
          expect(sendFailureOf({ status, message, fieldErrors: { url: ["x"] } }, fields)).toEqual({
            errors: {},
            failure: message,
          });
        },
      ),
    );
  });
});
