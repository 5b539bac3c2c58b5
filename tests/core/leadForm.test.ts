import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  asErrorListItem,
  DEFAULT_LEAD_POSITION,
  EMPTY_LEAD_FORM,
  isLeadFormValid,
  LEAD_POSITIONS,
  type LeadFormValues,
  leadPositionOf,
  shownLeadErrors,
  subscriptionPayload,
  validateLeadForm,
  withUtm,
} from "../../src/core/leadForm.ts";
import { validation } from "../../src/core/messages.ts";

const validEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9._-]{1,12}$/), fc.stringMatching(/^[a-z0-9]{1,10}$/))
  .map(([local, domain]) => `${local}@${domain}.com`);
const formArb: fc.Arbitrary<LeadFormValues> = fc.record({
  email: fc.oneof(validEmail, fc.string(), fc.constant(""), fc.constant("   ")),
  termsAndConditions: fc.boolean(),
  marketingMailCheckbox: fc.boolean(),
});

describe("lead form validation (spec 000 §5)", () => {
  it("examples: messages with the leading asterisk", () => {
    expect(shownLeadErrors(EMPTY_LEAD_FORM, true)).toEqual({
      email: "* This field is required",
      termsAndConditions: "* This field is required",
    });
    expect(
      shownLeadErrors(
        { ...EMPTY_LEAD_FORM, email: "not-an-email", termsAndConditions: true },
        true,
      ),
    ).toEqual({ email: `* ${validation.invalidEmail}` });
    expect(shownLeadErrors(EMPTY_LEAD_FORM, false)).toEqual({});
  });

  it("(P) valid exactly when the e-mail is valid and the terms are ticked; the opt-in never matters", () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const errors = validateLeadForm(form);
        const emailOk = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(form.email.trim());
        expect(isLeadFormValid(form)).toBe(emailOk && form.termsAndConditions);
        expect(errors.email === undefined).toBe(emailOk);
        expect(errors.termsAndConditions === undefined).toBe(form.termsAndConditions);
        expect(
          isLeadFormValid({ ...form, marketingMailCheckbox: !form.marketingMailCheckbox }),
        ).toBe(isLeadFormValid(form));
      }),
    );
  });

  it("(P) every shown message starts with the asterisk", () => {
    fc.assert(
      fc.property(formArb, (form) => {
        for (const message of Object.values(shownLeadErrors(form, true)))
          expect(message?.startsWith("* ")).toBe(true);
      }),
    );
    expect(asErrorListItem("x")).toBe("* x");
  });
});

describe("lead positions", () => {
  it("(P) a known lead_position is kept; anything else is pop_up", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...LEAD_POSITIONS), fc.string()), (value) => {
        const position = leadPositionOf(value);
        expect(position).toBe(
          (LEAD_POSITIONS as readonly string[]).includes(value) ? value : DEFAULT_LEAD_POSITION,
        );
      }),
    );
    expect(DEFAULT_LEAD_POSITION).toBe("pop_up");
  });
});

describe("the POST /newsletter_subscriber body (spec 001 §7)", () => {
  const context = {
    marketingFormKey: "cinema-newsletter",
    leadPosition: "footer" as const,
    leadText: "WATCH FREE",
    optInShown: false,
  };

  it("example", () => {
    expect(
      subscriptionPayload(
        { email: " a@b.com ", termsAndConditions: true, marketingMailCheckbox: false },
        context,
      ),
    ).toEqual({
      email: "a@b.com",
      marketing_form_key: "cinema-newsletter",
      leadPosition: "footer",
      leadText: "WATCH FREE",
      legalConsent: true,
      accepted_mailing: true,
    });
  });

  it("(P) accepted_mailing is true where the box is not shown, else the box", () => {
    fc.assert(
      fc.property(formArb, fc.boolean(), (form, optInShown) => {
        const payload = subscriptionPayload(form, { ...context, optInShown });
        expect(payload.accepted_mailing).toBe(optInShown ? form.marketingMailCheckbox : true);
        expect(payload.legalConsent).toBe(form.termsAndConditions);
        expect(payload.email).toBe(form.email.trim());
      }),
    );
  });

  it("UTM fields are added only when the cookie exists", () => {
    const payload = subscriptionPayload(
      { email: "a@b.com", termsAndConditions: true, marketingMailCheckbox: false },
      context,
    );
    expect(withUtm(payload, null)).toEqual(payload);
    expect(withUtm(payload, { source: "news", campaign: "spring" })).toEqual({
      ...payload,
      source: "news",
      campaign: "spring",
    });
  });
});
