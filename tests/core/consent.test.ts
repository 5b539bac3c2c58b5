import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALL_GRANTED,
  ALL_REFUSED,
  CONSENT_COOKIE_MAX_CHARS,
  type Consent,
  consentPayload,
  consentStart,
  cookiesToClear,
  grantedCategories,
  isConsentAsked,
  mayWriteUtmCookie,
  newlyGrantedCategories,
  offersRejectAll,
  optInValue,
  parseConsentCookie,
  parseVisitorId,
  resolveVisitorId,
  serializeConsent,
  showsOptInCheckbox,
  startsAbTesting,
} from "../../src/core/consent.ts";
import { COOKIES } from "../../src/core/cookies.ts";

const consentArb: fc.Arbitrary<Consent> = fc.record({
  marketingConsent: fc.boolean(),
  analyticsConsent: fc.boolean(),
  preferencesConsent: fc.boolean(),
});
const code = fc.stringMatching(/^[A-Za-z]{2}$/);

describe("consent by country (and bots)", () => {
  it("examples", () => {
    const countries = ["GB", "de"];
    expect(isConsentAsked({ enabled: true, countries, country: "DE", isBot: false })).toBe(true);
    expect(isConsentAsked({ enabled: true, countries, country: "gb", isBot: false })).toBe(true);
    expect(isConsentAsked({ enabled: false, countries, country: "GB", isBot: false })).toBe(false);
    expect(isConsentAsked({ enabled: true, countries, country: "FR", isBot: false })).toBe(false);
    expect(isConsentAsked({ enabled: true, countries, country: null, isBot: false })).toBe(false);
    expect(isConsentAsked({ enabled: true, countries, country: "GB", isBot: true })).toBe(false);
  });

  it("property: asked iff enabled, a person, and the country is listed (any case)", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(code, { maxLength: 6 }),
        fc.option(code, { nil: null }),
        fc.boolean(),
        (enabled, countries, country, isBot) => {
          const listed =
            country !== null && countries.some((c) => c.toUpperCase() === country.toUpperCase());
          expect(isConsentAsked({ enabled, countries, country, isBot })).toBe(
            enabled && !isBot && listed,
          );
        },
      ),
    );
  });

  it("property: bots are excluded from the consent, reject-cookies and opt-in checks", () => {
    fc.assert(
      fc.property(fc.array(code), fc.option(code, { nil: null }), (countries, country) => {
        const check = { countries, country, isBot: true };
        expect(isConsentAsked({ ...check, enabled: true })).toBe(false);
        expect(offersRejectAll(check)).toBe(false);
        expect(showsOptInCheckbox(check)).toBe(false);
      }),
    );
  });

  it("opt-in value is true when the box is not shown, the box otherwise", () => {
    expect(optInValue(false, false)).toBe(true);
    expect(optInValue(true, false)).toBe(false);
    expect(optInValue(true, true)).toBe(true);
  });

  it("not asked: all granted silently, whatever is stored", () => {
    fc.assert(
      fc.property(fc.option(consentArb, { nil: null }), (stored) => {
        expect(consentStart(false, stored)).toEqual({
          kind: "grantSilently",
          consent: ALL_GRANTED,
        });
      }),
    );
    expect(consentStart(true, null)).toEqual({ kind: "ask" });
    expect(consentStart(true, ALL_REFUSED)).toEqual({ kind: "restore", consent: ALL_REFUSED });
  });
});

describe("consent cookie", () => {
  it("round-trips through its JSON value", () => {
    fc.assert(
      fc.property(consentArb, (consent) => {
        expect(parseConsentCookie(serializeConsent(consent))).toEqual(consent);
      }),
    );
  });

  it("has exactly the spec's fields", () => {
    expect(JSON.parse(serializeConsent(ALL_GRANTED))).toEqual({
      marketingConsent: true,
      analyticsConsent: true,
      preferencesConsent: true,
    });
  });

  it.each([
    "",
    "{",
    "null",
    "true",
    "[]",
    "[true,true,true]",
    '{"marketingConsent":"true","analyticsConsent":true,"preferencesConsent":true}',
    '{"marketingConsent":1,"analyticsConsent":true,"preferencesConsent":true}',
    '{"analyticsConsent":true,"preferencesConsent":true}',
    '{"__proto__":{"marketingConsent":true},"analyticsConsent":true,"preferencesConsent":true}',
  ])("tampered value %j is absent", (raw) => {
    expect(parseConsentCookie(raw)).toBeNull();
  });

  it("a huge value is absent", () => {
    const huge = `{"marketingConsent":true,"analyticsConsent":true,"preferencesConsent":true,"x":"${"a".repeat(
      CONSENT_COOKIE_MAX_CHARS,
    )}"}`;
    expect(parseConsentCookie(huge)).toBeNull();
  });

  it("property: any string never crashes; a result is always three booleans", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.string({ maxLength: 2000 })), (raw) => {
        const parsed = parseConsentCookie(raw);
        if (parsed !== null) {
          expect(Object.keys(parsed).sort()).toEqual([
            "analyticsConsent",
            "marketingConsent",
            "preferencesConsent",
          ]);
          for (const v of Object.values(parsed)) expect(typeof v).toBe("boolean");
        }
      }),
    );
  });

  it("property: extra fields are ignored, the three booleans kept", () => {
    fc.assert(
      fc.property(
        consentArb,
        fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue()),
        (c, extra) => {
          const raw = JSON.stringify({ ...extra, ...c });
          if (raw.length <= CONSENT_COOKIE_MAX_CHARS) expect(parseConsentCookie(raw)).toEqual(c);
        },
      ),
    );
  });
});

