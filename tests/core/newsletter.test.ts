import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  confirmationOf,
  DEFAULT_NEWSLETTER_INFO,
  EMAIL_OPT_IN_EVENT,
  emailProviderShortcut,
  gmailSniperLink,
  isGmailAddress,
  isMarketingToolBlocked,
  NEWSLETTER_INFO_KEYS,
  newsletterInfoOf,
  OPT_IN_EVENT,
  registerResultOf,
  subscribeEvents,
  subscribeOutcome,
} from "../../src/core/newsletter.ts";
import {
  confirmationText,
  newsletter,
  registerResultText,
} from "../../src/core/newsletterMessages.ts";

const responseArb = fc.option(
  fc.record(
    {
      status: fc.constantFrom("success", "already_subscribed", "error"),
      is_user_logged_in: fc.boolean(),
      user: fc.option(fc.record({ id: fc.nat() }), { nil: null }),
    },
    { requiredKeys: [] },
  ),
  { nil: null },
);

describe("a subscribe answer (spec 000 §4, 001 §4, §7)", () => {
  it("(P) nothing without a user; otherwise logged-in and opt-in as answered", () => {
    fc.assert(
      fc.property(responseArb, (response) => {
        const outcome = subscribeOutcome(response);
        const user = response?.user ?? null;
        if (user === null) {
          expect(outcome).toEqual({ kind: "nothing" });
          expect(subscribeEvents(outcome, "footer")).toEqual([]);
          return;
        }
        expect(outcome).toEqual({
          kind: "subscribed",
          loggedIn: response?.is_user_logged_in === true,
          emailOptIn: response?.status === "success",
          userId: user.id,
        });
        const events = subscribeEvents(outcome, "footer").map((e) => e.event);
        expect(events.includes(EMAIL_OPT_IN_EVENT)).toBe(response?.status === "success");
        expect(events.includes(OPT_IN_EVENT)).toBe(response?.is_user_logged_in === true);
      }),
    );
  });

  it("(P) 'sent your free movies' only logged in and not premium; otherwise 'You are already a user.'", () => {
    fc.assert(
      fc.property(responseArb, fc.boolean(), (response, premium) => {
        const outcome = subscribeOutcome(response);
        const confirmation = confirmationOf(outcome, premium);
        const loggedIn = outcome.kind === "subscribed" && outcome.loggedIn;
        expect(confirmation).toBe(loggedIn && !premium ? "freeMoviesSent" : "alreadyUser");
        expect(registerResultOf(outcome)).toBe(loggedIn ? "verificationSent" : "alreadyRegistered");
      }),
    );
    expect(confirmationText("alreadyUser", "a@b.c")).toBe("You are already a user.");
    expect(confirmationText("freeMoviesSent", "a@b.c")).toContain("sent your free movies to a@b.c");
    expect(registerResultText("alreadyRegistered")).toBe("This email is already registered");
    expect(registerResultText("verificationSent")).toBe(newsletter.verificationSent);
  });
});

describe("the e-mail-provider shortcut", () => {
  it("examples: a sniper link to the sender's message in Gmail", () => {
    expect(gmailSniperLink("jane@gmail.com", "hello@cinema.test")).toBe(
      "https://mail.google.com/mail/u/jane%40gmail.com/#search/from%3A(hello%40cinema.test)%20in%3Aanywhere%20newer_than%3A1d",
    );
    expect(isGmailAddress("Jane@GMAIL.com")).toBe(true);
    expect(isGmailAddress("jane@googlemail.com")).toBe(true);
    expect(isGmailAddress("jane@gmail.co")).toBe(false);
    expect(isGmailAddress("gmail.com")).toBe(false);
  });

  it("(P) only for gmail addresses, only where a sender is configured", () => {
    const local = fc.stringMatching(/^[a-z0-9.]{1,10}$/);
    const domain = fc.constantFrom(
      "gmail.com",
      "GMail.com",
      "googlemail.com",
      "yahoo.com",
      "cinema.test",
    );
    fc.assert(
      fc.property(
        local,
        domain,
        fc.option(fc.constantFrom("hello@cinema.test", "", "  "), { nil: null }),
        (l, d, sender) => {
          const email = `${l}@${d}`;
          const link = emailProviderShortcut(email, sender);
          const enabled = sender !== null && sender.trim() !== "";
          const gmail = ["gmail.com", "googlemail.com"].includes(d.toLowerCase());
          expect(link !== null).toBe(enabled && gmail);
          if (link !== null) {
            expect(link.startsWith("https://mail.google.com/mail/u/")).toBe(true);
            expect(decodeURIComponent(link)).toContain(`from:(${sender?.trim()})`);
          }
        },
      ),
    );
  });
});

describe("newsletter info config from the settings", () => {
  it("examples: the setting's JSON, else the site's default", () => {
    const custom = {
      newsletterFormId: "form-9",
      buttonText: "GET FREE MOVIE",
      modalTitle: "Free film",
      modalSubtitle: null,
      excludes: ["/lp"],
    };
    expect(
      newsletterInfoOf(
        [{ key: NEWSLETTER_INFO_KEYS.popup, value: JSON.stringify(custom) }],
        "popup",
      ),
    ).toEqual(custom);
    expect(newsletterInfoOf([], "playAttempt")).toEqual(DEFAULT_NEWSLETTER_INFO.playAttempt);
    expect(DEFAULT_NEWSLETTER_INFO.playAttempt.modalTitle).toBe("Wanna watch this film for free?");
    expect(
      newsletterInfoOf([{ key: NEWSLETTER_INFO_KEYS.popup, value: "{not json" }], "popup"),
    ).toEqual(DEFAULT_NEWSLETTER_INFO.popup);
  });

  it("(P) never throws; unreadable values give the default", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (value) => {
        const info = newsletterInfoOf([{ key: NEWSLETTER_INFO_KEYS.popup, value }], "popup");
        expect(typeof info.newsletterFormId).toBe("string");
        expect(info.newsletterFormId.trim()).not.toBe("");
      }),
    );
  });
});

describe("the marketing tool counts as blocked without a dataLayer", () => {
  it("examples", () => {
    expect(isMarketingToolBlocked([])).toBe(false);
    expect(isMarketingToolBlocked(undefined)).toBe(true);
    expect(isMarketingToolBlocked({})).toBe(true);
    expect(isMarketingToolBlocked(null)).toBe(true);
  });
});
