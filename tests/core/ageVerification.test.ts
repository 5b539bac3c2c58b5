import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AGE_VERIFICATION_PATH,
  decideGuard,
  isAgeRestrictionAccepted,
  isAgeVerificationPath,
  isExemptPath,
  isSafeVerificationUrl,
  parseSessionIdCookie,
  requiresAgeVerification,
  SESSION_ID_MAX_LENGTH,
  shouldShowAgeRestriction,
  stripLocalePrefix,
  verificationRedirect,
} from "../../src/core/ageVerification.ts";

const code = fc.stringMatching(/^[A-Za-z]{2}$/);
const codes = fc.array(code, { maxLength: 6 });
const randomCase = (s: string) =>
  fc
    .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
    .map((flips) => [...s].map((c, i) => (flips[i] ? c.toUpperCase() : c.toLowerCase())).join(""));

describe("location rule: requiresAgeVerification", () => {
  const rules = { countries: ["GB", "US", "fr"], usStates: ["TX", "ut"] };

  it("examples", () => {
    expect(requiresAgeVerification({ country: "GB", usState: null }, rules)).toBe(true);
    expect(requiresAgeVerification({ country: "FR", usState: null }, rules)).toBe(true);
    expect(requiresAgeVerification({ country: "DE", usState: null }, rules)).toBe(false);
    expect(requiresAgeVerification({ country: "US", usState: "TX" }, rules)).toBe(true);
    expect(requiresAgeVerification({ country: "us", usState: "Ut" }, rules)).toBe(true);
    expect(requiresAgeVerification({ country: "US", usState: "CA" }, rules)).toBe(false);
    expect(requiresAgeVerification({ country: "US", usState: null }, rules)).toBe(false);
    expect(requiresAgeVerification({ country: null, usState: "TX" }, rules)).toBe(false);
  });

  it("property: no country is never required", () => {
    fc.assert(
      fc.property(codes, codes, fc.option(code), (countries, usStates, usState) => {
        expect(requiresAgeVerification({ country: null, usState }, { countries, usStates })).toBe(
          false,
        );
      }),
    );
  });

  it("property: outside the US, required iff the country is listed (any case)", () => {
    fc.assert(
      fc.property(
        code.filter((c) => c.toUpperCase() !== "US"),
        codes,
        codes,
        (country, countries, usStates) => {
          const listed = countries.some((c) => c.toUpperCase() === country.toUpperCase());
          expect(requiresAgeVerification({ country, usState: null }, { countries, usStates })).toBe(
            listed,
          );
        },
      ),
    );
  });

  it("property: in the US, required iff US and the state are both listed", () => {
    fc.assert(
      fc.property(
        randomCase("us"),
        fc.option(code, { nil: null }),
        codes,
        codes,
        fc.boolean(),
        (country, usState, countries, usStates, listUs) => {
          const withUs = listUs
            ? [...countries, "US"]
            : countries.filter((c) => c.toUpperCase() !== "US");
          const stateListed =
            usState !== null && usStates.some((s) => s.toUpperCase() === usState.toUpperCase());
          expect(
            requiresAgeVerification({ country, usState }, { countries: withUs, usStates }),
          ).toBe(listUs && stateListed);
        },
      ),
    );
  });

  it("property: case of codes never matters", () => {
    fc.assert(
      fc.property(code, code, codes, codes, (country, usState, countries, usStates) => {
        const a = requiresAgeVerification({ country, usState }, { countries, usStates });
        const b = requiresAgeVerification(
          { country: country.toLowerCase(), usState: usState.toUpperCase() },
          {
            countries: countries.map((c) => c.toLowerCase()),
            usStates: usStates.map((s) => s.toUpperCase()),
          },
        );
        expect(a).toBe(b);
      }),
    );
  });
});

const locale = fc.oneof(
  fc.constant(""),
  fc
    .stringMatching(/^[a-z]{2}$/)
    .filter((l) => l !== "lp")
    .map((l) => `/${l}`),
  fc
    .tuple(fc.stringMatching(/^[a-z]{2}$/), fc.stringMatching(/^[A-Z]{2}$/))
    .map(([l, r]) => `/${l}-${r}`),
);
const subPath = fc.oneof(
  fc.constant(""),
  fc.constant("/"),
  fc.stringMatching(/^(\/[a-z0-9-]{1,10}){1,3}$/),
);
const query = fc.oneof(fc.constant(""), fc.constant("?tab=cookies"), fc.constant("#top"));

describe("exempt paths", () => {
  it("examples", () => {
    for (const path of [
      "/login",
      "/legal",
      "/recover-password",
      "/login/foo",
      "/es/legal?tab=cookies",
      "/pt-BR/recover-password/abc",
      "/legal/",
      "/de/login",
    ]) {
      expect(isExemptPath(path), path).toBe(true);
    }
    for (const path of [
      "/loginx",
      "/legalese",
      "/",
      "/movies",
      "/es/movies",
      "/recover",
      "/lp/login",
      "/x/login/y",
    ]) {
      expect(isExemptPath(path), path).toBe(false);
    }
  });

  it("property: /login, /legal, /recover-password with any locale, sub-path and query are exempt", () => {
    fc.assert(
      fc.property(
        locale,
        fc.constantFrom("login", "legal", "recover-password"),
        subPath,
        query,
        (prefix, page, rest, q) => {
          expect(isExemptPath(`${prefix}/${page}${rest}${q}`)).toBe(true);
        },
      ),
    );
  });

  it("property: a longer word is never exempt (/loginx, /legalese)", () => {
    fc.assert(
      fc.property(
        locale,
        fc.constantFrom("login", "legal", "recover-password"),
        fc.stringMatching(/^[a-z0-9_.]{1,6}$/),
        subPath,
        (prefix, page, suffix, rest) => {
          expect(isExemptPath(`${prefix}/${page}${suffix}${rest}`)).toBe(false);
        },
      ),
    );
  });

  it("strips locale prefixes only", () => {
    expect(stripLocalePrefix("/es/login")).toBe("/login");
    expect(stripLocalePrefix("/pt-BR/login?x=1")).toBe("/login");
    expect(stripLocalePrefix("/es")).toBe("/");
    expect(stripLocalePrefix("/my-space")).toBe("/my-space");
    expect(stripLocalePrefix("/lp/summer")).toBe("/lp/summer");
  });

  it("recognises the age-verification page with or without a locale", () => {
    expect(isAgeVerificationPath("/age-verification")).toBe(true);
    expect(isAgeVerificationPath("/fr/age-verification/")).toBe(true);
    expect(isAgeVerificationPath("/age-verification?x=1")).toBe(true);
    expect(isAgeVerificationPath("/age-verifications")).toBe(false);
    expect(isAgeVerificationPath("/movies/age-verification")).toBe(false);
  });

  it("property: never throws on any string", () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect(typeof isExemptPath(path)).toBe("boolean");
        expect(typeof isAgeVerificationPath(path)).toBe("boolean");
      }),
    );
  });
});

