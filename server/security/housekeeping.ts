import type { Deps } from "../context.ts";

/** How often expired tokens and stale anonymous sessions are purged. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

/** Purges now and then every `intervalMs`, without keeping the process alive; returns stop. */
export function startHousekeeping(
  deps: Pick<Deps, "repos" | "config">,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): () => void {
  const purge = () => {
    const nowMs = deps.config.now();
    deps.repos.tokens.purgeExpired(nowMs);
    deps.repos.firstVisit.purgeStaleSessions(nowMs);
  };
  purge();
  const timer = setInterval(() => {
    try {
      purge();
    } catch (error) {
      // A closed or busy database must not bring the server down; the next round retries.
      console.error("[cinema] housekeeping failed", error);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
