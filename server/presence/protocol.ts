/**
 * The subset of the Pusher Channels protocol (version 7) this endpoint speaks: frame
 * shapes, close codes and the signature of presence subscriptions. Frames are JSON
 * objects `{event, channel?, data}`; the server sends `data` as a JSON *string* (pusher-js
 * parses it), clients send it as an object or a string.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const PROTOCOL_VERSION = 7;

/**
 * Close codes (pusher-js: 4000-4099 do not reconnect, 4100-4199 reconnect with backoff,
 * 4200-4299 reconnect at once).
 */
export const CloseCode = {
  appNotFound: 4001,
  pathNotFound: 4005,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  overCapacity: 4100,
  reconnectNow: 4200,
  pongNotReceived: 4201,
} as const;

/** Pusher's code for a client event refused by the rate limit (the connection stays). */
export const CLIENT_EVENT_RATE_LIMITED = 4301;

/** Channel names as Pusher allows them. */
export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
export const PRESENCE_PREFIX = "presence-";
export const CLIENT_EVENT_PREFIX = "client-";
/** The longest presence user id accepted. */
export const MAX_USER_ID_LENGTH = 128;

export interface InboundFrame {
  readonly event: string;
  readonly channel: string | null;
  /** The parsed `data` (a string that holds JSON is parsed). */
  readonly data: unknown;
  /** `data` as the client sent it, re-serialised for relaying. */
  readonly rawData: string;
}

export type DecodeResult =
  | { readonly ok: true; readonly frame: InboundFrame }
  | { readonly ok: false; readonly message: string };

const isRecord = (u: unknown): u is Record<string, unknown> =>
  typeof u === "object" && u !== null && !Array.isArray(u);

/** One text frame from a client, or why it is not a frame. */
export function decodeFrame(text: string): DecodeResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: "Malformed frame: not JSON" };
  }
  if (!isRecord(parsed)) return { ok: false, message: "Malformed frame: not a JSON object" };
  const { event, channel, data } = parsed;
  if (typeof event !== "string" || event === "" || event.length > 200) {
    return { ok: false, message: "Malformed frame: no event name" };
  }
  if (channel !== undefined && channel !== null && typeof channel !== "string") {
    return { ok: false, message: "Malformed frame: channel is not a string" };
  }
  let value: unknown = data;
  if (typeof data === "string") {
    try {
      value = JSON.parse(data);
    } catch {
      value = data;
    }
  }
  const rawData = typeof data === "string" ? data : JSON.stringify(data ?? {});
  return { ok: true, frame: { event, channel: channel ?? null, data: value, rawData } };
}

/** A frame to a client; `data` is sent as a JSON string, as Pusher does. */
export function encodeFrame(frame: {
  readonly event: string;
  readonly channel?: string;
  readonly data: unknown;
  readonly userId?: string;
}): string {
  return JSON.stringify({
    event: frame.event,
    ...(frame.channel === undefined ? {} : { channel: frame.channel }),
    data: typeof frame.data === "string" ? frame.data : JSON.stringify(frame.data),
    ...(frame.userId === undefined ? {} : { user_id: frame.userId }),
  });
}

export const errorFrame = (code: number | null, message: string) =>
  encodeFrame({ event: "pusher:error", data: { code, message } });

/** Subscription data: `{channel, auth, channel_data}` as pusher-js sends it. */
export interface SubscribeData {
  readonly channel: string;
  readonly auth: string;
  readonly channelData: string;
}

export function readSubscribeData(data: unknown): SubscribeData | string {
  if (!isRecord(data)) return "Subscription data must be an object";
  const { channel, auth, channel_data: channelData } = data;
  if (typeof channel !== "string" || !CHANNEL_NAME.test(channel)) return "Invalid channel name";
  if (typeof auth !== "string" || auth === "") return "Missing auth";
  if (typeof channelData !== "string" || channelData === "") return "Missing channel_data";
  return { channel, auth, channelData };
}

/** The member a presence subscription announces, from its signed channel_data. */
export function readChannelData(
  channelData: string,
): { readonly userId: string; readonly userInfo: unknown } | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return "channel_data is not JSON";
  }
  if (!isRecord(parsed)) return "channel_data is not an object";
  const { user_id: id, user_info: userInfo } = parsed;
  const userId = typeof id === "number" && Number.isFinite(id) ? String(id) : id;
  if (typeof userId !== "string" || userId === "" || userId.length > MAX_USER_ID_LENGTH) {
    return "channel_data has no valid user_id";
  }
  return { userId, userInfo: userInfo ?? {} };
}

/** HMAC-SHA256 (hex) of `socket_id:channel[:channel_data]`, as Pusher signs. */
export const signatureFor = (secret: string, parts: readonly string[]): string =>
  createHmac("sha256", secret).update(parts.join(":")).digest("hex");

/** Whether `auth` (`key:signature`) was signed with this app's key and secret. */
export function verifyAuth(
  app: { readonly key: string; readonly secret: string },
  auth: string,
  socketId: string,
  channel: string,
  channelData: string,
): boolean {
  const colon = auth.indexOf(":");
  if (colon < 0 || auth.slice(0, colon) !== app.key) return false;
  const given = Buffer.from(auth.slice(colon + 1), "utf8");
  const expected = Buffer.from(signatureFor(app.secret, [socketId, channel, channelData]), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
