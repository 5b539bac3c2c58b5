import type { AddressInfo } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Setting } from "../src/core/schema/settings.ts";
import { SESSION_ENDPOINTS_BASE } from "../src/core/sessionEndpoints.ts";
import {
  demoSettingOverrides,
  missingSettings,
  modeFromEnv,
  type PaymentProviderConfig,
  paymentProviderFromEnv,
  refusalLine,
  type ServerMode,
} from "./config/mode.ts";
import { type AppEnv, type Deps, makeRepositories, type ServerConfig } from "./context.ts";
import { openDb } from "./db/connection.ts";
import { isSeeded, seed } from "./db/seed/index.ts";
import { seedScaleFromEnv } from "./db/seed/scale.ts";
import { seedSiteContent } from "./db/seed/site.ts";
import { checkBearer } from "./http/auth.ts";
import { MAX_BODY_BYTES } from "./http/body.ts";
import { addressOf } from "./http/clientAddress.ts";
import { compressAnswers } from "./http/compressAnswers.ts";
import { corsFor } from "./http/cors.ts";
import { NO_MEMBERS, type OneScreen, type PresenceMembers, screenKey } from "./http/oneScreen.ts";
import { drainServer } from "./http/shutdown.ts";
import { grantSigner, mediaSecret } from "./http/signedMedia.ts";
import { answerError, siteApp } from "./http/siteApp.ts";
import { isWorkerSecret, WORKER_SECRET_HEADER } from "./pageWorker.ts";
import { presenceAuthRoutes } from "./presence/authRoute.ts";
import {
  EMBEDDED_PRESENCE_PATH,
  type PresenceConfig,
  presenceConfigFromEnv,
} from "./presence/config.ts";
import { createPresenceServer, type PresenceTimings } from "./presence/server.ts";
import { accountRoutes } from "./routes/account.ts";
import { lifecycleRoutes } from "./routes/accountLifecycle.ts";
import { passwordRoutes } from "./routes/accountPasswords.ts";
import { verificationRoutes } from "./routes/accountVerification.ts";
import { artRoutes } from "./routes/art.ts";
import { authRoutes } from "./routes/auth.ts";
import { catalogueRoutes } from "./routes/catalogue.ts";
import { catalogueExtrasRoutes } from "./routes/catalogueExtras.ts";
import { devErrorRoutes } from "./routes/devErrors.ts";
import { devOutboxRoutes } from "./routes/devOutbox.ts";
import { directoryRoutes } from "./routes/directory.ts";
import { editorialRoutes } from "./routes/editorial.ts";
import { experimentRoutes } from "./routes/experiments.ts";
import { firstVisitRoutes } from "./routes/firstVisit.ts";
import { libraryRoutes } from "./routes/library.ts";
import { liveMediaRoutes, liveTvRoutes } from "./routes/liveTv.ts";
import { mediaRoutes } from "./routes/media.ts";
import { newsletterRoutes } from "./routes/newsletter.ts";
import { paymentApiRoutes } from "./routes/paymentApi.ts";
import { paymentProviderRoutes } from "./routes/paymentProvider.ts";
import { playbackRoutes } from "./routes/playback.ts";
import { promoRoutes } from "./routes/promos.ts";
import { searchRoutes } from "./routes/search.ts";
import { seduceBoostRoutes } from "./routes/seduceBoost.ts";
import { apiCaller, sessionEndpointRoutes } from "./routes/sessionEndpoints.ts";
import { recordSessions, sessionRoutes } from "./routes/sessions.ts";
import { databasePageSource, staticRoutes } from "./routes/static.ts";
import { startHousekeeping } from "./security/housekeeping.ts";
import { screenSlots } from "./security/screenSlots.ts";

const here = dirname(fileURLToPath(import.meta.url));

export { FALLBACK_HTML_POLICY } from "./http/siteApp.ts";

/** How long the API's process keeps a page worker's idle connection (see startServer). */
const API_KEEP_ALIVE_FOR_WORKERS_MS = 65_000;

