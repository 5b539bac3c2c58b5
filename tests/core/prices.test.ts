import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COUPON_CODE_MAX_LENGTH,
  CURRENCY_SYMBOLS,
  type CurrencyCode,
  couponCode,
  couponPercentageFor,
  currencyForCountry,
  discountedCents,
  discountPercentage,
  formatCents,
  isKnownCurrency,
  isOfferedCurrency,
  monthlyEquivalent,
  monthsOfPeriod,
  OFFERED_CURRENCIES,
  periodLabel,
  priceOf,
  priceView,
  withCoupon,
} from "../../src/core/prices.ts";

const currency = fc.constantFrom<CurrencyCode>("EUR", "USD", "GBP");
const cents = fc.integer({ min: 0, max: 10_000_000 });
const percentage = fc.integer({ min: 0, max: 100 });

describe("prices (spec 000 §3, §9; 001 §9)", () => {
  it("cents show with the symbol, whole units and exactly two decimals, and read back (P)", () => {
    fc.assert(
      fc.property(cents, currency, (amount, code) => {
        const text = formatCents(amount, CURRENCY_SYMBOLS[code]);
        const match = /^(.)(\d+)\.(\d{2})$/.exec(text);
        expect(match?.[1]).toBe(CURRENCY_SYMBOLS[code]);
        expect(Number(match?.[2]) * 100 + Number(match?.[3])).toBe(amount);
      }),
    );
    expect(formatCents(999, "£")).toBe("£9.99");
    expect(formatCents(1300, "$")).toBe("$13.00");
    expect(formatCents(5, "€")).toBe("€0.05");
  });

  it("GBP and USD are offered; EUR, USD and GBP are known; nothing else (P)", () => {
    expect([...OFFERED_CURRENCIES]).toEqual(["GBP", "USD"]);
    expect(CURRENCY_SYMBOLS).toEqual({ EUR: "€", USD: "$", GBP: "£" });
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (code) => {
        expect(isKnownCurrency(code)).toBe(["EUR", "USD", "GBP"].includes(code));
        expect(isOfferedCurrency(code)).toBe(["USD", "GBP"].includes(code));
      }),
    );
  });

  it("a discount lowers the price, never below 0 nor above the amount; its percentage reads back within 1 (P)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), percentage, (amount, pct) => {
        const final = discountedCents(amount, pct);
        expect(final).toBeGreaterThanOrEqual(0);
        expect(final).toBeLessThanOrEqual(amount);
        expect(Math.abs(discountPercentage(amount, final) - pct)).toBeLessThanOrEqual(1);
      }),
    );
    expect(discountPercentage(999, 999)).toBe(0);
    expect(discountPercentage(0, 0)).toBe(0);
  });

  it("the monthly price is struck only when the group says so and there is a discount (P)", () => {
    fc.assert(
      fc.property(cents, currency, percentage, fc.boolean(), (amount, code, pct, strike) => {
        const price = priceOf(amount, code, pct);
        const view = priceView(price, strike);
        expect(view.final).toBe(formatCents(price.finalPriceInCents, CURRENCY_SYMBOLS[code]));
        const reduced = price.finalPriceInCents < amount;
        expect(view.struck).toBe(
          strike && reduced ? formatCents(amount, CURRENCY_SYMBOLS[code]) : null,
        );
        expect(view.discount).toBe(pct > 0 ? `-${pct}%` : null);
      }),
    );
  });

  it("a coupon discounts the final price again and recomputes the percentage (P)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        currency,
        percentage,
        percentage,
        (amount, code, own, coupon) => {
          const price = priceOf(amount, code, own);
          const after = withCoupon(price, coupon);
          expect(after.finalPriceInCents).toBe(discountedCents(price.finalPriceInCents, coupon));
          expect(after.priceAmountInCents).toBe(amount);
          expect(after.priceDiscountPercentage).toBe(
            discountPercentage(amount, after.finalPriceInCents),
          );
        },
      ),
    );
  });
});

describe("coupon codes (spec 001 §7 `coupon`, `coupon_key`)", () => {
  it("a typed code is sent without surrounding spaces; blank or too long is no code (P)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (typed) => {
        const code = couponCode(typed);
        const trimmed = typed.trim();
        if (trimmed === "" || trimmed.length > COUPON_CODE_MAX_LENGTH) {
          expect(code).toBeNull();
        } else {
          expect(code).toBe(trimmed);
          // Already clean: a second pass changes nothing.
          expect(couponCode(code!)).toBe(code);
        }
      }),
    );
    expect(couponCode("  WELCOME20 ")).toBe("WELCOME20");
    expect(couponCode(" \t ")).toBeNull();
  });
});

describe("one currency per visitor, the period spelled out (spec 000 §9; issue 26)", () => {
  it("a visitor from the UK is priced in GBP, anyone else (or nowhere known) in USD; always an offered one (P)", () => {
    expect(currencyForCountry("GB")).toBe("GBP");
    expect(currencyForCountry("gb")).toBe("GBP");
    expect(currencyForCountry("US")).toBe("USD");
    expect(currencyForCountry("DE")).toBe("USD");
    expect(currencyForCountry(null)).toBe("USD");
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 3 })), (country) => {
        expect(["GBP", "USD"]).toContain(currencyForCountry(country));
      }),
    );
  });

  it("30 days read 'per month', 365 'per year'; an annual plan's monthly price is a twelfth (P)", () => {
    expect(periodLabel(30)).toBe("per month");
    expect(periodLabel(365)).toBe("per year");
    expect(periodLabel(91)).toBe("every 3 months");
    expect(monthlyEquivalent(8032, 365, "£")).toBe("£6.69 a month");
    expect(monthlyEquivalent(999, 30, "£")).toBeNull();
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 3650 }), (final, days) => {
        const months = monthsOfPeriod(days);
        expect(months).toBeGreaterThanOrEqual(1);
        const monthly = monthlyEquivalent(final, days, "$");
        if (months === 1) expect(monthly).toBeNull();
        else expect(monthly).toBe(`${formatCents(Math.round(final / months), "$")} a month`);
      }),
    );
  });
});

describe("a first-month coupon (the spring offer: 'your first month of Cinema Premium at half price')", () => {
  const spring = { discount_percentage: 50, firstMonthOnly: true };
  it("halves a monthly plan, leaves a year and a promotion's plan at their price; any other coupon lowers every plan", () => {
    const monthly = { periodDays: 30, discountPercentage: 0 };
    expect(couponPercentageFor(spring, monthly)).toBe(50);
    expect(couponPercentageFor(spring, { periodDays: 365, discountPercentage: 33 })).toBe(0);
    expect(couponPercentageFor(spring, { periodDays: 365, discountPercentage: 0 })).toBe(0);
    expect(couponPercentageFor(spring, { periodDays: 30, discountPercentage: 50 })).toBe(0);
    expect(couponPercentageFor(null, monthly)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 800 }),
        fc.integer({ min: 0, max: 90 }),
        (discount, firstMonthOnly, periodDays, planDiscount) => {
          const taken = couponPercentageFor(
            { discount_percentage: discount, firstMonthOnly },
            { periodDays, discountPercentage: planDiscount },
          );
          const firstMonthOfFullPrice = monthsOfPeriod(periodDays) === 1 && planDiscount === 0;
          expect(taken).toBe(!firstMonthOnly || firstMonthOfFullPrice ? discount : 0);
        },
      ),
    );
  });
});
