/** A subscription's statuses on the wire (spec 001 §7, the user's `subscription`). */
export const SUBSCRIPTION_STATUSES = [
  "active",
  "awaiting_canceled",
  "canceled",
  "expired",
  "trial",
  "unsubscribed",
] as const;

/** Plan types on the wire: one-time, recurring, no-card trial. */
export const PLAN_TYPES = ["one_time", "recurring", "no_card_trial"] as const;