describe("cookie clearing", () => {
  it("refusing everything clears the marketing, analytics and preferences cookies, each once", () => {
    expect(cookiesToClear(ALL_REFUSED).map((c) => c.name)).toEqual([
      "utmInfo",
      "revenue",
      "subscription_sales",
      "subscription_sales_cs",
      "language_close",
    ]);
    expect(cookiesToClear(ALL_GRANTED)).toEqual([]);
  });

  it("refusing analytics alone clears utmInfo and revenue; preferences alone language_close", () => {
    const only = (refused: "analyticsConsent" | "preferencesConsent") =>
      cookiesToClear({ ...ALL_GRANTED, [refused]: false }).map((c) => c.name);
    expect(only("analyticsConsent")).toEqual(["utmInfo", "revenue"]);
    expect(only("preferencesConsent")).toEqual(["language_close"]);
  });

  it("property: exactly the cookies of the refused categories; never consent or session cookies", () => {
    const byCategory = {
      marketingConsent: ["utmInfo", "revenue", "subscription_sales", "subscription_sales_cs"],
      analyticsConsent: ["utmInfo", "revenue"],
      preferencesConsent: ["language_close"],
    } as const;
    fc.assert(
      fc.property(consentArb, (consent) => {
        const cleared = cookiesToClear(consent).map((c) => c.name);
        const expected = new Set(
          (Object.keys(byCategory) as (keyof typeof byCategory)[])
            .filter((key) => !consent[key])
            .flatMap((key) => byCategory[key]),
        );
        expect(new Set(cleared)).toEqual(expected);
        expect(cleared).toHaveLength(expected.size);
        expect(cleared).not.toContain(COOKIES.consent.name);
        expect(cleared).not.toContain(COOKIES.sessionId.name);
      }),
    );
  });
});

describe("what a decision triggers", () => {
  it("property: tag-manager events only for granted categories, each once per grant", () => {
    fc.assert(
      fc.property(fc.option(consentArb, { nil: null }), consentArb, (previous, next) => {
        const events = newlyGrantedCategories(previous, next);
        for (const category of events) expect(grantedCategories(next)).toContain(category);
        expect(new Set(events).size).toBe(events.length);
        if (previous === null) expect(events).toEqual(grantedCategories(next));
        expect(newlyGrantedCategories(next, next)).toEqual([]);
      }),
    );
  });

  it("property: A/B testing starts iff analytics is newly granted", () => {
    fc.assert(
      fc.property(fc.option(consentArb, { nil: null }), consentArb, (previous, next) => {
        expect(startsAbTesting(previous, next)).toBe(
          next.analyticsConsent && !(previous?.analyticsConsent ?? false),
        );
      }),
    );
  });

  it("property: the UTM cookie may be written iff analytics is granted", () => {
    fc.assert(
      fc.property(fc.option(consentArb, { nil: null }), (consent) => {
        expect(mayWriteUtmCookie(consent)).toBe(consent?.analyticsConsent === true);
      }),
    );
  });
});

describe("server payload", () => {
  it("property: statistics is analytics; strictly necessary is always true", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.option(code, { nil: null }),
        consentArb,
        (visitorId, country, c) => {
          const payload = consentPayload(visitorId, country, c);
          expect(payload).toEqual({
            visitor_id: visitorId,
            country_code: country === null ? "" : country.toUpperCase(),
            cookie_type: {
              marketing: c.marketingConsent,
              statistics: c.analyticsConsent,
              preferences: c.preferencesConsent,
              strictly_necessary: true,
            },
          });
        },
      ),
    );
  });
});

describe("consent visitor id", () => {
  it("keeps a valid stored id, generates one otherwise", () => {
    const generate = () => "generated-1";
    expect(resolveVisitorId("abc_123", generate)).toEqual({ visitorId: "abc_123", isNew: false });
    expect(resolveVisitorId(undefined, generate)).toEqual({
      visitorId: "generated-1",
      isNew: true,
    });
    expect(resolveVisitorId("<script>", generate)).toEqual({
      visitorId: "generated-1",
      isNew: true,
    });
  });

  it("property: a tampered id never survives", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (raw) => {
        const id = parseVisitorId(raw);
        if (id !== null) expect(/^[A-Za-z0-9_-]{1,128}$/.test(id)).toBe(true);
      }),
    );
  });
});
