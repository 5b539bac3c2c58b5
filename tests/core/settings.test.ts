import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isConsentAsked } from "../../src/core/consent.ts";
import type { Setting, SettingValue } from "../../src/core/schema/settings.ts";
import {
  firstVisitSettings,
  settingCodeList,
  settingFlag,
  settingList,
  settingText,
  unreadableFirstVisitSettings,
} from "../../src/core/settings.ts";

const one = (value: SettingValue): Setting[] => [{ key: "consent-enabled", value }];
const list = (value: SettingValue): Setting[] => [{ key: "consent-countries", value }];

const anyValue: fc.Arbitrary<SettingValue> = fc.oneof(
  fc.string(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.string()),
  fc.constant(null),
);

describe("settingFlag", () => {
  it.each([true, 1, 2, "1", "true", "TRUE", " on ", "yes", "enabled"])("%j is on", (v) => {
    expect(settingFlag(one(v), "consent-enabled")).toBe(true);
  });

  it.each([false, 0, Number.NaN, "0", "false", "off", "", null, ["1"]])("%j is off", (v) => {
    expect(settingFlag(one(v), "consent-enabled")).toBe(false);
  });

  it("a missing key is off", () => {
    expect(settingFlag([], "consent-enabled")).toBe(false);
  });

  it("the first entry of a repeated key wins", () => {
    expect(
      settingFlag(
        [
          { key: "consent-enabled", value: true },
          { key: "consent-enabled", value: false },
        ],
        "consent-enabled",
      ),
    ).toBe(true);
  });
});

describe("settingList / settingCodeList / settingText", () => {
  it("reads lists and comma- or space-separated text", () => {
    expect(settingList(list(["GB", " DE ", ""]), "consent-countries")).toEqual(["GB", "DE"]);
    expect(settingList(list("GB, de;FR  IT"), "consent-countries")).toEqual([
      "GB",
      "de",
      "FR",
      "IT",
    ]);
    expect(settingList(list(null), "consent-countries")).toEqual([]);
    expect(settingList(list(3), "consent-countries")).toEqual([]);
  });

  it("normalises codes and drops junk", () => {
    expect(settingCodeList(list(["gb", "<x>", "us"]), "consent-countries")).toEqual(["GB", "US"]);
  });

  it("reads text", () => {
    const s: Setting[] = [{ key: "age-verification-background-desktop", value: " /a.jpg " }];
    expect(settingText(s, "age-verification-background-desktop")).toBe("/a.jpg");
    expect(settingText([], "age-verification-background-desktop")).toBeNull();
  });

  it("property: any value of any shape reads without throwing, lists hold only non-blank text", () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const items = settingList(list(value), "consent-countries");
        for (const item of items) expect(item.trim()).toBe(item);
        for (const item of items) expect(item).not.toBe("");
        expect(typeof settingFlag(one(value), "consent-enabled")).toBe("boolean");
        const text = settingText(one(value), "consent-enabled");
        expect(text === null || text.trim() !== "").toBe(true);
      }),
    );
  });
});

describe("firstVisitSettings", () => {
  it("reads every first-visit setting", () => {
    const settings: Setting[] = [
      { key: "consent-enabled", value: "1" },
      { key: "consent-countries", value: ["gb", "de"] },
      { key: "reject-cookies-countries", value: "FR" },
      { key: "opt-in-checkbox-countries", value: ["IT"] },
      { key: "age-restriction-enabled", value: true },
      { key: "requires_age_verification_countries", value: ["GB", "US"] },
      { key: "requires_age_verification_us_states", value: ["tx", "ut"] },
      { key: "age-verification-background-desktop", value: "/d.jpg" },
      { key: "age-verification-background-mobile", value: "/m.jpg" },
    ];
    expect(firstVisitSettings(settings)).toEqual({
      consentEnabled: true,
      consentCountries: ["GB", "DE"],
      rejectCookiesCountries: ["FR"],
      optInCheckboxCountries: ["IT"],
      ageRestrictionEnabled: true,
      ageVerificationCountries: ["GB", "US"],
      ageVerificationUsStates: ["TX", "UT"],
      ageVerificationBackground: { desktop: "/d.jpg", mobile: "/m.jpg" },
    });
  });

  it("no settings: everything off", () => {
    expect(firstVisitSettings([])).toEqual({
      consentEnabled: false,
      consentCountries: [],
      rejectCookiesCountries: [],
      optInCheckboxCountries: [],
      ageRestrictionEnabled: false,
      ageVerificationCountries: [],
      ageVerificationUsStates: [],
      ageVerificationBackground: { desktop: null, mobile: null },
    });
  });
});

describe("unreadableFirstVisitSettings (settings could not be read)", () => {
  it("never grants consent silently on a guess: a person anywhere is asked", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}$/), (country) => {
        const settings = unreadableFirstVisitSettings(country);
        expect(
          isConsentAsked({
            enabled: settings.consentEnabled,
            countries: settings.consentCountries,
            country,
            isBot: false,
          }),
        ).toBe(true);
        expect(settings.ageRestrictionEnabled).toBe(true);
      }),
    );
  });
});
