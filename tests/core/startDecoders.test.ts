/**
 * The start-up's hand-written decoders (core/validate.ts, core/startDecoders.ts,
 * core/startInput.ts, core/pageConfig.ts) accept exactly what the Effect schemas they
 * replaced accept, and give the same value; what they refuse, they refuse with the path of
 * the bad part. The Effect schemas are written out here as they were in the start-up.
 */
import { Result, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeNewsletterInfo } from "../../src/core/newsletter.ts";
import { decodeInjectedConfig, parseInjectedConfig } from "../../src/core/pageConfig.ts";
import { HeldToken, TokenResponse } from "../../src/core/schema/auth.ts";
import { NewsletterInfoConfig } from "../../src/core/schema/newsletter.ts";
import { Setting } from "../../src/core/schema/settings.ts";
import { User } from "../../src/core/schema/user.ts";
import { UserSegment } from "../../src/core/schema/userSegment.ts";
import {
  decodeHeldToken,
  decodeSetting,
  decodeTokenResponse,
  decodeUser,
} from "../../src/core/startDecoders.ts";
import { decodeStartInput } from "../../src/core/startInput.ts";
import { decodeUserSegment } from "../../src/core/userSegment.ts";
import type { Decoder } from "../../src/core/validate.ts";

const EffectStartInput = Schema.Struct({
  pathname: Schema.String,
  serverDate: Schema.Number,
  location: Schema.Struct({
    country: Schema.NullOr(Schema.String),
    usState: Schema.NullOr(Schema.String),
  }),
  userAgent: Schema.String,
  cookies: Schema.Struct({
    locale: Schema.optional(Schema.String),
    consent: Schema.optional(Schema.String),
    ageRestriction: Schema.optional(Schema.String),
    sessionId: Schema.optional(Schema.String),
  }),
  visitorId: Schema.String,
  restoredTokenExpiresAt: Schema.NullOr(Schema.Number),
  renewOnStart: Schema.optional(Schema.Boolean),
  user: Schema.optional(Schema.NullOr(User)),
});

const EffectInjected = Schema.Struct({
  apiBase: Schema.optional(Schema.String),
  clientId: Schema.optional(Schema.String),
  clientSecret: Schema.optional(Schema.String),
  country: Schema.optional(Schema.NullOr(Schema.String)),
  usState: Schema.optional(Schema.NullOr(Schema.String)),
  serverDate: Schema.optional(Schema.NullOr(Schema.String)),
  settings: Schema.optional(Schema.Array(Setting)),
  abTestingSrc: Schema.optional(Schema.NullOr(Schema.String)),
  errorReporting: Schema.optional(Schema.NullOr(Schema.String)),
  clientToken: Schema.optional(TokenResponse),
  presence: Schema.optional(
    Schema.NullOr(
      Schema.Struct({
        key: Schema.String,
        authEndpoint: Schema.String,
        cluster: Schema.NullOr(Schema.String),
        host: Schema.NullOr(Schema.String),
        port: Schema.NullOr(Schema.Number),
        path: Schema.String,
        tls: Schema.NullOr(Schema.Boolean),
      }),
    ),
  ),
  start: Schema.optional(EffectStartInput),
  origin: Schema.optional(Schema.String),
});

