import { Schema, SchemaTransformation } from "effect";
import { PLAN_TYPES, SUBSCRIPTION_STATUSES } from "../subscriptionValues.ts";
import { NullableNumber, NullableString } from "./common.ts";

export const SubscriptionStatus = Schema.Literals(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = typeof SubscriptionStatus.Type;

/** Plan types on the wire: one-time, recurring, no-card trial. */
export const PlanType = Schema.Literals(PLAN_TYPES);
export type PlanType = typeof PlanType.Type;

export const ActiveSubscription = Schema.Struct({
  subscription_data_id: Schema.Number,
  data: Schema.Struct({
    plan: Schema.Struct({ name: Schema.String, type: PlanType, is_manica: Schema.Boolean }),
  }),
});
export type ActiveSubscription = typeof ActiveSubscription.Type;

export const Subscription = Schema.Struct({
  id: Schema.Number,
  status: SubscriptionStatus,
  plan_name: Schema.String,
  started_at: NullableString,
  ends_at: NullableString,
  /** The plan's price and period, for My Account's billing (not named by the spec). */
  price_in_cents: Schema.optional(NullableNumber),
  currency: Schema.optional(NullableString),
  period_days: Schema.optional(NullableNumber),
});

export const Transaction = Schema.Struct({
  id: Schema.Number,
  amount_in_cents: Schema.Number,
  currency: Schema.String,
  created_at: Schema.String,
});

/** `accepted_mailing` arrives as 0/1, "0"/"1" or a boolean and is held as a boolean. */
export const MailingFlag = Schema.Union([
  Schema.Boolean,
  Schema.Literals([0, 1, "0", "1"]).pipe(
    Schema.decodeTo(
      Schema.Boolean,
      SchemaTransformation.transform<boolean, 0 | 1 | "0" | "1">({
        decode: (v) => v === 1 || v === "1",
        encode: (b) => (b ? 1 : 0),
      }),
    ),
  ),
]);

export const UserSession = Schema.Struct({ session_id: Schema.String });

export const User = Schema.Struct({
  id: Schema.Number,
  email: Schema.String,
  username: NullableString,
  name: NullableString,
  last_name: NullableString,
  role: NullableString,
  picture: NullableString,
  status: NullableString,
  birth_date_day: NullableNumber,
  birth_date_month: NullableNumber,
  birth_date_year: NullableNumber,
  address: NullableString,
  zip_code: NullableString,
  city: NullableString,
  locale: Schema.String,
  is_email_verified: Schema.Boolean,
  is_verification_email_sent: Schema.Boolean,
  is_cross_selling_unified_account: Schema.Boolean,
  is_legacy_user: Schema.Boolean,
  accepted_mailing: MailingFlag,
  transactions: Schema.Array(Transaction),
  is_trialing_free: Schema.Boolean,
  is_subscribed: Schema.Boolean,
  active_subscription: Schema.NullOr(ActiveSubscription),
  subscriptions: Schema.Array(Subscription),
  cont_watching_counter: Schema.Number.check(Schema.isInt()),
  userSession: Schema.NullOr(UserSession),
  /** The card of the last successful payment, masked to its last four digits (decision 0027). */
  payment_method: Schema.optional(Schema.NullOr(Schema.Struct({ last4: Schema.String }))),
});
export type User = typeof User.Type;
