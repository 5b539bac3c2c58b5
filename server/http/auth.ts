import type { MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../context.ts";
import { unauthorized } from "./errors.ts";

/** Lifetimes of issued tokens (seconds). */
export const USER_TOKEN_TTL_S = 86_400;
export const CLIENT_TOKEN_TTL_S = 86_400;

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})$/i;

export const bearerToken = (header: string | undefined): string | null =>
  header ? (BEARER.exec(header.trim())?.[1] ?? null) : null;

/**
 * Requires a live bearer token (missing, unknown, expired or revoked: 401). With
 * `kind: "user"` the token must belong to a logged-in user.
 */
export const requireToken =
  (deps: Deps, kind: "any" | "user"): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    if (!token) throw unauthorized();
    const owner = deps.repos.tokens.owner(token, deps.config.now());
    if (!owner || (kind === "user" && (owner.kind !== "user" || owner.userId === null))) {
      throw unauthorized();
    }
    c.set("owner", owner);
    await next();
  };
