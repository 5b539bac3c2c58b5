/**
 * The client's configuration. The server injects it into index.html as
 * `<meta name="cinema-config" content='{"apiBase":"/api","clientId":...}'>`; the built
 * page carries `content="{}"`, so a page served without injection (vite dev) falls back
 * to the Vite env (VITE_API_BASE, VITE_CLIENT_ID, VITE_CLIENT_SECRET) and the defaults.
 */
import { Result, Schema } from "effect";
import type { PresenceClientConfig } from "../adapters/presence.ts";
import type { VisitorLocation } from "../core/ports.ts";
import { TokenResponse } from "../core/schema/auth.ts";
import { Setting } from "../core/schema/settings.ts";
import { StartInput } from "../core/startInput.ts";

export interface AppConfig {
  readonly apiBase: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly location: VisitorLocation;
  /** The server's date (ISO text) at render, when it gave one. */
  readonly serverDate: string | null;
  /** The app-level client token the page came with, if any (otherwise it is fetched). */
  readonly clientToken: TokenResponse | null;
  /** The A/B testing vendor script, started with analytics consent; null: none (local). */
  readonly abTestingSrc: string | null;
  /** The settings sent with the page; null when the page came without them. */
  readonly settings: readonly Setting[] | null;
  /** Where the presence service is (concurrent-stream control); null: not configured. */
  readonly presence: PresenceClientConfig | null;
  /** The first render's input the server rendered the page from; null: none (vite dev). */
  readonly start: StartInput | null;
  /** The site's public origin (the server's configuration); null: none given (vite dev). */
  readonly origin: string | null;
}

/** The page config's `presence` entry (server/presence/config.ts `presencePageConfig`). */
const PresenceEntry = Schema.Struct({
  key: Schema.String,
  authEndpoint: Schema.String,
  cluster: Schema.NullOr(Schema.String),
  host: Schema.NullOr(Schema.String),
  port: Schema.NullOr(Schema.Number),
  path: Schema.String,
  tls: Schema.NullOr(Schema.Boolean),
});

const Injected = Schema.Struct({
  apiBase: Schema.optional(Schema.String),
  clientId: Schema.optional(Schema.String),
  clientSecret: Schema.optional(Schema.String),
  country: Schema.optional(Schema.NullOr(Schema.String)),
  usState: Schema.optional(Schema.NullOr(Schema.String)),
  serverDate: Schema.optional(Schema.NullOr(Schema.String)),
  settings: Schema.optional(Schema.Array(Setting)),
  abTestingSrc: Schema.optional(Schema.NullOr(Schema.String)),
  clientToken: Schema.optional(TokenResponse),
  presence: Schema.optional(Schema.NullOr(PresenceEntry)),
  start: Schema.optional(StartInput),
  origin: Schema.optional(Schema.String),
});
type Injected = typeof Injected.Type;

const decodeInjected = Schema.decodeUnknownResult(Injected);

/** One meta's content as config; anything unreadable counts as empty. */
export const parseInjectedConfig = (content: string | null): Injected => {
  if (!content) return {};
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return {};
  }
  const decoded = decodeInjected(json);
  return Result.isSuccess(decoded) ? decoded.success : {};
};

/** The Vite env (`import.meta.env`): VITE_API_BASE, VITE_CLIENT_ID, VITE_CLIENT_SECRET. */
export type EnvDefaults = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The reference server's public development client (server/main.ts defaults). */
export const DEV_CLIENT_ID = "cinema-web";
export const DEV_CLIENT_SECRET = "cinema-web-public-secret";

/** Every `cinema-config` meta of the page, later ones overriding earlier ones. */
export function readConfig(doc: Pick<Document, "querySelectorAll">, env: EnvDefaults): AppConfig {
  const metas = [...doc.querySelectorAll('meta[name="cinema-config"]')];
  const injected: Record<string, unknown> = {};
  for (const meta of metas)
    Object.assign(injected, parseInjectedConfig(meta.getAttribute("content")));
  const {
    apiBase,
    clientId,
    clientSecret,
    country,
    usState,
    serverDate,
    settings,
    abTestingSrc,
    clientToken,
    presence,
    start,
    origin,
  } = injected as Injected;
  return {
    apiBase: apiBase || text(env.VITE_API_BASE) || "/api",
    clientId: clientId || text(env.VITE_CLIENT_ID) || DEV_CLIENT_ID,
    clientSecret: clientSecret || text(env.VITE_CLIENT_SECRET) || DEV_CLIENT_SECRET,
    location: { country: country ?? null, usState: usState ?? null },
    serverDate: serverDate ?? null,
    settings: settings ?? null,
    abTestingSrc: abTestingSrc ?? null,
    clientToken: clientToken ?? null,
    presence: presence ?? null,
    start: start ?? null,
    origin: origin ?? null,
  };
}
