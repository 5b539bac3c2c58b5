/**
 * `POST /presence/auth` (under /api): signs a presence subscription for the viewer's own
 * account channel, as pusher-js asks (form fields socket_id, channel_name, plus our
 * device_id), with the official `pusher` package. The signed user_info carries the join
 * timestamp from this server's clock and a sequence number, so join order never depends
 * on a client clock, and it works the same with hosted Pusher or soketi (they relay
 * user_info as signed).
 */
import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import { Hono } from "hono";
import Pusher from "pusher";
import { presenceChannelFor } from "../../src/core/streamTakeover.ts";
import type { AppEnv, Deps } from "../context.ts";
import { requireToken } from "../http/auth.ts";
import { readBody } from "../http/body.ts";
import { HttpError, unauthorized } from "../http/errors.ts";
import { decodeInput } from "../http/validate.ts";
import type { PresenceConfig } from "./config.ts";
import { PRESENCE_AUTH_PATH } from "./config.ts";
import { CHANNEL_NAME } from "./protocol.ts";

const AuthRequest = Schema.Struct({
  socket_id: Schema.String.check(
    Schema.isPattern(/^\d{1,20}\.\d{1,20}$/, { message: "Must be a socket id" }),
  ),
  channel_name: Schema.String.check(
    Schema.isPattern(CHANNEL_NAME, { message: "Must be a channel name" }),
  ),
  /** The playback's device id (the presence user_id); generated when absent. */
  device_id: Schema.optional(
    Schema.String.check(
      Schema.isPattern(/^[A-Za-z0-9_-]{8,64}$/, { message: "Must be 8 to 64 letters or digits" }),
    ),
  ),
});

/** What every member's user_info holds. */
export interface MemberInfo {
  /** Server clock (epoch ms) when this playback first joined. */
  readonly joined_at: number;
  /** Strictly increasing on this server: breaks ties between equal timestamps. */
  readonly seq: number;
}

/** Stamps are kept this long for a playback, so a reconnect keeps its place in line. */
const STAMP_TTL_MS = 12 * 3_600_000;
/** At most this many playbacks are remembered (the oldest are forgotten first). */
const MAX_STAMPS = 100_000;

/**
 * Join stamps per (account, device): the first authorization of a playback is stamped, and
 * re-authorizations (pusher-js resubscribes after a reconnect, with a new socket id) keep
 * the same stamp, so a network blip never hands playback to another screen.
 */
export function joinStamps(now: () => number) {
  const stamps = new Map<string, MemberInfo>();
  let seq = 0;
  return (accountId: number, deviceId: string): MemberInfo => {
    const key = `${accountId}:${deviceId}`;
    const at = now();
    const known = stamps.get(key);
    if (known && at - known.joined_at < STAMP_TTL_MS) return known;
    stamps.delete(key);
    const stamp = { joined_at: at, seq: ++seq };
    stamps.set(key, stamp);
    if (stamps.size > MAX_STAMPS) {
      const oldest = stamps.keys().next().value;
      if (oldest !== undefined) stamps.delete(oldest);
    }
    return stamp;
  };
}

export function presenceAuthRoutes(deps: Deps, presence: PresenceConfig) {
  const signer = new Pusher({
    appId: presence.appId,
    key: presence.key,
    secret: presence.secret,
    // Only used for REST calls, which this server never makes: signing is local.
    host: "127.0.0.1",
  });
  const stampFor = joinStamps(deps.config.now);
  const app = new Hono<AppEnv>();
  app.use(PRESENCE_AUTH_PATH, requireToken(deps, "user"));
  app.post(PRESENCE_AUTH_PATH, async (c) => {
    const accountId = c.get("owner").userId;
    if (accountId === null) throw unauthorized();
    const input = decodeInput(AuthRequest, await readBody(c));
    if (input.channel_name !== presenceChannelFor(accountId)) {
      throw new HttpError(403, "This channel belongs to another account.");
    }
    const deviceId = input.device_id ?? randomUUID();
    const userInfo = stampFor(accountId, deviceId);
    const signed = signer.authorizeChannel(input.socket_id, input.channel_name, {
      user_id: deviceId,
      user_info: userInfo,
    });
    return c.json(signed);
  });
  return app;
}
