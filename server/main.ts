import { startServer } from "./app.ts";
import { DEMO_NOTICE, missingSettings, modeFromEnv, refusalLine } from "./config/mode.ts";
import { originOf } from "./http/cors.ts";
import { SHUTDOWN_DRAIN_MS } from "./http/shutdown.ts";

/** CLI entry: `tsx server/main.ts`. Configuration from the environment (see README). */
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
if (mode === "demo") console.log(DEMO_NOTICE);

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

const server = await startServer({
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
});
// The listening address, with the port actually taken (PORT=0): scripts and tests read it.
console.log(`Cinema is running at ${server.url}`);

let closing = false;
/** Stop taking connections, let requests in flight finish (bounded), close the DB, exit 0. */
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`${signal}: shutting down (requests in flight get up to ${SHUTDOWN_DRAIN_MS} ms)`);
  server.close(SHUTDOWN_DRAIN_MS).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
