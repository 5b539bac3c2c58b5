import { hashToken, randomToken } from "../../security/tokens.ts";
import type { Db } from "../connection.ts";
import { type Row, reqNum, reqStr } from "./rows.ts";

/** How long the undo link mailed to the old address works: a week (issue 23). */
export const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 86_400_000;

export interface EmailChange {
  readonly userId: number;
  readonly oldEmail: string;
  readonly newEmail: string;
}

/**
 * The undo links of e-mail changes, mailed to the old address: single-use, expiring, stored
 * hashed. Each change gets its own link (a second change does not void the first one's: the
 * owner may need to undo through several).
 */
export function emailChangeUndoRepository(db: Db) {
  const insert = db.prepare(`INSERT INTO email_change_undo (token_hash, user_id, old_email,
    new_email, expires_at, used_at, created_at)
    VALUES (@hash, @userId, @oldEmail, @newEmail, @expiresAt, NULL, @now)`);
  const live = db.prepare(`SELECT user_id, old_email, new_email FROM email_change_undo
    WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`);
  const use = db.prepare(`UPDATE email_change_undo SET used_at = ?
    WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`);
  return {
    issue(change: EmailChange, nowMs: number): string {
      const token = randomToken();
      insert.run({
        hash: hashToken(token),
        ...change,
        expiresAt: nowMs + EMAIL_CHANGE_UNDO_TTL_MS,
        now: nowMs,
      });
      return token;
    },
    /** Uses a live token (inside the transaction that undoes the change): the change, or null. */
    consume(token: string, nowMs: number): EmailChange | null {
      const hash = hashToken(token);
      const row = live.get(hash, nowMs) as Row | undefined;
      if (!row || use.run(nowMs, hash, nowMs).changes !== 1) return null;
      return {
        userId: reqNum(row.user_id),
        oldEmail: reqStr(row.old_email),
        newEmail: reqStr(row.new_email),
      };
    },
  };
}
