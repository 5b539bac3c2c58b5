import type { ServerType } from "@hono/node-server";

/** How long requests in flight may take to finish once the server is told to stop. */
export const SHUTDOWN_DRAIN_MS = 10_000;

/** How often connections that became idle while draining are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * Stops accepting connections and lets the requests in flight finish, at most `drainMs`;
 * then closes whatever connection is left. Keep-alive connections with no request are closed
 * at once, and as soon as their last response is written. Resolves when all connections are
 * gone or the bound is reached (an upgraded socket, which the server no longer tracks, does
 * not hold it up).
 */
export function drainServer(server: ServerType, drainMs = SHUTDOWN_DRAIN_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    const closeIdle = () => {
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    };
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearInterval(sweep);
      clearTimeout(bound);
      resolve();
    };
    const sweep = setInterval(closeIdle, IDLE_SWEEP_MS);
    const bound = setTimeout(() => {
      if ("closeAllConnections" in server) server.closeAllConnections();
      finish();
    }, drainMs);
    server.close(() => finish());
    closeIdle();
  });
}
