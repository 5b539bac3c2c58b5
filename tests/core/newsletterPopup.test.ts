import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  NEWSLETTER_DELAY_MS,
  NEWSLETTER_MAX_DISPLAYS,
  NEWSLETTER_MIN_INTERVAL_MS,
} from "../../src/core/constants.ts";
import { COOKIES } from "../../src/core/cookies.ts";
import {
  afterDisplay,
  isExcludedPath,
  mayAwaitPopup,
  mayShowPopup,
  type NewsletterRecord,
  NO_RECORD,
  parseNewsletterClose,
  recordAllowsDisplay,
  SUBSCRIBED,
  serializeNewsletterClose,
} from "../../src/core/newsletterPopup.ts";

const DAY = NEWSLETTER_MIN_INTERVAL_MS;
const EXCLUDES = ["/login", "/sign-up", "/"] as const;

const recordArb: fc.Arbitrary<NewsletterRecord> = fc.oneof(
  fc.constant(NO_RECORD),
  fc.constant(SUBSCRIBED),
  fc.record({
    kind: fc.constant("displayed" as const),
    displayed: fc.nat(10),
    displayTime: fc.nat(4_000_000_000_000),
  }),
);

describe("the newsletter_close cookie", () => {
  it("is 1 year, path /", () => {
    expect(COOKIES.newsletterClose).toMatchObject({
      name: "newsletter_close",
      maxAgeS: 31_536_000,
      path: "/",
    });
  });

  it("examples: true, or the displayed count and display time", () => {
    expect(serializeNewsletterClose(SUBSCRIBED)).toBe("true");
    expect(serializeNewsletterClose(afterDisplay(NO_RECORD, 5))).toBe(
      '{"displayed":1,"displayTime":5}',
    );
    expect(serializeNewsletterClose(NO_RECORD)).toBeNull();
    expect(parseNewsletterClose("true")).toEqual(SUBSCRIBED);
    expect(parseNewsletterClose('{"displayed":2,"displayTime":9}')).toEqual({
      kind: "displayed",
      displayed: 2,
      displayTime: 9,
    });
  });

  it("(P) a written record reads back the same", () => {
    fc.assert(
      fc.property(recordArb, (record) => {
        const value = serializeNewsletterClose(record);
        expect(parseNewsletterClose(value)).toEqual(record);
      }),
    );
  });

  it("(P) any other value reads as no record, never throws", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const record = parseNewsletterClose(raw);
        if (raw.trim() !== "true" && record.kind !== "displayed") expect(record).toEqual(NO_RECORD);
      }),
    );
    expect(parseNewsletterClose('{"displayed":-1,"displayTime":0}')).toEqual(NO_RECORD);
    expect(parseNewsletterClose('{"displayed":"2","displayTime":0}')).toEqual(NO_RECORD);
    expect(
      parseNewsletterClose(`{"displayed":1,"displayTime":1,"x":"${"a".repeat(300)}"}`),
    ).toEqual(NO_RECORD);
    expect(parseNewsletterClose(undefined)).toEqual(NO_RECORD);
  });
});

describe("the display limits", () => {
  it("(P) at most 3 displays, more than 24 h apart; never once subscribed", () => {
    fc.assert(
      fc.property(recordArb, fc.integer({ min: -DAY * 3, max: DAY * 3 }), (record, offset) => {
        const base = record.kind === "displayed" ? record.displayTime : 0;
        const now = base + offset;
        const allowed = recordAllowsDisplay(record, now);
        if (record.kind === "subscribed") expect(allowed).toBe(false);
        if (record.kind === "none") expect(allowed).toBe(true);
        if (record.kind === "displayed")
          expect(allowed).toBe(
            record.displayed < NEWSLETTER_MAX_DISPLAYS && now - record.displayTime > DAY,
          );
      }),
    );
  });

  it("examples: exactly 24 h later is not over a day", () => {
    const once = afterDisplay(NO_RECORD, 1_000);
    expect(recordAllowsDisplay(once, 1_000 + DAY)).toBe(false);
    expect(recordAllowsDisplay(once, 1_001 + DAY)).toBe(true);
    const thrice = afterDisplay(afterDisplay(once, 1_000 + 2 * DAY), 1_000 + 4 * DAY);
    expect(recordAllowsDisplay(thrice, 1_000 + 10 * DAY)).toBe(false);
  });
});

