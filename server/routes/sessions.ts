/**
 * "Where am I signed in" (issue 26; decision 0028): `GET /me/sessions` lists the account's
 * live sessions (device and browser, last seen, the one asking), `POST /me/sessions/{id}/end`
 * ends one and `POST /me/sessions/end-others` every other: their tokens are revoked, so the
 * other browser's next call is refused (401) and its refresh token no longer exchanges.
 * `recordSessions` notes, on every call of a logged-in user, which session was used and from
 * which user agent (no change to how tokens are issued).
 */
import { Schema } from "effect";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { describeDevice } from "../../src/core/deviceSessions.ts";
import { DeviceSessionList, EndedSessions } from "../../src/core/schema/deviceSessions.ts";
import type { AppEnv, Deps } from "../context.ts";
import { sessionsRepository } from "../db/repositories/sessions.ts";
import { requireToken } from "../http/auth.ts";
import { notFound, unauthorized } from "../http/errors.ts";
import { ID, idParam } from "./params.ts";

const encodeList = Schema.encodeSync(DeviceSessionList);
const encodeEnded = Schema.encodeSync(EndedSessions);

/** After the bearer check: notes the session of a logged-in caller as used now. */
export const recordSessions = (deps: Deps): MiddlewareHandler<AppEnv> => {
  const sessions = sessionsRepository(deps.db);
  return async (c, next) => {
    const owner = c.get("owner");
    if (owner?.kind === "user" && owner.userId !== null) {
      sessions.touch(
        owner.tokenHash,
        owner.userId,
        c.req.header("user-agent") ?? null,
        deps.config.now(),
      );
    }
    await next();
  };
};

export function sessionRoutes(deps: Deps) {
  const sessions = sessionsRepository(deps.db);
  const app = new Hono<AppEnv>();

  /** The caller and the family of its token (the session asking). */
  const caller = (c: Context<AppEnv>) => {
    const owner = c.get("owner");
    const family = owner ? sessions.family(owner.tokenHash) : null;
    if (!owner || owner.userId === null || family === null) throw unauthorized();
    return { userId: owner.userId, family };
  };

  app.get("/me/sessions", requireToken(deps, "user"), (c) => {
    const { userId, family } = caller(c);
    const data = sessions.live(userId, deps.config.now()).map((s) => ({
      id: s.id,
      ...describeDevice(s.userAgent),
      last_seen_at: new Date(s.lastSeenAt).toISOString(),
      current: s.family === family,
    }));
    return c.json(encodeList({ data }));
  });

  app.post("/me/sessions/end-others", requireToken(deps, "user"), (c) => {
    const { userId, family } = caller(c);
    return c.json(encodeEnded({ ended: sessions.endOthers(userId, family, deps.config.now()) }));
  });

  app.post(`/me/sessions/:id${ID}/end`, requireToken(deps, "user"), (c) => {
    const { userId } = caller(c);
    const id = idParam(c.req.param("id"));
    if (!sessions.end(userId, id, deps.config.now())) throw notFound();
    return c.json(encodeEnded({ ended: 1 }));
  });

  return app;
}
