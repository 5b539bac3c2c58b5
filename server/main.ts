import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, startServer } from "./app.ts";
import {
  DEMO_LIVE_TV_MINIMUM,
  DEMO_NOTICE,
  demoSettingOverrides,
  missingSettings,
  modeFromEnv,
  refusalLine,
} from "./config/mode.ts";
import { originOf } from "./http/cors.ts";
import { SHUTDOWN_DRAIN_MS } from "./http/shutdown.ts";
import { pageWorkerCount, startPageWorker } from "./pageWorker.ts";

/**
 * CLI entry: `tsx server/main.ts`. Configuration from the environment (see README). The
 * site runs as one API process and CINEMA_PAGE_WORKERS page workers (default: one per core;
 * 0, or PORT=0: everything in one process), docs/decisions/0056.
 */
const env = process.env;

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

// Production refuses to start without its real services, in one line naming all that is
// missing; the demo says what it is before anything else (docs/decisions/0017).
const mode = modeFromEnv(env);
const missing = missingSettings(mode, env);
if (missing.length > 0) fail(refusalLine(missing));
if (mode === "demo" && !cluster.isWorker) console.log(DEMO_NOTICE);
const overrides = (() => {
  try {
    return demoSettingOverrides(mode, env);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
if (!cluster.isWorker) {
  for (const { key, value } of overrides) {
    console.log(`DEMO: the setting ${key} answers ${String(value)} (${DEMO_LIVE_TV_MINIMUM}).`);
  }
}

const port = env.PORT ? Number(env.PORT) : 8080;
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  fail(`PORT must be a port number, got ${env.PORT}`);
}
const host = env.HOST || "127.0.0.1";

const publicUrl = env.CINEMA_PUBLIC_URL
  ? (originOf(env.CINEMA_PUBLIC_URL) ??
    fail(`CINEMA_PUBLIC_URL must be an http(s) URL, got ${env.CINEMA_PUBLIC_URL}`))
  : undefined;

const allowedOrigins = (env.CINEMA_ALLOWED_ORIGINS ?? "")
  .split(",")
  .map((entry) => entry.trim())
  .filter((entry) => entry !== "")
  .map(
    (entry) =>
      (entry !== "*" && originOf(entry)) ||
      fail(`CINEMA_ALLOWED_ORIGINS must list http(s) origins, got ${entry}`),
  );

// The API the page server's session endpoints call (docs/decisions/0035); unset: its own.
const apiUrl = env.CINEMA_API_URL
  ? originOf(env.CINEMA_API_URL)
    ? env.CINEMA_API_URL
    : fail(`CINEMA_API_URL must be an http(s) URL, got ${env.CINEMA_API_URL}`)
  : null;

const serverOptions = {
  port,
  host,
  dbPath: env.CINEMA_DB || "data/cinema.sqlite",
  resetDb: env.CINEMA_DB_RESET === "1",
  clientDir: env.CINEMA_CLIENT_DIR || "dist",
  defaultCountry: env.CINEMA_COUNTRY || null,
  defaultUsState: env.CINEMA_US_STATE || null,
  publicUrl,
  allowedOrigins,
  trustProxy: env.CINEMA_TRUST_PROXY === "1",
  mode,
  apiUrl,
  settingOverrides: overrides,
};

const workerCount =
  pageWorkerCount(env.CINEMA_PAGE_WORKERS, availableParallelism()) ??
  fail(`CINEMA_PAGE_WORKERS must be a whole number from 0 to 64, got ${env.CINEMA_PAGE_WORKERS}`);

/** A running part that stops taking connections and lets requests in flight finish. */
interface Closable {
  close(drainMs?: number): Promise<void>;
}

let running: Closable;
/** Set once a shutdown starts: a worker that stops then is not replaced. */
let closing = false;
if (cluster.isWorker) {
  // A page worker (docs/decisions/0056): the API's process gave its address and the secret.
  const apiOrigin = env.CINEMA_WORKER_API ?? fail("a page worker needs CINEMA_WORKER_API");
  const secret = env.CINEMA_WORKER_SECRET ?? fail("a page worker needs CINEMA_WORKER_SECRET");
  delete process.env.CINEMA_WORKER_SECRET;
  running = await startPageWorker({
    port,
    host,
    apiOrigin,
    secret,
    config: {
      clientId: env.CINEMA_CLIENT_ID ?? DEFAULT_CLIENT_ID,
      clientSecret: env.CINEMA_CLIENT_SECRET ?? DEFAULT_CLIENT_SECRET,
      defaultCountry: serverOptions.defaultCountry,
      defaultUsState: serverOptions.defaultUsState,
      clientDir: resolve(serverOptions.clientDir),
      mediaDir: resolve("server/media"),
      now: Date.now,
      publicUrl: publicUrl ?? fail("a page worker needs CINEMA_PUBLIC_URL"),
      allowedOrigins,
      trustProxy: serverOptions.trustProxy,
      mode,
      paymentProvider: null,
      apiUrl: null,
    },
  });
  // The API's process is gone: nothing this worker serves would work.
  cluster.worker?.on("disconnect", () => shutdown("disconnect"));
} else if (workerCount === 0 || port === 0) {
  // One process: the API, presence and the pages (tests, PORT=0, CINEMA_PAGE_WORKERS=0).
  const server = await startServer(serverOptions);
  // The listening address, with the port actually taken (PORT=0): scripts and tests read it.
  console.log(`Cinema is running at ${server.url}`);
  running = server;
} else {
  // The API's process on a loopback port of its own, and the page workers on PORT.
  const shownHost = host.includes(":") ? `[${host}]` : host;
  const wildcard = host === "0.0.0.0" || host === "::";
  const site = publicUrl ?? `http://${wildcard ? "127.0.0.1" : shownHost}:${port}`;
  const secret = randomBytes(32).toString("hex");
  const api = await startServer({
    ...serverOptions,
    port: 0,
    host: "127.0.0.1",
    publicUrl: site,
    workerSecret: secret,
  });
  const workerEnv = {
    CINEMA_WORKER_API: api.url,
    CINEMA_WORKER_SECRET: secret,
    CINEMA_PUBLIC_URL: site,
  };
  const fork = () => cluster.fork(workerEnv);
  let listening = 0;
  const allListening = new Promise<void>((resolveAll) => {
    cluster.on("listening", () => {
      listening++;
      if (listening === workerCount) resolveAll();
    });
  });
  // A worker that dies while the site runs is replaced.
  cluster.on("exit", (worker, code, signal) => {
    if (closing) return;
    if (listening < workerCount) {
      // A worker that stops before the site is up would stop again (the port is taken, say).
      console.error(
        `[cinema] page worker ${worker.process.pid} stopped (${signal ?? code}) before listening on ${shownHost}:${port}; is the port in use?`,
      );
      closing = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      void api.close(0).finally(() => process.exit(1));
      return;
    }
    console.error(
      `[cinema] page worker ${worker.process.pid} stopped (${signal ?? code}); starting another`,
    );
    fork();
  });
  for (let i = 0; i < workerCount; i++) fork();
  await allListening;
  console.log(
    `Cinema is running at http://${shownHost}:${port} (${workerCount} page workers, the API in process ${process.pid})`,
  );
  running = {
    close: async (drainMs) => {
      const workers = Object.values(cluster.workers ?? {});
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolveExit) => {
              if (worker === undefined || worker.isDead()) return resolveExit();
              worker.once("exit", () => resolveExit());
              worker.process.kill("SIGTERM");
            }),
        ),
      );
      await api.close(drainMs);
    },
  };
}

/** Stop taking connections, let requests in flight finish (bounded), close the DB, exit 0. */
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  if (!cluster.isWorker) {
    console.log(`${signal}: shutting down (requests in flight get up to ${SHUTDOWN_DRAIN_MS} ms)`);
  }
  running.close(SHUTDOWN_DRAIN_MS).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
