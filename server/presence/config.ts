import { randomBytes } from "node:crypto";

/**
 * Presence configuration: the Pusher app (id, key, secret) the auth endpoint signs for, and
 * where browsers connect. By default browsers connect to this server's own endpoint
 * (`/presence` on the page's host); setting a host or a cluster points them at a soketi
 * cluster or hosted Pusher Channels instead, with no code change (see README.md).
 */

export interface PresenceConfig {
  readonly appId: string;
  /** Public: sent to browsers in the page config. */
  readonly key: string;
  /** Private: signs channel authorizations; never leaves the server. */
  readonly secret: string;
  /** Hosted Pusher Channels cluster (e.g. "eu"); null when a host is used. */
  readonly cluster: string | null;
  /** WebSocket host browsers connect to; null: the page's own host (the embedded endpoint). */
  readonly host: string | null;
  /** WebSocket port; null: the page's port (or the TLS/plain default). */
  readonly port: number | null;
  /** Path prefix before `/app/{key}`: `/presence` for the embedded endpoint, "" for soketi. */
  readonly path: string;
  /** Use wss; null: as the page (https pages use wss). */
  readonly tls: boolean | null;
}

export const DEFAULT_PUSHER_APP_ID = "cinema";
export const DEFAULT_PUSHER_KEY = "cinema-presence-key";
/** Where the embedded endpoint listens (its WebSocket upgrade path). */
export const EMBEDDED_PRESENCE_PATH = "/presence";
/** The channel auth endpoint, under the API base. */
export const PRESENCE_AUTH_PATH = "/presence/auth";

type Env = Readonly<Record<string, string | undefined>>;

const text = (value: string | undefined): string | null =>
  value !== undefined && value.trim() !== "" ? value.trim() : null;

const portOf = (value: string | undefined): number | null => {
  const raw = text(value);
  if (raw === null) return null;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
    throw new Error(`CINEMA_PUSHER_PORT must be a port number, got ${raw}`);
  }
  return port;
};

const flagOf = (value: string | undefined): boolean | null => {
  const raw = text(value)?.toLowerCase() ?? null;
  if (raw === null) return null;
  return raw === "1" || raw === "true" || raw === "yes";
};

/**
 * The configuration from the environment: CINEMA_PUSHER_APP_ID, CINEMA_PUSHER_KEY,
 * CINEMA_PUSHER_SECRET, CINEMA_PUSHER_CLUSTER, CINEMA_PUSHER_HOST, CINEMA_PUSHER_PORT,
 * CINEMA_PUSHER_PATH, CINEMA_PUSHER_TLS; unset: the embedded endpoint with local defaults.
 * There is no default secret: without CINEMA_PUSHER_SECRET it is random per call, so a server
 * builds its configuration once and hands the same object to the auth route and the embedded
 * endpoint (server/app.ts `startServer`). Production refuses to start without it.
 */
export function presenceConfigFromEnv(env: Env = process.env): PresenceConfig {
  const host = text(env.CINEMA_PUSHER_HOST);
  const cluster = text(env.CINEMA_PUSHER_CLUSTER);
  const external = host !== null || cluster !== null;
  return {
    appId: text(env.CINEMA_PUSHER_APP_ID) ?? DEFAULT_PUSHER_APP_ID,
    key: text(env.CINEMA_PUSHER_KEY) ?? DEFAULT_PUSHER_KEY,
    secret: text(env.CINEMA_PUSHER_SECRET) ?? randomBytes(32).toString("hex"),
    cluster,
    host,
    port: portOf(env.CINEMA_PUSHER_PORT),
    path: env.CINEMA_PUSHER_PATH ?? (external ? "" : EMBEDDED_PRESENCE_PATH),
    tls: flagOf(env.CINEMA_PUSHER_TLS),
  };
}

/** What the page config carries about presence (public fields only, never the secret). */
export interface PresencePageConfig {
  readonly key: string;
  readonly authEndpoint: string;
  readonly cluster: string | null;
  readonly host: string | null;
  readonly port: number | null;
  readonly path: string;
  readonly tls: boolean | null;
}

/**
 * The `presence` entry of the page config (`<meta name="cinema-config">`), for
 * server/routes/static.ts: `{ ...pageConfig, presence: presencePageConfig(config) }`.
 */
export const presencePageConfig = (
  config: PresenceConfig,
  apiBase = "/api",
): PresencePageConfig => ({
  key: config.key,
  authEndpoint: `${apiBase}${PRESENCE_AUTH_PATH}`,
  cluster: config.cluster,
  host: config.host,
  port: config.port,
  path: config.path,
  tls: config.tls,
});
