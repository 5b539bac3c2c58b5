/**
 * The first render's decoders of wire data (core/validate.ts): the user the page's server
 * read, the app-level client token, the settings and the stored token. Each accepts exactly
 * what its Effect schema in core/schema accepts (tests/core/startDecoders.test.ts), and gives
 * that schema's type.
 */
import type { HeldToken, TokenResponse } from "./schema/auth.ts";
import type { Setting } from "./schema/settings.ts";
import type { User } from "./schema/user.ts";
import { PLAN_TYPES, SUBSCRIPTION_STATUSES } from "./subscriptionValues.ts";
import {
  array,
  boolean,
  type Decoder,
  int,
  literal,
  map,
  nullOr,
  number,
  optional,
  string,
  struct,
  union,
} from "./validate.ts";

const nullableString = nullOr(string);
const nullableNumber = nullOr(number);

/** `accepted_mailing`: a boolean, or 0/1 as a number or a text (core/schema/user.ts). */
const mailingFlag = union(
  boolean,
  map(literal(0, 1, "0", "1"), (v) => v === 1 || v === "1"),
);

const subscriptionStatus = literal(...SUBSCRIPTION_STATUSES);

const user = struct({
  id: number,
  email: string,
  username: nullableString,
  name: nullableString,
  last_name: nullableString,
  role: nullableString,
  picture: nullableString,
  status: nullableString,
  birth_date_day: nullableNumber,
  birth_date_month: nullableNumber,
  birth_date_year: nullableNumber,
  address: nullableString,
  zip_code: nullableString,
  city: nullableString,
  locale: string,
  is_email_verified: boolean,
  is_verification_email_sent: boolean,
  is_cross_selling_unified_account: boolean,
  is_legacy_user: boolean,
  accepted_mailing: mailingFlag,
  transactions: array(
    struct({ id: number, amount_in_cents: number, currency: string, created_at: string }),
  ),
  is_trialing_free: boolean,
  is_subscribed: boolean,
  active_subscription: nullOr(
    struct({
      subscription_data_id: number,
      data: struct({
        plan: struct({
          name: string,
          type: literal(...PLAN_TYPES),
          is_manica: boolean,
        }),
      }),
    }),
  ),
  subscriptions: array(
    struct({
      id: number,
      status: subscriptionStatus,
      plan_name: string,
      started_at: nullableString,
      ends_at: nullableString,
      price_in_cents: optional(nullableNumber),
      currency: optional(nullableString),
      period_days: optional(nullableNumber),
    }),
  ),
  cont_watching_counter: int,
  userSession: nullOr(struct({ session_id: string })),
  payment_method: optional(nullOr(struct({ last4: string }))),
});

/** core/schema/user.ts `User`. */
export const decodeUser: Decoder<User> = user;

/** core/schema/auth.ts `TokenResponse`. */
export const decodeTokenResponse: Decoder<TokenResponse> = struct({
  access_token: string,
  token_type: string,
  expires_in: int,
  refresh_token: optional(nullableString),
});

/** core/schema/auth.ts `HeldToken`. */
export const decodeHeldToken: Decoder<HeldToken> = struct({
  access_token: string,
  token_type: string,
  expires_in: number,
  expires_at: number,
});

/** core/schema/settings.ts `Setting`. */
export const decodeSetting: Decoder<Setting> = struct({
  key: string,
  value: union(string, number, boolean, array(string), literal(null)),
});
