import { hashToken, randomToken } from "../../security/tokens.ts";
import type { Db } from "../connection.ts";
import { num, type Row, reqNum } from "./rows.ts";

/** What a link sent by e-mail lets its holder do. */
export type AccountTokenPurpose = "password_reset" | "cancel_subscription" | "verify_email";

/**
 * How long each link works (the spec gives no number): a reset an hour, a cancellation link
 * a day, a verification link a week.
 */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  password_reset: 3_600_000,
  cancel_subscription: 86_400_000,
  verify_email: 7 * 86_400_000,
};

export interface AccountTokenHolder {
  readonly userId: number;
  readonly subscriptionId: number | null;
}

/**
 * Single-use, expiring tokens of e-mailed links, stored hashed. Issuing a new one ends the
 * user's earlier tokens of the same purpose, so only the latest mail's link works.
 */
export function accountTokensRepository(db: Db) {
  const endEarlier = db.prepare(`UPDATE account_tokens SET used_at = @now
    WHERE user_id = @userId AND purpose = @purpose AND used_at IS NULL`);
  const insert = db.prepare(`INSERT INTO account_tokens (token_hash, purpose, user_id,
    subscription_id, expires_at, used_at, created_at)
    VALUES (@hash, @purpose, @userId, @subscriptionId, @expiresAt, NULL, @now)`);
  const live = db.prepare(`SELECT user_id, subscription_id FROM account_tokens
    WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`);
  const use = db.prepare(`UPDATE account_tokens SET used_at = ?
    WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`);

  const holderOf = (row: Row | undefined): AccountTokenHolder | null =>
    row ? { userId: reqNum(row.user_id), subscriptionId: num(row.subscription_id) } : null;

  return {
    /** A new token for the user (the earlier ones of this purpose end). */
    issue: db.transaction(
      (
        purpose: AccountTokenPurpose,
        userId: number,
        subscriptionId: number | null,
        nowMs: number,
      ): string => {
        const token = randomToken();
        endEarlier.run({ now: nowMs, userId, purpose });
        insert.run({
          hash: hashToken(token),
          purpose,
          userId,
          subscriptionId,
          expiresAt: nowMs + ACCOUNT_TOKEN_TTL_MS[purpose],
          now: nowMs,
        });
        return token;
      },
    ),
    /** Who holds a live token, without using it. */
    peek: (purpose: AccountTokenPurpose, token: string, nowMs: number) =>
      holderOf(live.get(hashToken(token), purpose, nowMs) as Row | undefined),
    /**
     * Uses a live token: its holder, or null when unknown, used or expired. Call inside the
     * transaction that does what the token allows, so both happen or neither.
     */
    consume: (purpose: AccountTokenPurpose, token: string, nowMs: number) => {
      const hash = hashToken(token);
      const holder = holderOf(live.get(hash, purpose, nowMs) as Row | undefined);
      if (!holder) return null;
      return use.run(nowMs, hash, purpose, nowMs).changes === 1 ? holder : null;
    },
  };
}
export type AccountTokensRepository = ReturnType<typeof accountTokensRepository>;
