import { startServer } from "./app.ts";

/** CLI entry: `tsx server/main.ts`. Configuration from the environment (see README). */
const env = process.env;
const port = env.PORT ? Number(env.PORT) : 8080;
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, got ${env.PORT}`);
  process.exit(1);
}
const host = env.HOST || "127.0.0.1";

const server = await startServer({
  port,
  host,
  dbPath: env.CINEMA_DB || "data/cinema.sqlite",
  resetDb: env.CINEMA_DB_RESET === "1",
  clientDir: env.CINEMA_CLIENT_DIR || "dist",
  defaultCountry: env.CINEMA_COUNTRY || null,
  defaultUsState: env.CINEMA_US_STATE || null,
});
console.log(`Cinema is running at http://${host}:${server.port}`);

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`${signal}: shutting down`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