describe("guard decision (spec 000 §2 steps 1-5, in order)", () => {
  const base = {
    pathname: "/movies",
    isLoggedIn: false,
    verificationRequired: true,
    hasSessionId: false,
  };

  it("step 1: logged in on /age-verification -> redirect home; logged in elsewhere -> pass", () => {
    expect(decideGuard({ ...base, isLoggedIn: true, pathname: "/age-verification" })).toEqual({
      kind: "redirect",
      to: "/",
    });
    expect(decideGuard({ ...base, isLoggedIn: true })).toEqual({
      kind: "pass",
      reason: "loggedIn",
    });
  });

  it("step 2: exempt paths pass before the location is considered", () => {
    expect(decideGuard({ ...base, pathname: "/es/login" })).toEqual({
      kind: "pass",
      reason: "exempt",
    });
  });

  it("step 3: location not requiring verification passes", () => {
    expect(decideGuard({ ...base, verificationRequired: false })).toEqual({
      kind: "pass",
      reason: "notRequired",
    });
  });

  it("steps 4 and 5: check the session when there is one, create one otherwise", () => {
    expect(decideGuard({ ...base, hasSessionId: true })).toEqual({ kind: "checkSession" });
    expect(decideGuard(base)).toEqual({ kind: "createSession" });
  });

  it("property: a logged-in user is never checked; calls only when required and not exempt", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "/",
          "/movies",
          "/login",
          "/es/legal",
          "/age-verification",
          "/de/age-verification",
        ),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (pathname, isLoggedIn, verificationRequired, hasSessionId) => {
          const decision = decideGuard({
            pathname,
            isLoggedIn,
            verificationRequired,
            hasSessionId,
          });
          const calls = decision.kind === "checkSession" || decision.kind === "createSession";
          expect(calls).toBe(!isLoggedIn && !isExemptPath(pathname) && verificationRequired);
          if (decision.kind === "redirect")
            expect(isLoggedIn && isAgeVerificationPath(pathname)).toBe(true);
          if (calls) expect(decision.kind === "checkSession").toBe(hasSessionId);
        },
      ),
    );
  });

  it("the unverified redirect never points at the page the visitor is on", () => {
    expect(verificationRedirect("/movies")).toBe(AGE_VERIFICATION_PATH);
    expect(verificationRedirect("/age-verification")).toBeNull();
    expect(verificationRedirect("/es/age-verification")).toBeNull();
  });
});

describe("cookies of the first visit", () => {
  it("session_id: a well-formed id is kept", () => {
    expect(parseSessionIdCookie("3f0c2a9e-7b1d-4c55-9a77-1e2d3c4b5a6f")).toBe(
      "3f0c2a9e-7b1d-4c55-9a77-1e2d3c4b5a6f",
    );
  });

  it("property: session_id of any string never throws; a kept id is URL-path safe", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ maxLength: 1000 }), fc.constant(undefined)),
        (raw) => {
          const id = parseSessionIdCookie(raw);
          if (id !== null) {
            expect(id).toBe(raw);
            expect(id.length).toBeLessThanOrEqual(SESSION_ID_MAX_LENGTH);
            expect(encodeURIComponent(id)).toBe(id.replace(/:/g, "%3A"));
            expect([".", ".."]).not.toContain(id);
          }
        },
      ),
    );
  });

  it("age_restriction: only 'true' is an acceptance", () => {
    expect(isAgeRestrictionAccepted("true")).toBe(true);
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(isAgeRestrictionAccepted(raw)).toBe(raw === "true");
      }),
    );
  });
});

describe("age restriction modal rule", () => {
  it("property: shows iff enabled, not accepted and verification not required", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (enabled, accepted, verificationRequired) => {
          expect(shouldShowAgeRestriction({ enabled, accepted, verificationRequired })).toBe(
            enabled && !accepted && !verificationRequired,
          );
        },
      ),
    );
  });
});

describe("verification URL safety", () => {
  it("accepts http(s) and same-site paths only", () => {
    expect(isSafeVerificationUrl("https://verify.example/s/1")).toBe(true);
    expect(isSafeVerificationUrl("http://localhost:3000/verify/1")).toBe(true);
    expect(isSafeVerificationUrl("/age-verification/local/1")).toBe(true);
    for (const url of [
      "javascript:alert(1)",
      "JaVaScRiPt:x",
      "data:text/html,x",
      "//evil",
      "",
      " https://x",
      5,
    ]) {
      expect(isSafeVerificationUrl(url)).toBe(false);
    }
  });
});
