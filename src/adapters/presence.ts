/**
 * The presence service through pusher-js (spec 001 §4 concurrent-stream control): one
 * connection per playback, subscribed to the account's presence channel, turning pusher
 * events into PresenceSignals. The same code talks to the reference server's endpoint, a
 * soketi cluster or hosted Pusher Channels: only the configuration differs.
 *
 * pusher-js is loaded with `import()` when a playback joins, so it is never in the first
 * load; import this module from player code only.
 */
import { Result, Schema } from "effect";
import type PusherClient from "pusher-js";
import type { Options, PresenceChannel } from "pusher-js";
import { PRESENCE_ACTIVITY_TIMEOUT_MS } from "../core/constants.ts";
import type { PresencePort, PresenceSession, PresenceSignal } from "../core/ports.ts";
import {
  HandoverEventData,
  PresenceMemberInfo,
  TakeoverEventData,
} from "../core/schema/presence.ts";
import {
  HANDOVER_EVENT,
  type PresenceMember,
  presenceChannelFor,
  TAKEOVER_EVENT,
} from "../core/streamTakeover.ts";

/** Where the presence service is (the server's page config `presence` entry). */
export interface PresenceClientConfig {
  readonly key: string;
  /** The channel auth endpoint (relative to the page, or absolute). */
  readonly authEndpoint: string;
  /** Hosted Pusher Channels cluster; null with a host. */
  readonly cluster: string | null;
  /** WebSocket host; null with neither host nor cluster: the page's own host. */
  readonly host: string | null;
  readonly port: number | null;
  /** Path before `/app/{key}` (`/presence` for the reference server, "" elsewhere). */
  readonly path: string;
  /** wss; null: as the page. */
  readonly tls: boolean | null;
}

/** The page's address, for the embedded default (same host as the page). */
export interface PageLocation {
  readonly hostname: string;
  readonly port: string;
  readonly protocol: string;
}

/** How long pusher-js waits for a pong before it reconnects (ours; its default is 30 s). */
export const PRESENCE_PONG_TIMEOUT_MS = 5_000;

type PusherConstructor = new (key: string, options: Options) => PusherClient;

export interface PresenceAdapterDeps {
  /** The viewer's bearer token, read when the channel is authorized (never stored). */
  readonly userToken: () => string | null;
  /** The page's address; defaults to `window.location`. */
  readonly location?: PageLocation;
  /** Loads pusher-js; tests may give another. */
  readonly loadPusher?: () => Promise<PusherConstructor>;
}

const loadPusherJs = async (): Promise<PusherConstructor> => {
  const module = (await import("pusher-js")) as unknown as {
    default: PusherConstructor | { default: PusherConstructor };
  };
  const exported = module.default;
  return "default" in exported ? exported.default : exported;
};

/** pusher-js options for this configuration (and the page, for the embedded default). */
export function pusherOptions(
  config: PresenceClientConfig,
  page: PageLocation | null,
  auth: { readonly userToken: () => string | null; readonly deviceId: string },
): Options {
  const pageTls = page?.protocol === "https:";
  const tls = config.tls ?? (config.host === null && config.cluster !== null ? true : pageTls);
  const embedded = config.host === null && config.cluster === null;
  const host = config.host ?? (embedded ? (page?.hostname ?? "localhost") : null);
  const port =
    config.port ??
    (embedded && page?.port ? Number(page.port) : null) ??
    (host === null ? null : tls ? 443 : 80);
  return {
    cluster: config.cluster ?? "",
    ...(host === null ? {} : { wsHost: host }),
    ...(port === null ? {} : { wsPort: port, wssPort: port }),
    wsPath: config.path,
    forceTLS: tls,
    enabledTransports: ["ws", "wss"],
    disableStats: true,
    activityTimeout: PRESENCE_ACTIVITY_TIMEOUT_MS,
    pongTimeout: PRESENCE_PONG_TIMEOUT_MS,
    channelAuthorization: {
      endpoint: config.authEndpoint,
      transport: "ajax",
      headersProvider: () => {
        const token = auth.userToken();
        return {
          "X-Requested-With": "XMLHttpRequest",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        };
      },
      paramsProvider: () => ({ device_id: auth.deviceId }),
    },
  };
}

const decodeInfo = Schema.decodeUnknownResult(PresenceMemberInfo);
const decodeTakeover = Schema.decodeUnknownResult(TakeoverEventData);
const decodeHandover = Schema.decodeUnknownResult(HandoverEventData);

/** A member whose user_info does not decode goes last in join order. */
const UNKNOWN_ORDER = Number.MAX_SAFE_INTEGER;

