import { timingSafeEqual } from "node:crypto";
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Schema } from "effect";
import { TokenResponse } from "../src/core/schema/auth.ts";
import { Resource } from "../src/core/schema/common.ts";
import { Setting } from "../src/core/schema/settings.ts";
import { SESSION_ENDPOINTS_BASE } from "../src/core/sessionEndpoints.ts";
import { ERROR_COLLECTOR_PATH } from "./config/errorReporting.ts";
import type { ServerConfig } from "./context.ts";
import { type PageToken, RENEW_BEFORE_S } from "./http/pageToken.ts";
import { drainServer } from "./http/shutdown.ts";
import { answerError, siteApp } from "./http/siteApp.ts";
import { EMBEDDED_PRESENCE_PATH, presenceConfigFromEnv } from "./presence/config.ts";
import { type SharedReadCache, sharedReadCache } from "./render/sharedReads.ts";
import { OUTBOX_PAGE_PATH } from "./routes/devOutbox.ts";
import { PROVIDER_PAGE_PATH } from "./routes/paymentProvider.ts";
import { type PageSource, staticRoutes } from "./routes/static.ts";

/**
 * A page worker (docs/decisions/0056): one of the N processes that render pages, behind the
 * one API process that holds the database, presence, the throttles and the outbox. It never
 * opens the database: what a page needs besides the render (the settings, the shared page
 * token) it asks the API for, and every request the API answers (the API, presence, media,
 * the session endpoints, the sitemap, the demo's pages) it passes on unchanged, with the
 * visitor's address and this boot's secret, over loopback.
 */

/** The header that proves a request to the API's process comes from one of its workers. */
export const WORKER_SECRET_HEADER = "x-cinema-page-worker";

/** Whether `given` is the boot's worker secret (constant time). */
export function isWorkerSecret(given: string | string[] | null | undefined, secret: string) {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

const API_PATH_PREFIXES = [
  "/api",
  EMBEDDED_PRESENCE_PATH,
  "/media",
  SESSION_ENDPOINTS_BASE,
  OUTBOX_PAGE_PATH,
  ERROR_COLLECTOR_PATH,
  PROVIDER_PAGE_PATH,
];

/** Whether the API's process answers this path (everything else is a page or a client file). */
export function answeredByApi(url: string): boolean {
  const path = url.split("?", 1)[0] ?? "";
  if (path === "/sitemap.xml") return true;
  return API_PATH_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
  );
}

/**
 * The X-Forwarded-For a worker sends the API's process, which trusts its last entry: behind
 * a trusted proxy (`CINEMA_TRUST_PROXY=1`) the visitor's own header, whose last entry that
 * proxy wrote; otherwise the visitor's header, if any, with the worker's socket's view of the
 * visitor appended. So the API reads the visitor's address as it would alone, and what a
 * visitor's header claims still reaches the checks that refuse any forwarded stranger (the
 * outbox's loopback rule).
 */
export function forwardedFor(
  header: string | string[] | undefined,
  remote: string | undefined,
  trustProxy: boolean,
): string {
  const entries = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (trustProxy && entries.length > 0) return entries.join(", ");
  return [...entries, remote ?? "unknown"].join(", ");
}

/** Headers of one connection, not of the answer (a worker's proxy drops them). */
const HOP_BY_HOP = new Set(["connection", "keep-alive"]);

/** The most page workers one machine is given. */
const MAX_PAGE_WORKERS = 64;

/**
 * How many page workers to start: CINEMA_PAGE_WORKERS, else one per core; 0 is one process
 * for everything. null: not a whole number in range.
 */
export function pageWorkerCount(value: string | undefined, cores: number): number | null {
  if (value === undefined || value.trim() === "")
    return Math.min(Math.max(1, cores), MAX_PAGE_WORKERS);
  if (!/^\d{1,2}$/.test(value.trim())) return null;
  const count = Number(value.trim());
  return count <= MAX_PAGE_WORKERS ? count : null;
}

export interface PageWorkerOptions {
  readonly port: number;
  readonly host: string;
  /** The API's process, e.g. http://127.0.0.1:41234 (loopback). */
  readonly apiOrigin: string;
  /** This boot's worker secret (the API's process refuses requests without it). */
  readonly secret: string;
  /** publicUrl must be set: the API's listening address is not the site's. */
  readonly config: ServerConfig;
}

export interface RunningWorker {
  readonly url: string;
  close(drainMs?: number): Promise<void>;
}

const decodeSettings = Schema.decodeUnknownSync(Resource(Schema.Array(Setting)));
const decodeToken = Schema.decodeUnknownSync(TokenResponse);

/**
 * The page source of a worker: the settings and the page token from the API, kept a while.
 * The settings are one entry of the render's shared reads (`shared`): kept as long, and
 * renewed behind the pages in their last second (decision 0087). The page token is renewed
 * behind the pages too once it has less than RENEW_BEFORE_S left, while it still has more
 * than half of that; a page waits for a token only when there is none good enough.
 */
