/**
 * My Account's billing (spec 000 §3 User `transactions[]`, subscriptions, §4 subscription
 * statuses; issue 26): the plan's price in its currency with its period, the next charge or
 * the trial's end as a date of the viewer's locale, the masked card, and the transactions.
 * Pure: the locale comes in as an argument, dates are read as UTC.
 */
import { CURRENCY_SYMBOLS, formatCents, isKnownCurrency, periodLabel } from "./prices.ts";
import type { User } from "./schema/user.ts";

/** A date of the wire (ISO) as the viewer reads it ("26 December 2026"); null when invalid. */
export const readableDate = (iso: string, locale: string): string | null => {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const options = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
  try {
    return new Intl.DateTimeFormat(locale, options).format(at);
  } catch {
    return new Intl.DateTimeFormat("en", options).format(at);
  }
};

/** An amount of a currency code; a code the product does not know is written after it. */
export const formatAmount = (cents: number, currency: string): string =>
  isKnownCurrency(currency)
    ? formatCents(cents, CURRENCY_SYMBOLS[currency])
    : `${(cents / 100).toFixed(2)} ${currency}`;

/** The card as My Account shows it: only its last four digits. */
export const maskedCard = (last4: string): string => `Card ending in ${last4.slice(-4)}`;

/** What My Account calls each subscription status of the spec (000 §4); an unknown one as is. */
export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<string, string>> = {
  active: "Active",
  awaiting_canceled: "Cancelled, active until the end of the period",
  canceled: "Cancelled",
  expired: "Expired",
  trial: "Free trial",
  unsubscribed: "Not subscribed",
};

/** A subscription's status as a viewer reads it. */
export const subscriptionStatusLabel = (status: string): string =>
  Object.hasOwn(SUBSCRIPTION_STATUS_LABELS, status)
    ? (SUBSCRIPTION_STATUS_LABELS[status] as string)
    : status;

export type NextDateLabel = "Renews on" | "Trial ends on" | "Ends on";

export interface BillingView {
  /** "£9.99 per month": the plan's price (else the last payment's), or null. */
  readonly price: string | null;
  /** The next charge (a recurring plan), the trial's end, or the end of a cancelled plan. */
  readonly next: { readonly label: NextDateLabel; readonly date: string } | null;
  readonly paymentMethod: string | null;
  /** The payments, newest first. */
  readonly transactions: readonly {
    readonly id: number;
    readonly date: string;
    readonly amount: string;
  }[];
}

const CURRENT = ["active", "trial", "awaiting_canceled"];

/** The billing of an account for a viewer reading in `locale`. */
export const billingOf = (user: User | null, locale: string): BillingView => {
  if (user === null) return { price: null, next: null, paymentMethod: null, transactions: [] };
  // Accounts decoded without payments (older answers, partial fixtures) have none.
  const payments = user.transactions ?? [];
  const current = [...user.subscriptions].reverse().find((s) => CURRENT.includes(s.status)) ?? null;
  const lastPayment = payments.at(-1) ?? null;
  const planPrice =
    current?.price_in_cents != null && current.currency
      ? `${formatAmount(current.price_in_cents, current.currency)}${current.period_days ? ` ${periodLabel(current.period_days)}` : ""}`
      : null;
  const price =
    planPrice ??
    (current && lastPayment
      ? formatAmount(lastPayment.amount_in_cents, lastPayment.currency)
      : null);
  const label: NextDateLabel | null =
    current === null
      ? null
      : current.status === "trial"
        ? "Trial ends on"
        : current.status === "awaiting_canceled"
          ? "Ends on"
          : user.active_subscription?.data.plan.type === "recurring"
            ? "Renews on"
            : "Ends on";
  const date = current?.ends_at ? readableDate(current.ends_at, locale) : null;
  return {
    price,
    next: label !== null && date !== null ? { label, date } : null,
    paymentMethod: user.payment_method ? maskedCard(user.payment_method.last4) : null,
    transactions: [...payments].reverse().map((t) => ({
      id: t.id,
      date: readableDate(t.created_at, locale) ?? t.created_at,
      amount: formatAmount(t.amount_in_cents, t.currency),
    })),
  };
};
