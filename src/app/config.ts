/**
 * The client's configuration. The server injects it into index.html as
 * `<meta name="cinema-config" content='{"apiBase":"/api","clientId":...}'>`; the built
 * page carries `content="{}"`, so a page served without injection (vite dev) falls back
 * to the Vite env (VITE_API_BASE, VITE_CLIENT_ID, VITE_CLIENT_SECRET) and the defaults.
 */
import type { PresenceClientConfig } from "../adapters/presence.ts";
import { type InjectedConfig, parseInjectedConfig } from "../core/pageConfig.ts";
import type { VisitorLocation } from "../core/ports.ts";
import type { TokenResponse } from "../core/schema/auth.ts";
import type { Setting } from "../core/schema/settings.ts";
import type { StartInput } from "../core/startInput.ts";

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
  /** Where error reports go (spec 001 §1's error-reporting service); null: nowhere. */
  readonly errorReporting: string | null;
  /** The settings sent with the page; null when the page came without them. */
  readonly settings: readonly Setting[] | null;
  /** Where the presence service is (concurrent-stream control); null: not configured. */
  readonly presence: PresenceClientConfig | null;
  /** The first render's input the server rendered the page from; null: none (vite dev). */
  readonly start: StartInput | null;
  /** The site's public origin (the server's configuration); null: none given (vite dev). */
  readonly origin: string | null;
}

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
    errorReporting,
    clientToken,
    presence,
    start,
    origin,
  } = injected as InjectedConfig;
  return {
    apiBase: apiBase || text(env.VITE_API_BASE) || "/api",
    clientId: clientId || text(env.VITE_CLIENT_ID) || DEV_CLIENT_ID,
    clientSecret: clientSecret || text(env.VITE_CLIENT_SECRET) || DEV_CLIENT_SECRET,
    location: { country: country ?? null, usState: usState ?? null },
    serverDate: serverDate ?? null,
    settings: settings ?? null,
    abTestingSrc: abTestingSrc ?? null,
    errorReporting: errorReporting ?? null,
    clientToken: clientToken ?? null,
    presence: presence ?? null,
    start: start ?? null,
    origin: origin ?? null,
  };
}
