import { IMPERSONATION_TOKEN_LIFETIME_MS } from "../../../src/core/constants.ts";
import { hashToken, randomToken } from "../../security/tokens.ts";
import type { Db } from "../connection.ts";
import { type Row, reqNum } from "./rows.ts";

export interface ImpersonationGrant {
  readonly token: string;
  readonly userId: number;
  readonly expiresAt: number;
}

/**
 * Impersonation tokens (spec 000 §6; 001 §6, §9): a support person's bearer token that acts
 * as the user for 1200000 ms. It is an ordinary user access token without a refresh token
 * (it cannot be renewed), recorded with who issued it.
 */
export function impersonationRepository(db: Db) {
  const userByEmail = db.prepare("SELECT id FROM users WHERE email = ?");
  const insertToken = db.prepare(`INSERT INTO access_tokens (token_hash, kind, user_id,
    refresh_hash, expires_at, revoked_at, created_at, refresh_expires_at, refresh_used_at,
    family) VALUES (@hash, 'user', @userId, NULL, @expiresAt, NULL, @now, NULL, NULL, @hash)`);
  const insertGrant = db.prepare(`INSERT INTO impersonation_grants (token_hash, user_id,
    issued_by, expires_at, created_at) VALUES (@hash, @userId, @issuedBy, @expiresAt, @now)`);
  const grantOf = db.prepare(
    "SELECT expires_at FROM impersonation_grants WHERE token_hash = ? AND expires_at > ?",
  );
  return {
    /** A new impersonation token for the user with this e-mail, or null if there is none. */
    issue: db.transaction(
      (email: string, issuedBy: string, nowMs: number): ImpersonationGrant | null => {
        const row = userByEmail.get(email.trim()) as Row | undefined;
        if (!row) return null;
        const userId = reqNum(row.id);
        const token = randomToken();
        const hash = hashToken(token);
        const expiresAt = nowMs + IMPERSONATION_TOKEN_LIFETIME_MS;
        insertToken.run({ hash, userId, expiresAt, now: nowMs });
        insertGrant.run({ hash, userId, issuedBy, expiresAt, now: nowMs });
        return { token, userId, expiresAt };
      },
    ),
    /** Whether a live token is an impersonation. */
    isImpersonation: (tokenHash: string, nowMs: number): boolean =>
      grantOf.get(tokenHash, nowMs) !== undefined,
  };
}