// Valid wire values (JSON), with now and then a value of the wrong kind in one place.
const text = fc.string({ maxLength: 8 });
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const num = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const userFields = {
  id: fc.integer(),
  email: text,
  username: nullable(text),
  name: nullable(text),
  last_name: nullable(text),
  role: nullable(text),
  picture: nullable(text),
  status: nullable(text),
  birth_date_day: nullable(num),
  birth_date_month: nullable(num),
  birth_date_year: nullable(num),
  address: nullable(text),
  zip_code: nullable(text),
  city: nullable(text),
  locale: text,
  is_email_verified: fc.boolean(),
  is_verification_email_sent: fc.boolean(),
  is_cross_selling_unified_account: fc.boolean(),
  is_legacy_user: fc.boolean(),
  accepted_mailing: fc.constantFrom(true, false, 0, 1, "0", "1", 2, "yes"),
  transactions: fc.array(
    fc.record({ id: num, amount_in_cents: num, currency: text, created_at: text }),
    { maxLength: 2 },
  ),
  is_trialing_free: fc.boolean(),
  is_subscribed: fc.boolean(),
  active_subscription: nullable(
    fc.record({
      subscription_data_id: num,
      data: fc.record({
        plan: fc.record({
          name: text,
          type: fc.constantFrom("one_time", "recurring", "no_card_trial", "other"),
          is_manica: fc.boolean(),
        }),
      }),
    }),
  ),
  subscriptions: fc.array(
    fc.record(
      {
        id: num,
        status: fc.constantFrom(
          "active",
          "awaiting_canceled",
          "canceled",
          "expired",
          "trial",
          "unsubscribed",
          "x",
        ),
        plan_name: text,
        started_at: nullable(text),
        ends_at: nullable(text),
        price_in_cents: nullable(num),
        currency: nullable(text),
        period_days: nullable(num),
      },
      { requiredKeys: ["id", "status", "plan_name", "started_at", "ends_at"] },
    ),
    { maxLength: 2 },
  ),
  cont_watching_counter: num,
  userSession: nullable(fc.record({ session_id: text })),
  payment_method: nullable(fc.record({ last4: text })),
  extra: fc.jsonValue({ maxDepth: 1 }),
};
// Most users carry every key the schema requires; some miss keys at random.
const userArb = fc.oneof(
  fc.record(userFields, {
    requiredKeys: Object.keys(userFields).filter(
      (key) => key !== "payment_method" && key !== "extra",
    ) as (keyof typeof userFields)[],
  }),
  fc.record(userFields, { requiredKeys: [] }),
);
const startArb = fc.record(
  {
    pathname: text,
    serverDate: num,
    location: fc.record({ country: nullable(text), usState: nullable(text) }),
    userAgent: text,
    cookies: fc.record(
      {
        locale: text,
        consent: text,
        ageRestriction: text,
        sessionId: fc.oneof(text, fc.integer()),
      },
      { requiredKeys: [] },
    ),
    visitorId: text,
    restoredTokenExpiresAt: nullable(num),
    renewOnStart: fc.oneof(fc.boolean(), text),
    user: nullable(userArb),
  },
  {
    requiredKeys: [
      "pathname",
      "serverDate",
      "location",
      "userAgent",
      "cookies",
      "visitorId",
      "restoredTokenExpiresAt",
    ],
  },
);
const settingArb = fc.record({
  key: text,
  value: fc.oneof(
    text,
    num,
    fc.boolean(),
    fc.array(text),
    fc.constant(null),
    fc.array(fc.integer()),
  ),
});
const tokenArb = fc.record(
  {
    access_token: text,
    token_type: text,
    expires_in: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
    expires_at: num,
    refresh_token: nullable(text),
  },
  { requiredKeys: ["access_token", "token_type", "expires_in"] },
);
const configArb = fc.record(
  {
    apiBase: text,
    clientId: text,
    country: nullable(text),
    serverDate: nullable(text),
    settings: fc.array(settingArb, { maxLength: 3 }),
    abTestingSrc: nullable(text),
    errorReporting: nullable(text),
    clientToken: tokenArb,
    presence: nullable(
      fc.record({
        key: text,
        authEndpoint: text,
        cluster: nullable(text),
        host: nullable(text),
        port: nullable(fc.integer()),
        path: text,
        tls: nullable(fc.boolean()),
      }),
    ),
    start: startArb,
    origin: fc.oneof(text, fc.integer()),
  },
  { requiredKeys: [] },
);