describe("excluded paths", () => {
  it("examples: the config's excludes (and below them), /age-verification, locale prefixes", () => {
    expect(isExcludedPath("/age-verification", [])).toBe(true);
    expect(isExcludedPath("/es/age-verification", [])).toBe(true);
    expect(isExcludedPath("/sign-up/gold", ["/sign-up"])).toBe(true);
    expect(isExcludedPath("/sign-up-now", ["/sign-up"])).toBe(false);
    expect(isExcludedPath("/", ["/"])).toBe(true);
    expect(isExcludedPath("/movies", ["/"])).toBe(false);
    expect(isExcludedPath("/movies/", ["movies"])).toBe(true);
    expect(isExcludedPath("/movies", [])).toBe(false);
  });
});

/** One step of a visitor's life on the site. */
type Step =
  | { readonly kind: "visit"; readonly path: string }
  | { readonly kind: "route"; readonly path: string }
  | { readonly kind: "wait" }
  | { readonly kind: "mouseLeave" }
  | { readonly kind: "close" }
  | { readonly kind: "jump"; readonly ms: number }
  | { readonly kind: "login"; readonly guest: boolean }
  | { readonly kind: "dropdown"; readonly open: boolean };

const pathArb = fc.constantFrom(
  "/",
  "/movies",
  "/movies/a-film",
  "/login",
  "/sign-up/gold",
  "/age-verification",
  "/es/age-verification",
  "/series",
);

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  pathArb.map((path) => ({ kind: "visit" as const, path })),
  pathArb.map((path) => ({ kind: "route" as const, path })),
  fc.constant({ kind: "wait" as const }),
  fc.constant({ kind: "mouseLeave" as const }),
  fc.constant({ kind: "close" as const }),
  fc
    .oneof(fc.integer({ min: -DAY, max: 3 * DAY }), fc.constantFrom(DAY, DAY + 1, DAY - 1))
    .map((ms) => ({ kind: "jump" as const, ms })),
  fc.boolean().map((guest) => ({ kind: "login" as const, guest })),
  fc.boolean().map((open) => ({ kind: "dropdown" as const, open })),
);

interface Display {
  readonly at: number;
  readonly path: string;
  readonly guest: boolean;
  readonly dropdownOpen: boolean;
}

/**
 * Runs the rules over a visitor's steps the way the popup applies them: the cookie is read
 * at each visit, a display is judged after the delay or on the mouse leaving, and recorded.
 */
function simulate(steps: readonly Step[]): Display[] {
  let cookie: string | null = null;
  let now = 1_700_000_000_000;
  let path = "/movies";
  let guest = true;
  let dropdownOpen = false;
  let record = parseNewsletterClose(cookie);
  let open = false;
  const displays: Display[] = [];
  const situation = () => ({
    record,
    now,
    pathname: path,
    excludes: EXCLUDES,
    isGuest: guest,
    dropdownOpen,
  });
  const tryShow = () => {
    if (open || !mayShowPopup(situation())) return;
    record = afterDisplay(record, now);
    cookie = serializeNewsletterClose(record);
    open = true;
    displays.push({ at: now, path, guest, dropdownOpen });
  };
  for (const step of steps) {
    switch (step.kind) {
      case "visit":
        path = step.path;
        open = false;
        record = parseNewsletterClose(cookie);
        break;
      case "route":
        path = step.path;
        break;
      case "wait":
        now += NEWSLETTER_DELAY_MS;
        if (mayAwaitPopup(situation())) tryShow();
        break;
      case "mouseLeave":
        tryShow();
        break;
      case "close":
        if (open) cookie = serializeNewsletterClose(record);
        open = false;
        break;
      case "jump":
        now += step.ms;
        break;
      case "login":
        guest = step.guest;
        break;
      case "dropdown":
        dropdownOpen = step.open;
        break;
    }
  }
  return displays;
}

describe("popup eligibility over a visitor's life (P)", () => {
  it("never more than 3 displays, never two within 24 h, never excluded, never a member, never over a dropdown", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        const displays = simulate(steps);
        expect(displays.length).toBeLessThanOrEqual(NEWSLETTER_MAX_DISPLAYS);
        displays.forEach((display, index) => {
          expect(isExcludedPath(display.path, EXCLUDES)).toBe(false);
          expect(display.path).not.toContain("age-verification");
          expect(display.guest).toBe(true);
          expect(display.dropdownOpen).toBe(false);
          const previous = displays[index - 1];
          if (previous) expect(display.at - previous.at).toBeGreaterThan(DAY);
        });
      }),
      { numRuns: 500 },
    );
  });

  it("a guest who keeps coming back sees it 3 times, a day apart", () => {
    const day = (n: number): Step[] => [
      { kind: "visit", path: "/movies" },
      { kind: "wait" },
      { kind: "close" },
      { kind: "jump", ms: DAY + n },
    ];
    const displays = simulate([1, 2, 3, 4, 5].flatMap(day));
    expect(displays).toHaveLength(3);
  });
});
