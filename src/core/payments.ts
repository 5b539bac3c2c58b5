/**
 * Payment declines (spec 001 §3, §8): the decline tables of the two providers that have
 * one, mapped to what the viewer reads; the other providers, and codes outside the tables,
 * read the generic text. The spec names the reasons, not the codes nor the wording: the
 * codes below are the ones the reference provider page answers with (docs/decisions/0013).
 */

/** The provider of the first table (return through /epoch-return-url, epoch_transaction_status). */
export const EPOCH = "epoch";
/** The provider of the second table (charge / verify endpoints with skyflow_id). */
export const SKYFLOW = "skyflow";
/** The payment provider held in state before `/payment/provider` answers (spec 001 §3). */
export const DEFAULT_PAYMENT_PROVIDER = "dimoco";

/** The analytics event of starting a checkout. */
export const BEGIN_CHECKOUT_EVENT = "begin_checkout";

/** The first provider's table: declined by the bank, invalid CVV2, ... please retry. */
export const EPOCH_DECLINES = {
  bank_declined: "Your bank declined the payment. Please use another card or contact your bank.",
  invalid_cvv2: "The security code (CVV2) is not valid. Please check it and try again.",
  invalid_postal_code: "The postal code does not match your card. Please check it and try again.",
  duplicate: "This payment was already made. Please check your account before trying again.",
  too_many_denials: "Too many declined attempts. Please try again later or use another card.",
  card_expiration_invalid: "The card's expiry date is not valid. Please check it and try again.",
  already_member: "You already have a membership with us.",
  please_retry: "The payment could not be completed. Please try again.",
} as const;

/** The second provider's table: expired card, invalid CVV, ... card limit exceeded. */
export const SKYFLOW_DECLINES = {
  expired_card: "Your card has expired. Please use another card.",
  invalid_cvv: "The security code (CVV) is not valid. Please check it and try again.",
  invalid_card_number: "The card number is not valid. Please check it and try again.",
  failed_3ds: "The card verification (3-D Secure) failed. Please try again.",
  insufficient_funds: "The card has insufficient funds. Please use another card.",
  invalid_expiry: "The expiry date is not valid. Please check it and try again.",
  too_many_tries: "Too many attempts. Please wait a while before trying again.",
  card_limit_exceeded: "The card's limit has been exceeded. Please use another card.",
} as const;

export type EpochDeclineCode = keyof typeof EPOCH_DECLINES;
export type SkyflowDeclineCode = keyof typeof SKYFLOW_DECLINES;

/** The decline tables by provider; providers without a table are absent. */
export const DECLINE_TABLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [EPOCH]: EPOCH_DECLINES,
  [SKYFLOW]: SKYFLOW_DECLINES,
};

/** A failed payment without a known code (or of a provider without a table). */
export const GENERIC_DECLINE =
  "The payment was not completed. Please try again or use another card.";

/** The viewer's message for `code` of `provider`; the generic text when either is unknown. */
export const declineMessage = (provider: string, code: string | null): string => {
  const table = Object.hasOwn(DECLINE_TABLES, provider) ? DECLINE_TABLES[provider] : undefined;
  if (!table || code === null || !Object.hasOwn(table, code)) return GENERIC_DECLINE;
  return table[code] ?? GENERIC_DECLINE;
};

/** What the checkout learns from the provider's return. */
export type PaymentResult =
  | { readonly kind: "success" }
  | { readonly kind: "declined"; readonly message: string; readonly code: string | null }
  | { readonly kind: "pending" };

/** The result of a transaction status answer. */
export const paymentResult = (answer: {
  readonly status: "success" | "declined" | "pending";
  readonly provider: string;
  readonly code: string | null;
}): PaymentResult => {
  if (answer.status === "success") return { kind: "success" };
  if (answer.status === "pending") return { kind: "pending" };
  return {
    kind: "declined",
    code: answer.code,
    message: declineMessage(answer.provider, answer.code),
  };
};

/**
 * The revenue cookie written after `/payment_url` answers: only with analytics consent
 * (spec 001 §7), its value the final price in cents and the currency.
 */
export const revenueCookieValue = (
  analyticsConsent: boolean,
  finalPriceInCents: number,
  currency: string,
): string | null =>
  analyticsConsent ? JSON.stringify({ value: finalPriceInCents / 100, currency }) : null;

/**
 * The plan chosen when the plans arrive: the one the viewer asked for (`?plan=` of
 * /sign-up, a retry after a decline) when a group offers it, else the first plan offered.
 */
export const initialPlanId = (
  groups: readonly { readonly plans: readonly { readonly subscription_id: number }[] }[],
  requested: number | null,
): number | null => {
  if (
    requested !== null &&
    groups.some((g) => g.plans.some((p) => p.subscription_id === requested))
  ) {
    return requested;
  }
  return groups[0]?.plans[0]?.subscription_id ?? null;
};

/** The sign-up layout's background (spec 000 §2 "sign-up (background image plus footer)"). */
export interface SignUpBackground {
  readonly phone: string;
  readonly desktop: string;
}

/**
 * The background of the group the sign-up shows (the first offered): its phone picture
 * (`layout_background`) and its desktop one (`layout_background_desktop`), each standing in
 * for the other when one is missing; none when the group has neither.
 */
export const signUpBackgroundOf = (
  groups: readonly {
    readonly layout_background: string | null;
    readonly layout_background_desktop: string | null;
  }[],
): SignUpBackground | null => {
  const group = groups[0];
  const phone = group?.layout_background ?? group?.layout_background_desktop ?? null;
  const desktop = group?.layout_background_desktop ?? group?.layout_background ?? null;
  return phone === null || desktop === null ? null : { phone, desktop };
};

/**
 * The plan group a sign-up is made on (spec 001 §7 `POST /sign-up` `subscription_group_id`):
 * the group /sign-up or /sign-up/{slug} shows, the first offered (the one whose background
 * the page wears); none when no group is offered.
 */
export const signUpGroupIdOf = (groups: readonly { readonly id: number }[]): number | null =>
  groups[0]?.id ?? null;

/** Where "Try again" after a payment leads: the order's plan group's sign-up, its plan chosen. */
export interface CheckoutRetry {
  /** The group's promo URL (`/sign-up/{promoUrl}`), null for the default group (`/sign-up`). */
  readonly promoUrl: string | null;
  /** The plan of the order, chosen again; null when the order is unknown. */
  readonly planId: number | null;
  /** The provider that declined the order, left out of the retry; null if none declined. */
  readonly excludedGateway: string | null;
}

/** The retry of a payment whose status named its plan and group (else the default sign-up). */
export const checkoutRetry = (status: {
  readonly subscription_id?: number | undefined;
  readonly promo_url?: string | null | undefined;
  readonly status?: string | undefined;
  readonly provider?: string | undefined;
}): CheckoutRetry => ({
  promoUrl: status.promo_url ?? null,
  planId: status.subscription_id ?? null,
  excludedGateway: status.status === "declined" && status.provider ? status.provider : null,
});
