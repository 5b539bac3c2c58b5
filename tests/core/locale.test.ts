import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isSupportedLocale,
  type Locale,
  localeFromLanguages,
  resolveLocale,
  routeLocaleOf,
  SUPPORTED_LOCALES,
  withLocale,
  withoutLocale,
} from "../../src/core/locale.ts";
import { ROUTE_LOCALES } from "../../src/core/routeTable.ts";

const localeArb = fc.constantFrom(...SUPPORTED_LOCALES);
const segmentArb = fc
  .stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/)
  .filter((s) => !isSupportedLocale(s));
const bareArb = fc
  .tuple(
    fc.array(segmentArb, { maxLength: 4 }),
    fc.constantFrom("", "?page=2", "#top", "?a=1&b=2#x"),
  )
  .map(([parts, suffix]) => `/${parts.join("/")}${suffix}`);
const pathArb = fc
  .tuple(fc.option(fc.constantFrom(...ROUTE_LOCALES), { nil: null }), bareArb)
  .map(([locale, bare]) => (locale === null ? bare : withLocale(bare, locale)));
const languageArb = fc.oneof(
  fc.constantFrom("es-ES", "fr", "de-AT", "en-GB", "pt-BR", "it", "ja", "zh-Hans", "*", "EN"),
  fc.string({ maxLength: 8 }),
);

describe("locale prefixes", () => {
  it("withLocale then withoutLocale gives the bare path; routeLocaleOf reads the prefix back", () => {
    fc.assert(
      fc.property(bareArb, localeArb, (bare, locale) => {
        const localized = withLocale(bare, locale);
        expect(withoutLocale(localized)).toBe(bare);
        expect(routeLocaleOf(localized)).toBe(locale === "en" ? null : locale);
        expect(localized.startsWith(locale === "en" ? "/" : `/${locale}`)).toBe(true);
      }),
    );
  });

  it("replaces any prefix, is idempotent, and keeps query and hash", () => {
    fc.assert(
      fc.property(pathArb, localeArb, localeArb, (path, a, b) => {
        expect(withLocale(withLocale(path, a), b)).toBe(withLocale(path, b));
        expect(withoutLocale(withoutLocale(path))).toBe(withoutLocale(path));
        const suffix = /[?#].*$/.exec(path)?.[0] ?? "";
        expect(withLocale(path, a).endsWith(suffix)).toBe(true);
      }),
    );
    expect(withLocale("/", "es")).toBe("/es");
    expect(withoutLocale("/es")).toBe("/");
    expect(withoutLocale("/es?x=1")).toBe("/?x=1");
    expect(withLocale("/es/login", "en")).toBe("/login");
    expect(routeLocaleOf("/espresso/x")).toBeNull();
  });
});

describe("browser languages", () => {
  it("the first supported primary subtag wins; none gives null", () => {
    fc.assert(
      fc.property(fc.array(languageArb, { maxLength: 6 }), (languages) => {
        const found = localeFromLanguages(languages);
        const expected =
          languages
            .map((l) => l.trim().split(/[-_;]/)[0]?.toLowerCase())
            .find((l): l is Locale => isSupportedLocale(l)) ?? null;
        expect(found).toBe(expected);
      }),
    );
    expect(localeFromLanguages(["ja", "de-CH", "fr"])).toBe("de");
  });
});

describe("resolveLocale", () => {
  const inputArb = fc.record({
    pathname: pathArb,
    userLocale: fc.option(fc.oneof(localeArb, fc.constantFrom("ja", "")), { nil: null }),
    cookieLocale: fc.option(fc.oneof(localeArb, fc.constantFrom("ja", "xx")), { nil: undefined }),
    browserLanguages: fc.array(languageArb, { maxLength: 3 }),
  });

  it("a logged-in user whose locale differs from the route's is sent to the same path in theirs", () => {
    fc.assert(
      fc.property(inputArb, localeArb, (input, userLocale) => {
        const decision = resolveLocale({ ...input, userLocale });
        expect(decision.locale).toBe(userLocale);
        const routeLocale = routeLocaleOf(input.pathname) ?? "en";
        expect(decision.redirectTo).toBe(
          routeLocale === userLocale ? null : withLocale(input.pathname, userLocale),
        );
      }),
    );
  });

  it("otherwise a prefixed path keeps its locale", () => {
    fc.assert(
      fc.property(inputArb, fc.constantFrom(...ROUTE_LOCALES), (input, locale) => {
        const pathname = withLocale(input.pathname, locale);
        const decision = resolveLocale({ ...input, pathname, userLocale: null });
        expect(decision).toEqual({ locale, redirectTo: null });
      }),
    );
  });

  it("an English path takes the cookie, then the browser language, then en", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const pathname = withoutLocale(input.pathname);
        const decision = resolveLocale({ ...input, pathname, userLocale: null });
        const expected = isSupportedLocale(input.cookieLocale)
          ? input.cookieLocale
          : (localeFromLanguages(input.browserLanguages) ?? "en");
        expect(decision.locale).toBe(expected);
        expect(decision.redirectTo).toBe(expected === "en" ? null : withLocale(pathname, expected));
      }),
    );
  });

  it("never loops: following a redirect decides to stay", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const first = resolveLocale(input);
        if (first.redirectTo === null) return;
        const second = resolveLocale({ ...input, pathname: first.redirectTo });
        expect(second).toEqual({ locale: first.locale, redirectTo: null });
      }),
    );
  });
});