export const DEFAULT_CLIENT_ID = "cinema-web";
export const DEFAULT_CLIENT_SECRET = "cinema-web-public-secret";

export interface StartOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  host?: string;
  /** Default data/cinema.sqlite. */
  dbPath?: string;
  /** Delete the database file first. */
  resetDb?: boolean;
  /** The built client. Default dist. */
  clientDir?: string;
  defaultCountry?: string | null;
  defaultUsState?: string | null;
  clientId?: string;
  clientSecret?: string;
  mediaDir?: string;
  /** Epoch ms clock (tests move it to expire tokens). */
  now?: () => number;
  /** A fresh seed adds this many generated films (and a fifth as many people). Default
   * CINEMA_SEED_SCALE, else none. */
  seedScale?: number;
  /** The site's origin as visitors reach it. Default http://HOST:PORT (127.0.0.1 for a wildcard HOST). */
  publicUrl?: string;
  /** Origins allowed to call the API cross-origin. Default none. */
  allowedOrigins?: readonly string[];
  /** Read the visitor's address from X-Forwarded-For. Default false. */
  trustProxy?: boolean;
  /** The Pusher app presence auth signs for. Default from CINEMA_PUSHER_* (server/presence). */
  presence?: PresenceConfig;
  /** Liveness of the embedded presence endpoint (tests shorten it). */
  presenceTimings?: Partial<PresenceTimings>;
  /** Default from NODE_ENV (server/config/mode.ts): `production` mounts no demo helper. */
  mode?: ServerMode;
  /** Demo only: settings answered instead of the stored ones. Default `demoSettingOverrides`. */
  settingOverrides?: readonly Setting[];
  /** The real payment provider. Default CINEMA_PAYMENT_PROVIDER_URL and _SECRET, else none. */
  paymentProvider?: PaymentProviderConfig | null;
  /** The API the session endpoints call (its base, with `/api`). Default: this server's own. */
  apiUrl?: string | null;
  /**
   * The API's process behind page workers (docs/decisions/0056): only requests carrying this
   * boot's worker secret are answered (403 otherwise), and their X-Forwarded-For, which the
   * worker sets to the visitor's address, is trusted.
   */
  workerSecret?: string;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  /** Stops accepting connections, lets requests in flight finish (at most `drainMs`), closes the DB. */
  close(drainMs?: number): Promise<void>;
}

