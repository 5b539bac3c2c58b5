import type { MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../context.ts";
import { type RateLimit, rateLimiter } from "../security/rateLimit.ts";
import { clientAddress } from "./clientAddress.ts";
import { TooManyRequests } from "./tooManyRequests.ts";

/**
 * Anonymous resources (client tokens, age-verification sessions) a single address may create
 * per minute: far above what a browser needs (one of each per visit), far below a flood.
 */
export const ANONYMOUS_CREATIONS: RateLimit = { limit: 30, windowMs: 60_000 };

/**
 * Accounts a single address may create an hour (issue 23: 40 accounts in 1.8 s before): a
 * household or an office signs up a few; a script, thousands.
 */
export const SIGN_UPS: RateLimit = { limit: 20, windowMs: 60 * 60_000 };

/** Counts every request per address; beyond `limit` within the window: 429 with Retry-After. */
export function perAddress(deps: Deps, limit: RateLimit = ANONYMOUS_CREATIONS) {
  const limiter = rateLimiter(limit, deps.config.now);
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const address = clientAddress(c, deps.config);
    const wait = limiter.retryAfterS(address);
    if (wait > 0) throw new TooManyRequests(wait, "Too many requests from this address.");
    limiter.hit(address);
    await next();
  };
  return middleware;
}
