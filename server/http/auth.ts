import type { Context, MiddlewareHandler } from "hono";
import { deriveUserType, type UserType } from "../../src/core/userType.ts";
import type { AppEnv, Deps } from "../context.ts";
import { unauthorized } from "./errors.ts";

/** Lifetimes of issued tokens (seconds). */
export const USER_TOKEN_TTL_S = 86_400;
export const CLIENT_TOKEN_TTL_S = 86_400;

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})$/i;

export const bearerToken = (header: string | undefined): string | null =>
  header ? (BEARER.exec(header.trim())?.[1] ?? null) : null;

const INVALID_TOKEN = "The access token is invalid or has expired.";

/**
 * Checks the bearer of every call that carries one: a call with an Authorization header
 * that is not a live bearer token (malformed, unknown, expired, revoked) is refused with
 * 401, whatever the route; a call without the header goes on (public reads).
 */
export const checkBearer =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const header = c.req.header("authorization");
    if (header !== undefined) {
      const token = bearerToken(header);
      const owner = token ? deps.repos.tokens.owner(token, deps.config.now()) : null;
      if (!owner) throw unauthorized(INVALID_TOKEN);
      c.set("owner", owner);
    }
    await next();
  };

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

/** Who is asking, on a call guests may make too. */
export interface RequestViewer {
  readonly userId: number | null;
  readonly userType: UserType;
}
const GUEST: RequestViewer = { userId: null, userType: "Guest" };

/**
 * The viewer of a call that guests may make too: no Authorization header or an app-level
 * client token is a guest; a user token is that user; a token that is not live is a 401.
 */
export function viewerOfRequest(deps: Deps, c: Context): RequestViewer {
  const header = c.req.header("authorization");
  if (header === undefined) return GUEST;
  const token = bearerToken(header);
  const owner = token ? deps.repos.tokens.owner(token, deps.config.now()) : null;
  if (!owner) throw unauthorized();
  if (owner.kind !== "user" || owner.userId === null) return GUEST;
  const user = deps.repos.users.find(owner.userId);
  if (!user) throw unauthorized();
  return { userId: user.id, userType: deriveUserType(user) };
}