/** The Hono application: /api, /media and the client. */
export function buildApp(
  deps: Deps,
  presence: PresenceConfig = presenceConfigFromEnv(),
  /** Members of a presence channel (the embedded endpoint's; none known: 0, fail open). */
  presenceMembers: PresenceMembers = () => NO_MEMBERS,
) {
  // Signs media URLs and stats tickets (CINEMA_MEDIA_SECRET, else random per server).
  const grants = grantSigner(mediaSecret());
  // The one-screen rule on paid media (docs/decisions/0019).
  const oneScreen: OneScreen = { slots: screenSlots(), members: presenceMembers };
  const app = siteApp();
  const api = new Hono<AppEnv>();
  api.use("*", corsFor(deps.config));
  api.use("*", checkBearer(deps));
  api.use("*", recordSessions(deps));
  api.use("*", compressAnswers());
  api.use(
    "*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      // The rest of the body is not read: close the connection so it is not reused.
      onError: (c) => c.json({ message: "Payload too large" }, 413, { Connection: "close" }),
    }),
  );
  api.route("/", authRoutes(deps));
  api.route("/", accountRoutes(deps));
  api.route("/", passwordRoutes(deps));
  api.route("/", verificationRoutes(deps));
  api.route("/", lifecycleRoutes(deps));
  api.route("/", sessionRoutes(deps));
  // Before directoryRoutes: its `GET /plans` knows no coupon nor the groups' display fields.
  api.route("/", paymentApiRoutes(deps));
  api.route("/", catalogueRoutes(deps));
  api.route("/", directoryRoutes(deps));
  api.route("/", firstVisitRoutes(deps));
  api.route("/", playbackRoutes(deps, grants));
  api.route("/", libraryRoutes(deps));
  api.route("/", searchRoutes(deps));
  api.route("/", newsletterRoutes(deps));
  api.route("/", promoRoutes(deps));
  api.route("/", editorialRoutes(deps));
  api.route("/", catalogueExtrasRoutes(deps));
  api.route("/", liveTvRoutes(deps, grants));
  api.route("/", seduceBoostRoutes(deps));
  api.route("/", experimentRoutes(deps));
  api.route("/", presenceAuthRoutes(deps, presence));
  api.all("*", (c) => c.json({ message: "Not found" }, 404));
  app.route("/api", api);
  // The Pusher-protocol presence endpoint (/presence) is a WebSocket upgrade: see startServer.
  // Before the static routes: films' media only through signed or free-film paths.
  // The live TV channel and the art (drawn at the size the image parameters ask for).
  app.route("/", liveMediaRoutes(deps, grants, oneScreen));
  app.route("/", artRoutes(deps));
  app.route("/", mediaRoutes(deps, grants, oneScreen));
  // The demo's helpers, the test payment provider's page and the mail outbox, exist only
  // outside production (docs/decisions/0017); before the SPA fallback.
  // The page server's session endpoints: the refresh token in an HttpOnly cookie, never in
  // the browser's scripts (docs/decisions/0035).
  app.route(
    SESSION_ENDPOINTS_BASE,
    sessionEndpointRoutes({
      api: apiCaller(deps.config, (request, env) => app.fetch(request, env)),
      clientId: deps.config.clientId,
      clientSecret: deps.config.clientSecret,
      publicUrl: () => deps.config.publicUrl,
      now: deps.config.now,
    }),
  );
  if (deps.config.mode !== "production") {
    app.route("/", paymentProviderRoutes(deps));
    app.route("/", devOutboxRoutes(deps));
    app.route("/", devErrorRoutes(deps.config.now));
  }
  // The page renderer reads this server's API in-process (unless configured elsewhere).
  app.route(
    "/",
    staticRoutes(databasePageSource(deps), {
      presence,
      api: (request, env) => app.fetch(request, env),
    }),
  );
  app.all("*", (c) => c.text("Not found", 404));

  app.onError(answerError);
  return app;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const mode = options.mode ?? modeFromEnv();
  const paymentProvider =
    options.paymentProvider !== undefined ? options.paymentProvider : paymentProviderFromEnv();
  // Settings given as options count as configured; the rest is read from the environment.
  const missing = missingSettings(mode).filter(
    (name) =>
      !(name.startsWith("CINEMA_PAYMENT_PROVIDER_") && paymentProvider !== null) &&
      !(name === "CINEMA_PUSHER_SECRET" && options.presence !== undefined),
  );
  if (missing.length > 0) throw new Error(refusalLine(missing));
  // The demo's journey settings (CINEMA_DEMO_LIVE_TV_MINIMUM): answered, never stored; none
  // in production, whatever is given.
  const overrides =
    mode === "production" ? [] : (options.settingOverrides ?? demoSettingOverrides(mode));
  const config: ServerConfig = {
    clientId: options.clientId ?? process.env.CINEMA_CLIENT_ID ?? DEFAULT_CLIENT_ID,
    clientSecret: options.clientSecret ?? process.env.CINEMA_CLIENT_SECRET ?? DEFAULT_CLIENT_SECRET,
    defaultCountry: options.defaultCountry ?? null,
    defaultUsState: options.defaultUsState ?? null,
    clientDir: resolve(options.clientDir ?? "dist"),
    mediaDir: resolve(options.mediaDir ?? join(here, "media")),
    now: options.now ?? Date.now,
    get publicUrl() {
      return options.publicUrl ?? listeningUrl;
    },
    allowedOrigins: options.allowedOrigins ?? [],
    trustProxy: options.workerSecret !== undefined || (options.trustProxy ?? false),
    mode,
    paymentProvider,
    apiUrl: options.apiUrl ?? null,
  };
  /** Known once the server listens (PORT 0 picks the port). */
  let listeningUrl = "";
  const db = openDb(options.dbPath ?? "data/cinema.sqlite", { reset: options.resetDb ?? false });
  if (!isSeeded(db)) {
    const scale = options.seedScale ?? seedScaleFromEnv(process.env.CINEMA_SEED_SCALE);
    const { scaled, searchIndexMs } = seed(db, new Date(config.now()).toISOString(), { scale });
    if (scaled) {
      console.log(
        `[cinema] scaled catalogue: ${scaled.films} films, ${scaled.people} people in ${scaled.ms} ms; search index in ${searchIndexMs} ms`,
      );
    }
  }
  // A database seeded before migration 9 gets the site content (promos, banners, help...).
  seedSiteContent(db, config.now());
  const deps: Deps = { db, config, repos: makeRepositories(db, overrides) };
  const stopHousekeeping = startHousekeeping(deps);
  const presence = options.presence ?? presenceConfigFromEnv();
  // The embedded presence endpoint exists once the server listens; an external one (soketi,
  // Pusher) is not asked here, so the one-screen check fails open with it (decision 0019).
  let members: PresenceMembers = () => NO_MEMBERS;
  const app = buildApp(deps, presence, (channel) => members(channel));
  const host = options.host ?? "127.0.0.1";
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const secret = options.workerSecret;
    const fetch: typeof app.fetch =
      secret === undefined
        ? app.fetch
        : (request, env) =>
            isWorkerSecret(request.headers.get(WORKER_SECRET_HEADER), secret)
              ? app.fetch(request, env)
              : Response.json({ message: "Forbidden" }, { status: 403 });
    const s = serve({ fetch, port: options.port ?? 8080, hostname: host }, () => resolveServer(s));
    s.once("error", reject);
  });
  if (options.workerSecret !== undefined && "keepAliveTimeout" in server) {
    // The workers' connections are kept open longer than the workers keep them idle (undici
    // 4 s, their proxy agent 30 s), so the API's process never closes one a worker is
    // reusing at that moment ("other side closed" on a loaded machine with Node's 5 s).
    server.keepAliveTimeout = API_KEEP_ALIVE_FOR_WORKERS_MS;
    server.headersTimeout = API_KEEP_ALIVE_FOR_WORKERS_MS + 1_000;
  }
  const presenceServer = createPresenceServer({
    key: presence.key,
    secret: presence.secret,
    path: EMBEDDED_PRESENCE_PATH,
    // Browsers may connect from the site itself and the allowed origins only.
    allowedOrigins: () => [config.publicUrl, ...config.allowedOrigins],
    timings: options.presenceTimings,
    // The screen a socket is opened from, as the media requests of the same browser count it.
    screenOf: (request) => {
      const forwarded = request.headers["x-forwarded-for"];
      const address = addressOf(
        Array.isArray(forwarded) ? forwarded.join(",") : forwarded,
        request.socket.remoteAddress,
        config,
      );
      return screenKey(address, request.headers["user-agent"]);
    },
  });
  if (presence.host === null && presence.cluster === null) {
    members = (channel) => ({
      count: presenceServer.memberCount(channel),
      screens: presenceServer.memberScreens(channel),
    });
  }
  server.on("upgrade", (request, socket, head) => {
    const secret = options.workerSecret;
    if (secret !== undefined && !isWorkerSecret(request.headers[WORKER_SECRET_HEADER], secret)) {
      socket.destroy();
      return;
    }
    if (presenceServer.handles(request)) presenceServer.handleUpgrade(request, socket, head);
    else socket.destroy();
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = host.includes(":") ? `[${host}]` : host;
  const wildcard = host === "0.0.0.0" || host === "::";
  listeningUrl = `http://${wildcard ? "127.0.0.1" : shownHost}:${port}`;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    close: async (drainMs) => {
      stopHousekeeping();
      await presenceServer.close();
      await drainServer(server, drainMs);
      db.close();
    },
  };
}
