import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayWriteUtmCookie } from "../../src/core/consent.ts";
import { COOKIES } from "../../src/core/cookies.ts";
import {
  parseUtmCookie,
  serializeUtm,
  UTM_KEYS,
  UTM_VALUE_MAX_CHARS,
  type UtmInfo,
  utmFields,
  utmFromQuery,
  utmToWrite,
} from "../../src/core/utm.ts";

const valueArb = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== "");
const utmArb: fc.Arbitrary<UtmInfo> = fc
  .dictionary(
    fc.constantFrom(...UTM_KEYS),
    valueArb.map((s) => s.trim()),
  )
  .filter((utm) => Object.keys(utm).length > 0);

describe("UTM capture (spec 000 §3, §9)", () => {
  it("the cookie is utmInfo, 604800 s", () => {
    expect(COOKIES.utmInfo).toMatchObject({ name: "utmInfo", maxAgeS: 604_800, path: "/" });
  });

  it("examples: utm_* of the query, in the spec's names", () => {
    expect(
      utmFromQuery("?utm_source=news&utm_medium=email&utm_campaign=spring&page=2&utm_x=1"),
    ).toEqual({ source: "news", medium: "email", campaign: "spring" });
    expect(utmFromQuery("?page=2")).toBeNull();
    expect(utmFromQuery("?utm_source=%20%20")).toBeNull();
    expect(
      utmFromQuery(
        "utm_medium=a&utm_campaign=b&utm_country=c&utm_referral=d&utm_source=e&utm_term=f&utm_content=g",
      ),
    ).toEqual({
      medium: "a",
      campaign: "b",
      country: "c",
      referral: "d",
      source: "e",
      term: "f",
      content: "g",
    });
  });

  it("(P) every utm_* field of a query is captured, and only those", () => {
    fc.assert(
      fc.property(
        utmArb,
        fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.string()),
        (utm, other) => {
          const params = new URLSearchParams();
          for (const [key, value] of Object.entries(other)) params.set(key, value);
          for (const [key, value] of Object.entries(utm)) params.set(`utm_${key}`, value as string);
          expect(utmFromQuery(params.toString())).toEqual(
            Object.fromEntries(
              Object.entries(utm).map(([k, v]) => [k, (v as string).slice(0, UTM_VALUE_MAX_CHARS)]),
            ),
          );
        },
      ),
    );
  });

  it("(P) the cookie reads back what was written; garbage reads as none", () => {
    fc.assert(
      fc.property(utmArb, (utm) => {
        expect(parseUtmCookie(serializeUtm(utm))).toEqual(utm);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const parsed = parseUtmCookie(raw);
        if (parsed !== null) for (const key of Object.keys(parsed)) expect(UTM_KEYS).toContain(key);
      }),
    );
    expect(parseUtmCookie("[1]")).toBeNull();
    expect(parseUtmCookie("{}")).toBeNull();
  });

  it("(P) written only with analytics consent", () => {
    fc.assert(
      fc.property(
        fc.option(utmArb, { nil: null }),
        fc.option(
          fc.record({
            marketingConsent: fc.boolean(),
            analyticsConsent: fc.boolean(),
            preferencesConsent: fc.boolean(),
          }),
          { nil: null },
        ),
        (utm, consent) => {
          const written = utmToWrite(utm, mayWriteUtmCookie(consent));
          expect(written).toEqual(utm !== null && consent?.analyticsConsent === true ? utm : null);
        },
      ),
    );
  });

  it("(P) the call fields are the present fields", () => {
    fc.assert(
      fc.property(utmArb, (utm) => {
        expect(utmFields(utm)).toEqual(utm);
      }),
    );
  });
});
