import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import type { AppEnv, ServerConfig } from "../context.ts";

/** The origin (`scheme://host[:port]`) of an http(s) URL, or null. */
export function originOf(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Cross-origin access to the API: only for the origins of the configuration, each answered
 * with its own name (never `*`), and without credentials (the API reads bearer tokens, not
 * cookies). With no origin configured there are no CORS headers at all: the site calls its
 * API from its own origin, which needs none.
 */
export function corsFor(config: Pick<ServerConfig, "allowedOrigins">): MiddlewareHandler<AppEnv> {
  if (config.allowedOrigins.length === 0) return async (_c, next) => next();
  // Retry-After is readable by the caller, so it can tell the viewer how long to wait (429).
  return cors({ origin: [...config.allowedOrigins], maxAge: 600, exposeHeaders: ["Retry-After"] });
}
