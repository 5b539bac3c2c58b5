import { randomUUID } from "node:crypto";
import { SESSION_ID_COOKIE_MAX_AGE_S } from "../../../src/core/constants.ts";
import type { Db } from "../connection.ts";
import type { Row } from "./rows.ts";

/** An age-verification session never verified is forgotten after a day. */
const UNVERIFIED_SESSION_TTL_MS = 86_400_000;

export interface ConsentRecord {
  readonly visitorId: string;
  readonly countryCode: string | null;
  readonly marketing: boolean;
  readonly statistics: boolean;
  readonly preferences: boolean;
}

/** Cookie consents and age-verification sessions. */
export function firstVisitRepository(db: Db) {
  const insertConsent = db.prepare(`INSERT INTO cookie_consents (visitor_id, country_code,
    marketing, statistics, preferences, strictly_necessary, created_at)
    VALUES (?, ?, ?, ?, ?, 1, ?)`);
  const insertSession = db.prepare(
    "INSERT INTO age_verification_sessions (id, country_code, verified_at, created_at) VALUES (?, ?, NULL, ?)",
  );
  const findSession = db.prepare(
    "SELECT id, verified_at FROM age_verification_sessions WHERE id = ?",
  );
  const verify = db.prepare(
    "UPDATE age_verification_sessions SET verified_at = ? WHERE id = ? AND verified_at IS NULL",
  );
  const purgeSessions = db.prepare(`DELETE FROM age_verification_sessions
    WHERE (verified_at IS NULL AND created_at < @unverifiedBefore)
       OR (verified_at IS NOT NULL AND verified_at < @verifiedBefore)`);
  return {
    saveConsent: (c: ConsentRecord, nowIso: string) =>
      insertConsent.run(
        c.visitorId,
        c.countryCode,
        c.marketing ? 1 : 0,
        c.statistics ? 1 : 0,
        c.preferences ? 1 : 0,
        nowIso,
      ),
    consentsOf: (visitorId: string) =>
      db.prepare("SELECT * FROM cookie_consents WHERE visitor_id = ? ORDER BY id").all(visitorId),
    createSession: (countryCode: string | null, nowIso: string) => {
      const id = randomUUID();
      insertSession.run(id, countryCode, nowIso);
      return id;
    },
    /** null: no such session; otherwise whether it is verified. */
    sessionVerified: (id: string): boolean | null => {
      const row = findSession.get(id) as Row | undefined;
      return row ? row.verified_at !== null : null;
    },
    verifySession: (id: string, nowIso: string) => {
      verify.run(nowIso, id);
    },
    /**
     * Forgets sessions nobody can use any more: unverified ones after a day, verified ones
     * once the session_id cookie that names them has run out. Returns how many.
     */
    purgeStaleSessions: (nowMs: number) =>
      purgeSessions.run({
        unverifiedBefore: new Date(nowMs - UNVERIFIED_SESSION_TTL_MS).toISOString(),
        verifiedBefore: new Date(nowMs - SESSION_ID_COOKIE_MAX_AGE_S * 1000).toISOString(),
      }).changes,
  };
}
export type FirstVisitRepository = ReturnType<typeof firstVisitRepository>;