/** What Effect gives for `input`: the value, or null when it refuses. */
const effectDecode = (schema: Schema.Decoder<unknown>, input: unknown) => {
  const decoded = Schema.decodeUnknownResult(schema)(input);
  return Result.isSuccess(decoded) ? { value: decoded.success } : null;
};
const handDecode = (decoder: Decoder<unknown>, input: unknown) => {
  const decoded = decoder(input);
  if (!decoded.ok) expect(decoded.error).toMatch(/expected /);
  return decoded.ok ? { value: decoded.value } : null;
};
const sameAsEffect = (
  decoder: Decoder<unknown>,
  schema: Schema.Decoder<unknown>,
  input: unknown,
): void => {
  expect(handDecode(decoder, input)).toEqual(effectDecode(schema, input));
};

/** Valid-looking values, arbitrary JSON, and valid-looking values spoilt in one key. */
const inputs = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    valid,
    fc.jsonValue({ maxDepth: 2 }),
    fc.tuple(valid, fc.jsonValue({ maxDepth: 1 }), fc.nat()).map(([value, junk, at]) => {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
      const keys = Object.keys(value);
      if (keys.length === 0) return value;
      return { ...value, [keys[at % keys.length] as string]: junk };
    }),
  );

const cases: ReadonlyArray<
  [string, Decoder<unknown>, Schema.Decoder<unknown>, fc.Arbitrary<unknown>]
> = [
  ["user", decodeUser, User, userArb],
  ["token response", decodeTokenResponse, TokenResponse, tokenArb],
  ["held token", decodeHeldToken, HeldToken, tokenArb],
  ["setting", decodeSetting, Setting, settingArb],
  ["start input", decodeStartInput, EffectStartInput, startArb],
  ["page config", decodeInjectedConfig, EffectInjected, configArb],
  [
    "user segment",
    decodeUserSegment,
    UserSegment,
    fc.record({ user_segment_id: fc.oneof(fc.integer(), num) }),
  ],
  [
    "newsletter placement config",
    decodeNewsletterInfo,
    NewsletterInfoConfig,
    fc.record(
      {
        newsletterFormId: text,
        buttonText: text,
        modalTitle: text,
        modalSubtitle: nullable(text),
        excludes: fc.array(text, { maxLength: 3 }),
      },
      { requiredKeys: ["newsletterFormId", "buttonText", "modalTitle"] },
    ),
  ],
];

describe("the start-up's decoders accept exactly what the Effect schemas accepted", () => {
  for (const [name, decoder, schema, valid] of cases) {
    it(name, () => {
      fc.assert(
        fc.property(inputs(valid), (input) => sameAsEffect(decoder, schema, input)),
        { numRuns: 500 },
      );
    });
  }

  it("a complete user decodes, with accepted_mailing read as a boolean and extra keys left out", () => {
    const user = {
      id: 7,
      email: "ann@example.test",
      username: null,
      name: "Ann",
      last_name: null,
      role: null,
      picture: null,
      status: null,
      birth_date_day: null,
      birth_date_month: null,
      birth_date_year: null,
      address: null,
      zip_code: null,
      city: null,
      locale: "en",
      is_email_verified: true,
      is_verification_email_sent: true,
      is_cross_selling_unified_account: false,
      is_legacy_user: false,
      accepted_mailing: "1",
      transactions: [],
      is_trialing_free: false,
      is_subscribed: true,
      active_subscription: null,
      subscriptions: [],
      cont_watching_counter: 3,
      userSession: { session_id: "s" },
      secret: "never kept",
    };
    const decoded = decodeUser(user);
    expect(decoded.ok && decoded.value.accepted_mailing).toBe(true);
    expect(decoded.ok && "secret" in decoded.value).toBe(false);
    sameAsEffect(decodeUser, User, user);
    expect(decodeUser({ ...user, cont_watching_counter: 1.5 })).toEqual({
      ok: false,
      error: "cont_watching_counter: expected an integer, got 1.5",
    });
  });

  it("an unreadable page config counts as empty", () => {
    expect(parseInjectedConfig(null)).toEqual({});
    expect(parseInjectedConfig("{not json")).toEqual({});
    expect(parseInjectedConfig('{"apiBase":1}')).toEqual({});
    expect(parseInjectedConfig('{"apiBase":"/api","x":1}')).toEqual({ apiBase: "/api" });
  });
});
