/**
 * Prices of plans (spec 000 §3 "Price", §9; 001 §9): amounts in cents shown with two
 * decimals and the currency symbol; GBP and USD are offered, EUR, USD and GBP are known;
 * the discount percentage; the monthly price struck through when the plan group says so.
 */

/** The currency codes the product knows, with their symbols. */
export const CURRENCY_SYMBOLS = { EUR: "€", USD: "$", GBP: "£" } as const;
export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS;
export type CurrencySymbol = (typeof CURRENCY_SYMBOLS)[CurrencyCode];

/** The currencies plans are offered in. */
export const OFFERED_CURRENCIES = ["GBP", "USD"] as const satisfies readonly CurrencyCode[];
export type OfferedCurrency = (typeof OFFERED_CURRENCIES)[number];

export const isKnownCurrency = (code: string): code is CurrencyCode => code in CURRENCY_SYMBOLS;

export const isOfferedCurrency = (code: string): code is OfferedCurrency =>
  (OFFERED_CURRENCIES as readonly string[]).includes(code);

/** `999` in GBP is "£9.99": the symbol, whole units, a point and exactly two decimals. */
export const formatCents = (cents: number, symbol: CurrencySymbol): string => {
  const whole = Math.round(cents);
  const sign = whole < 0 ? "-" : "";
  const abs = Math.abs(whole);
  const units = Math.floor(abs / 100);
  const hundredths = String(abs % 100).padStart(2, "0");
  return `${sign}${symbol}${units}.${hundredths}`;
};

/** The price after a discount of `percentage` (0 to 100), rounded to the cent. */
export const discountedCents = (amountInCents: number, percentage: number): number => {
  const bounded = Math.min(100, Math.max(0, percentage));
  return Math.round((amountInCents * (100 - bounded)) / 100);
};

/** The whole discount percentage between the amount and the final price (0 when none). */
export const discountPercentage = (amountInCents: number, finalPriceInCents: number): number =>
  amountInCents <= 0 || finalPriceInCents >= amountInCents
    ? 0
    : Math.round(((amountInCents - finalPriceInCents) / amountInCents) * 100);

/** A plan's price as the wire carries it (spec 000 §3 "Price"). */
export interface PriceFields {
  readonly finalPriceInCents: number;
  readonly priceAmountInCents: number;
  readonly priceDiscountPercentage: number;
  readonly priceCurrencySymbol: CurrencySymbol;
}

/** What a plan card shows. */
export interface PriceView {
  /** The price paid, e.g. "£4.99". */
  readonly final: string;
  /** The undiscounted price, struck through; only when the group shows the strike. */
  readonly struck: string | null;
  /** "-50%" when there is a discount, else null. */
  readonly discount: string | null;
}

/**
 * The price of a plan card: the final price always; the amount struck through when the
 * plan group's `show_monthly_price_strike` is on and the amount is above the final price;
 * the discount percentage when it is above 0.
 */
export const priceView = (price: PriceFields, showMonthlyPriceStrike: boolean): PriceView => {
  const symbol = price.priceCurrencySymbol;
  const reduced = price.priceAmountInCents > price.finalPriceInCents;
  const percentage = Math.round(price.priceDiscountPercentage);
  return {
    final: formatCents(price.finalPriceInCents, symbol),
    struck:
      showMonthlyPriceStrike && reduced ? formatCents(price.priceAmountInCents, symbol) : null,
    discount: percentage > 0 ? `-${percentage}%` : null,
  };
};

/** The wire price of `amountInCents` in a known currency with a discount percentage. */
export const priceOf = (
  amountInCents: number,
  currency: CurrencyCode,
  percentage: number,
): PriceFields & { readonly currency: CurrencyCode } => ({
  finalPriceInCents: discountedCents(amountInCents, percentage),
  priceAmountInCents: amountInCents,
  priceDiscountPercentage: Math.min(100, Math.max(0, percentage)),
  priceCurrencySymbol: CURRENCY_SYMBOLS[currency],
  currency,
});