const toMember = (id: string, info: unknown): PresenceMember => {
  const decoded = decodeInfo(info);
  return Result.isSuccess(decoded)
    ? { id, joinedAt: decoded.success.joined_at, seq: decoded.success.seq }
    : { id, joinedAt: UNKNOWN_ORDER, seq: UNKNOWN_ORDER };
};

const membersOf = (channel: PresenceChannel): PresenceMember[] => {
  const list: PresenceMember[] = [];
  channel.members.each((member: { id: string; info: unknown }) =>
    list.push(toMember(String(member.id), member.info)),
  );
  return list;
};

/**
 * pusher-js connection states in which presence cannot be reached: unavailable (no
 * connection for 10 s, it keeps trying), failed (no transport), disconnected (refused by
 * the service with a 4000-4099 close code; our own leave() is not reported).
 */
const UNREACHABLE = new Set(["unavailable", "failed", "disconnected"]);

/** The presence port over pusher-js. */
export function createPusherPresence(
  config: PresenceClientConfig,
  deps: PresenceAdapterDeps,
): PresencePort {
  const load = deps.loadPusher ?? loadPusherJs;
  return {
    join(target, onSignal): PresenceSession {
      let left = false;
      let pusher: PusherClient | null = null;
      let channel: PresenceChannel | null = null;
      const signal = (s: PresenceSignal) => {
        if (!left) onSignal(s);
      };
      const snapshot = () => {
        if (channel?.members.me) {
          signal({
            type: "presence.members",
            me: String(channel.members.me.id),
            members: membersOf(channel),
          });
        }
      };

      load().then(
        (Pusher) => {
          if (left) return;
          const page =
            deps.location ??
            (typeof window === "undefined" ? null : (window.location as PageLocation));
          pusher = new Pusher(
            config.key,
            pusherOptions(config, page, {
              userToken: deps.userToken,
              deviceId: target.deviceId,
            }),
          );
          pusher.connection.bind(
            "state_change",
            (states: { readonly previous: string; readonly current: string }) => {
              if (UNREACHABLE.has(states.current)) {
                signal({ type: "presence.failed", reason: `connection ${states.current}` });
              }
            },
          );
          const subscribed = pusher.subscribe(
            presenceChannelFor(target.accountId),
          ) as PresenceChannel;
          channel = subscribed;
          subscribed.bind("pusher:subscription_succeeded", snapshot);
          subscribed.bind("pusher:member_added", snapshot);
          subscribed.bind("pusher:member_removed", snapshot);
          subscribed.bind("pusher:subscription_error", (error: { status?: number }) =>
            signal({
              type: "presence.failed",
              reason: `subscription refused (${error?.status ?? "no status"})`,
            }),
          );
          subscribed.bind(TAKEOVER_EVENT, (data: unknown, meta: { user_id?: string } | null) => {
            const decoded = decodeTakeover(data);
            if (!meta?.user_id || !Result.isSuccess(decoded)) return;
            signal({
              type: "presence.takeover",
              claim: { by: String(meta.user_id), at: decoded.success.at },
            });
          });
          subscribed.bind(HANDOVER_EVENT, (data: unknown, meta: { user_id?: string } | null) => {
            const decoded = decodeHandover(data);
            if (!meta?.user_id || !Result.isSuccess(decoded)) return;
            const { to, media, position_s } = decoded.success;
            signal({
              type: "presence.handover",
              handover: { from: String(meta.user_id), to, media, positionS: position_s },
            });
          });
        },
        (error: unknown) =>
          signal({ type: "presence.failed", reason: `pusher-js did not load: ${String(error)}` }),
      );

      return {
        sendTakeover(at) {
          const sent = channel?.subscribed === true && channel.trigger(TAKEOVER_EVENT, { at });
          signal(
            sent
              ? { type: "presence.takeoverSent" }
              : { type: "presence.failed", reason: "takeover not sent: not connected" },
          );
        },
        sendHandover({ to, media, positionS }) {
          // Sent just before leaving: `leave` closes the socket only after it went out.
          if (channel?.subscribed === true) {
            channel.trigger(HANDOVER_EVENT, { to, media, position_s: positionS });
          }
        },
        leave() {
          if (left) return;
          left = true;
          // pusher-js sends on the next timer turn (util.defer) but closes at once: a client
          // event sent just before leaving (the handover) would be lost without this turn.
          const leaving = pusher;
          setTimeout(() => leaving?.disconnect(), 0);
        },
      };
    },
  };
}