export function apiPageSource(
  config: ServerConfig,
  apiBase: string,
  headers: Record<string, string>,
  shared: SharedReadCache,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): PageSource {
  let token: { value: PageToken; expiresAtMs: number } | null = null;
  let tokenCall: Promise<PageToken> | null = null;
  const askToken = async (): Promise<PageToken> => {
    const answer = await fetch(`${apiBase}/oauth/token`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }),
    });
    if (!answer.ok) throw new Error(`page token: the API answered ${answer.status}`);
    const body = decodeToken(await answer.json());
    const value: PageToken = {
      access_token: body.access_token,
      token_type: "Bearer",
      expires_in: body.expires_in,
      refresh_token: null,
    };
    token = { value, expiresAtMs: config.now() + body.expires_in * 1000 };
    return value;
  };
  const renewToken = () => {
    tokenCall ??= askToken().finally(() => {
      tokenCall = null;
    });
    return tokenCall;
  };
  /** The shared app-level token, renewed before it runs out (a client token is never revoked). */
  const clientToken = async (): Promise<PageToken> => {
    const left = token === null ? 0 : token.expiresAtMs - config.now();
    if (left <= (RENEW_BEFORE_S * 1000) / 2) await renewToken();
    // A renewal that fails leaves this one in use, and the next page asks again.
    else if (left <= RENEW_BEFORE_S * 1000) renewToken().catch(() => undefined);
    const current = token as { value: PageToken; expiresAtMs: number } | null;
    if (current === null) throw new Error("page token: none");
    return {
      ...current.value,
      expires_in: Math.floor((current.expiresAtMs - config.now()) / 1000),
    };
  };
  const askSettings = async (): Promise<readonly Setting[]> => {
    const { access_token } = await clientToken();
    const answer = await fetch(`${apiBase}/settings`, {
      headers: { ...headers, authorization: `Bearer ${access_token}` },
    });
    if (!answer.ok) throw new Error(`settings: the API answered ${answer.status}`);
    return decodeSettings(await answer.json()).data;
  };
  return {
    config,
    clientToken,
    settings: () => shared.value("settings", askSettings),
    sitemap: null,
  };
}

/** Starts a page worker: pages and client files here, everything else to the API's process. */
export async function startPageWorker(options: PageWorkerOptions): Promise<RunningWorker> {
  const { config, secret } = options;
  const api = new URL(options.apiOrigin);
  const apiBase = `${api.origin}/api`;
  const internal = { [WORKER_SECRET_HEADER]: secret, "accept-encoding": "identity" };
  const app = siteApp();
  const sharedReads = sharedReadCache({ now: config.now });
  app.route(
    "/",
    staticRoutes(apiPageSource(config, apiBase, internal, sharedReads), {
      sharedReads,
      presence: presenceConfigFromEnv(),
      renderApiBase: apiBase,
      loadRenderAtOnce: true,
      // The render's reads carry the proof and the visitor's address (the API's throttles see
      // the visitor), uncompressed (loopback: gzip would only cost both processes CPU).
      renderApiHeaders: (c) => {
        const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
        return {
          ...internal,
          "x-forwarded-for": forwardedFor(
            c.req.header("x-forwarded-for"),
            incoming?.socket.remoteAddress,
            config.trustProxy,
          ),
        };
      },
    }),
  );
  app.all("*", (c) => c.text("Not found", 404));
  app.onError(answerError);
  const pages = getRequestListener(app.fetch);

  // Idle connections closed after 30 s, before the API's process would (65 s, server/app.ts).
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 30_000 });
  /** The request's headers for the API's process: the visitor's address and the proof. */
  const forwardedHeaders = (req: IncomingMessage) => ({
    ...req.headers,
    "x-forwarded-for": forwardedFor(
      req.headers["x-forwarded-for"],
      req.socket.remoteAddress,
      config.trustProxy,
    ),
    [WORKER_SECRET_HEADER]: secret,
  });
  const toApi = (req: IncomingMessage, res: ServerResponse) => {
    const headers: Record<string, string | string[] | undefined> = forwardedHeaders(req);
    for (const name of HOP_BY_HOP) delete headers[name];
    const upstream = httpRequest(
      {
        host: api.hostname,
        port: api.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      },
      (answer) => {
        // The answer's own headers, not those of the worker's connection to the API (its
        // 65 s keep-alive is not this connection's).
        const headers: string[] = [];
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          const name = answer.rawHeaders[i] ?? "";
          if (HOP_BY_HOP.has(name.toLowerCase())) continue;
          headers.push(name, answer.rawHeaders[i + 1] ?? "");
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) {
        res.writeHead(502, { "content-type": "application/json", "cache-control": "no-store" });
        res.end(JSON.stringify({ message: "The service is unavailable for a moment" }));
      } else res.destroy();
    });
    req.on("aborted", () => upstream.destroy());
    req.pipe(upstream);
  };
  const server = createServer((req, res) => {
    if (answeredByApi(req.url ?? "/")) toApi(req, res);
    else pages(req, res);
  });
  // Presence's WebSocket: the upgrade goes through to the API's process, then bytes both ways.
  server.on("upgrade", (req: IncomingMessage, socket: Socket, head: Buffer) => {
    if (!answeredByApi(req.url ?? "/")) {
      socket.destroy();
      return;
    }
    const upstream = httpRequest({
      host: api.hostname,
      port: api.port,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req),
    });
    upstream.on("upgrade", (answer, apiSocket, apiHead) => {
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      }
      socket.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (apiHead.length > 0) socket.write(apiHead);
      if (head.length > 0) apiSocket.write(head);
      apiSocket.pipe(socket).pipe(apiSocket);
      apiSocket.on("error", () => socket.destroy());
      socket.on("error", () => apiSocket.destroy());
      apiSocket.on("close", () => socket.destroy());
      socket.on("close", () => apiSocket.destroy());
    });
    // Refused (no upgrade): its status and body, then the connection ends.
    upstream.on("response", (answer) => {
      const type = answer.headers["content-type"] ?? "text/plain";
      socket.write(
        `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\nContent-Type: ${type}\r\nConnection: close\r\n\r\n`,
      );
      answer.pipe(socket);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
    upstream.end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host.includes(":") ? `[${options.host}]` : options.host;
  return {
    url: `http://${shownHost}:${port}`,
    close: async (drainMs) => {
      await drainServer(server, drainMs);
      agent.destroy();
    },
  };
}