/**
 * A coupon's discount on top of the plan's own: the final price is discounted again and
 * the percentage is recomputed against the undiscounted amount.
 */
export const withCoupon = <P extends PriceFields>(price: P, couponPercentage: number): P => {
  const finalPriceInCents = discountedCents(price.finalPriceInCents, couponPercentage);
  return {
    ...price,
    finalPriceInCents,
    priceDiscountPercentage: discountPercentage(price.priceAmountInCents, finalPriceInCents),
  };
};

/** The longest coupon code the API takes (the server's `coupon` field). */
export const COUPON_CODE_MAX_LENGTH = 100;

/**
 * The coupon code a viewer typed, as it is sent (`coupon` of `GET /plans`, `coupon_key` of
 * `/payment_url`): without surrounding spaces; null when nothing is left or it is longer
 * than the API takes. The case is kept (codes are matched as written).
 */
export const couponCode = (typed: string): string | null => {
  const code = typed.trim();
  return code === "" || code.length > COUPON_CODE_MAX_LENGTH ? null : code;
};

/** Countries whose visitors are priced in pounds: the UK and the Crown Dependencies. */
const POUND_COUNTRIES: readonly string[] = ["GB", "UK", "GG", "JE", "IM"];

/**
 * The one currency a visitor is offered, from their country (the `x-el-country` header):
 * GBP for the UK, USD for everyone else and for a visitor whose country is unknown. Only
 * the offered currencies (GBP and USD, spec 000 §9) are ever answered (decision 0026).
 */
export const currencyForCountry = (country: string | null): OfferedCurrency => {
  const code = country?.trim().toUpperCase() ?? "";
  return POUND_COUNTRIES.includes(code) ? "GBP" : "USD";
};

/** Days in a month on average, to count a plan's months (an annual plan is 12). */
const DAYS_PER_MONTH = 365.25 / 12;

/** How many whole months a plan of `periodDays` pays for (at least 1). */
export const monthsOfPeriod = (periodDays: number): number =>
  Math.max(1, Math.round(periodDays / DAYS_PER_MONTH));

/** A coupon as the site keeps it: its discount, and whether only a first month gets it. */
export interface CouponTerms {
  readonly discount_percentage: number;
  /** The spring offer ("your first month of Cinema Premium at half price"). */
  readonly firstMonthOnly: boolean;
}

/** What a coupon needs to know of a plan. */
export interface CouponedPlan {
  readonly periodDays: number;
  /** The plan's own discount (a promotion's plan is already cut). */
  readonly discountPercentage: number;
}

/**
 * The percentage a coupon takes off a plan: a first-month coupon lowers only a plan billed
 * monthly that is not already cut (its first charge; renewals are at the plan's price), never
 * a longer one nor a promotion's plan (the offers do not stack); any other coupon lowers every
 * plan.
 */
export const couponPercentageFor = (coupon: CouponTerms | null, plan: CouponedPlan): number =>
  coupon === null ||
  (coupon.firstMonthOnly && (monthsOfPeriod(plan.periodDays) !== 1 || plan.discountPercentage > 0))
    ? 0
    : coupon.discount_percentage;

/** What a plan's period reads as after its price: "per month", "per year", "every 3 months". */
export const periodLabel = (periodDays: number): string => {
  const months = monthsOfPeriod(periodDays);
  if (months === 1) return "per month";
  if (months === 12) return "per year";
  return `every ${months} months`;
};

/**
 * The monthly equivalent of a plan paying for more than a month ("£6.69 a month" for an
 * annual £80.32), rounded to the cent; null for a monthly plan.
 */
export const monthlyEquivalent = (
  finalPriceInCents: number,
  periodDays: number,
  symbol: CurrencySymbol,
): string | null => {
  const months = monthsOfPeriod(periodDays);
  return months <= 1
    ? null
    : `${formatCents(Math.round(finalPriceInCents / months), symbol)} a month`;
};
