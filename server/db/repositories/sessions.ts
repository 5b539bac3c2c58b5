/**
 * The account's signed-in sessions (migration 16): one row per token family (a login and its
 * refreshes), with the user agent it was used from and when it was last used. A session is
 * live while a token of its family is neither revoked nor past its refresh lifetime; ending a
 * session revokes every token of its family, so its next call is refused and its refresh
 * token no longer exchanges.
 */
import {
  SESSION_LAST_SEEN_STEP_MS,
  SESSION_USER_AGENT_MAX_LENGTH,
} from "../../../src/core/deviceSessions.ts";
import type { Db } from "../connection.ts";
import { type Row, reqNum, reqStr, str } from "./rows.ts";

export interface SessionRow {
  readonly id: number;
  readonly family: string;
  readonly userAgent: string | null;
  readonly lastSeenAt: number;
}

/** A user agent of a server (the page server's calls), which names no device of the viewer. */
const SERVER_AGENT = /^(node|undici|node-fetch)/i;

export function sessionsRepository(db: Db) {
  const familyOf = db.prepare("SELECT family, token_hash FROM access_tokens WHERE token_hash = ?");
  const upsert = db.prepare(`INSERT INTO device_sessions (family, user_id, user_agent, created_at,
    last_seen_at) VALUES (@family, @userId, @userAgent, @now, @now)
    ON CONFLICT (family) DO UPDATE SET
      last_seen_at = excluded.last_seen_at,
      user_agent = COALESCE(excluded.user_agent, device_sessions.user_agent)
    WHERE device_sessions.last_seen_at <= excluded.last_seen_at - @step
      OR (device_sessions.user_agent IS NULL AND excluded.user_agent IS NOT NULL)`);
  const live = db.prepare(`SELECT s.id, s.family, s.user_agent, s.last_seen_at
    FROM device_sessions s WHERE s.user_id = @userId AND EXISTS (
      SELECT 1 FROM access_tokens t WHERE t.family = s.family AND t.revoked_at IS NULL
        AND MAX(t.expires_at, COALESCE(t.refresh_expires_at, 0)) > @now)
    ORDER BY s.last_seen_at DESC, s.id DESC`);
  const byId = db.prepare("SELECT family, user_id FROM device_sessions WHERE id = ?");
  const revokeFamily = db.prepare(
    "UPDATE access_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL",
  );

  /** The family of a live token (the session asking), or null. */
  const family = (tokenHash: string): string | null => {
    const row = familyOf.get(tokenHash) as Row | undefined;
    return row ? (str(row.family) ?? reqStr(row.token_hash)) : null;
  };

  const endFamily = (familyId: string, nowMs: number): boolean =>
    revokeFamily.run(nowMs, familyId).changes > 0;

  return {
    family,
    /** Notes that the session of `tokenHash` was used now, from `userAgent`. */
    touch: (tokenHash: string, userId: number, userAgent: string | null, nowMs: number): void => {
      const f = family(tokenHash);
      if (f === null) return;
      const agent =
        userAgent && !SERVER_AGENT.test(userAgent)
          ? userAgent.slice(0, SESSION_USER_AGENT_MAX_LENGTH)
          : null;
      upsert.run({
        family: f,
        userId,
        userAgent: agent,
        now: nowMs,
        step: SESSION_LAST_SEEN_STEP_MS,
      });
    },
    /** The user's live sessions, most recently used first. */
    live: (userId: number, nowMs: number): SessionRow[] =>
      (live.all({ userId, now: nowMs }) as Row[]).map((row) => ({
        id: reqNum(row.id),
        family: reqStr(row.family),
        userAgent: str(row.user_agent),
        lastSeenAt: reqNum(row.last_seen_at),
      })),
    /** Ends one of the user's sessions; false when it is not theirs or already over. */
    end: db.transaction((userId: number, sessionId: number, nowMs: number): boolean => {
      const row = byId.get(sessionId) as Row | undefined;
      if (!row || reqNum(row.user_id) !== userId) return false;
      return endFamily(reqStr(row.family), nowMs);
    }),
    /** Ends every session of the user but `keepFamily`; how many ended. */
    endOthers: db.transaction((userId: number, keepFamily: string, nowMs: number): number => {
      let ended = 0;
      for (const s of live.all({ userId, now: nowMs }) as Row[]) {
        const f = reqStr(s.family);
        if (f !== keepFamily && endFamily(f, nowMs)) ended += 1;
      }
      return ended;
    }),
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
