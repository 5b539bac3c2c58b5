/**
 * The server's two modes (docs/decisions/0017). `NODE_ENV=production` is the careful one:
 * no demo helper (the mail outbox page, the test payment provider, a generated presence
 * secret) exists, and the server refuses to start unless the real services are configured.
 * Anything else is the local demo, with every helper on.
 */

import type { LiveTvMembership } from "../../src/core/liveTv.ts";
import type { Setting } from "../../src/core/schema/settings.ts";

export type ServerMode = "production" | "demo";

type Env = Readonly<Record<string, string | undefined>>;

export const modeFromEnv = (env: Env = process.env): ServerMode =>
  env.NODE_ENV === "production" ? "production" : "demo";

/** What production needs, by variable, in the order the refusal names them. */
export const PRODUCTION_SETTINGS = [
  "CINEMA_SMTP_URL",
  "CINEMA_PAYMENT_PROVIDER_URL",
  "CINEMA_PAYMENT_PROVIDER_SECRET",
  "CINEMA_PUSHER_SECRET",
] as const;

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== "";

/** The production settings `env` lacks (none in demo mode). */
export const missingSettings = (mode: ServerMode, env: Env = process.env): string[] =>
  mode === "production" ? PRODUCTION_SETTINGS.filter((name) => !isSet(env[name])) : [];

/** The one line the server prints before it refuses to start. */
export const refusalLine = (missing: readonly string[]): string =>
  `Cinema refuses to start in production (NODE_ENV=production): set ${missing.join(", ")}.`;

/** The first line the demo prints, so nobody mistakes it for a production start. */
export const DEMO_NOTICE =
  "DEMO MODE (NODE_ENV is not production): the mail outbox /dev/outbox and the error collector /dev/errors (loopback only), the test payment provider and a generated presence secret are on; never expose this server.";

/** The real payment provider: where its checkout page is, and the secret its callbacks are signed with. */
export interface PaymentProviderConfig {
  readonly url: string;
  readonly secret: string;
}

export const paymentProviderFromEnv = (env: Env = process.env): PaymentProviderConfig | null => {
  const url = env.CINEMA_PAYMENT_PROVIDER_URL?.trim();
  const secret = env.CINEMA_PAYMENT_PROVIDER_SECRET?.trim();
  return url && secret ? { url, secret } : null;
};

/**
 * The live-TV minimum a demo server answers instead of the seeded one (docs/decisions/0080),
 * so journeys can meet the setting's other value: `CINEMA_DEMO_LIVE_TV_MINIMUM`, Registered or
 * Subscribed. Production never reads it; another value stops the demo from starting.
 */
export const DEMO_LIVE_TV_MINIMUM = "CINEMA_DEMO_LIVE_TV_MINIMUM";

/** The settings a demo server answers instead of the stored ones (none in production). */
export function demoSettingOverrides(mode: ServerMode, env: Env = process.env): Setting[] {
  if (mode === "production") return [];
  const value = env[DEMO_LIVE_TV_MINIMUM]?.trim();
  if (value === undefined || value === "") return [];
  const memberships: readonly LiveTvMembership[] = ["Registered", "Subscribed"];
  if (!memberships.includes(value as LiveTvMembership)) {
    throw new Error(`${DEMO_LIVE_TV_MINIMUM} must be Registered or Subscribed, got ${value}`);
  }
  return [{ key: "live-tv-minimum-membership", value }];
}
