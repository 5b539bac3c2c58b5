import { hashToken, randomToken } from "../../security/tokens.ts";
import type { Db } from "../connection.ts";
import { num, type Row, reqStr, str } from "./rows.ts";

export type TokenKind = "client" | "user";

export interface TokenOwner {
  readonly kind: TokenKind;
  readonly userId: number | null;
  readonly tokenHash: string;
}

export interface IssuedTokens {
  readonly accessToken: string;
  /** User tokens only. */
  readonly refreshToken: string | null;
}

/** How long a refresh token can be exchanged for new tokens (30 days). */
export const REFRESH_TOKEN_TTL_S = 30 * 86_400;

/** Expired tokens are kept this long before they are forgotten (a day). */
const PURGE_GRACE_MS = 86_400_000;

/**
 * Bearer tokens, stored as SHA-256 hashes with their expiry (epoch ms). A user token comes
 * with a refresh token; each exchange (rotation) ends the pair and issues the next one in the
 * same family, and a refresh token presented twice ends the whole family (it was copied).
 */
export function tokensRepository(db: Db) {
  const insert = db.prepare(`INSERT INTO access_tokens (token_hash, kind, user_id, refresh_hash,
    expires_at, revoked_at, created_at, refresh_expires_at, refresh_used_at, family)
    VALUES (@tokenHash, @kind, @userId, @refreshHash, @expiresAt, NULL, @now,
    @refreshExpiresAt, NULL, @family)`);
  const find = db.prepare(
    "SELECT kind, user_id, expires_at, revoked_at FROM access_tokens WHERE token_hash = ?",
  );
  const findRefresh = db.prepare(`SELECT token_hash, user_id, revoked_at, refresh_expires_at,
    refresh_used_at, family FROM access_tokens WHERE refresh_hash = ? AND kind = 'user'`);
  const revoke = db.prepare(
    "UPDATE access_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL",
  );
  const useRefresh = db.prepare(`UPDATE access_tokens SET refresh_used_at = @now,
    revoked_at = COALESCE(revoked_at, @now) WHERE token_hash = @tokenHash`);
  const revokeFamily = db.prepare(
    "UPDATE access_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL",
  );
  const purge = db.prepare(
    "DELETE FROM access_tokens WHERE MAX(expires_at, COALESCE(refresh_expires_at, 0)) < ?",
  );

  const issueIn = (
    family: string | null,
    kind: TokenKind,
    userId: number | null,
    ttlS: number,
    nowMs: number,
  ): IssuedTokens => {
    const accessToken = randomToken();
    const refreshToken = kind === "user" ? randomToken() : null;
    const tokenHash = hashToken(accessToken);
    insert.run({
      tokenHash,
      kind,
      userId,
      refreshHash: refreshToken ? hashToken(refreshToken) : null,
      expiresAt: nowMs + ttlS * 1000,
      now: nowMs,
      refreshExpiresAt: refreshToken ? nowMs + REFRESH_TOKEN_TTL_S * 1000 : null,
      family: family ?? tokenHash,
    });
    return { accessToken, refreshToken };
  };

  /** The next pair of a family, or null when the refresh token may not be exchanged. */
  const rotate = db.transaction(
    (refreshToken: string, ttlS: number, nowMs: number): IssuedTokens | null => {
      const row = findRefresh.get(hashToken(refreshToken)) as Row | undefined;
      if (!row) return null;
      const family = str(row.family) ?? reqStr(row.token_hash);
      if (row.refresh_used_at !== null) {
        // Presented a second time: whoever holds the newer pair may be a thief. End them all.
        revokeFamily.run(nowMs, family);
        return null;
      }
      const expired = (num(row.refresh_expires_at) ?? 0) <= nowMs;
      if (row.revoked_at !== null || expired) return null;
      useRefresh.run({ now: nowMs, tokenHash: reqStr(row.token_hash) });
      return issueIn(family, "user", num(row.user_id), ttlS, nowMs);
    },
  );

  return {
    issue: (kind: TokenKind, userId: number | null, ttlS: number, nowMs: number) =>
      issueIn(null, kind, userId, ttlS, nowMs),
    /** The owner of a live token: unknown, expired and revoked tokens give null. */
    owner(token: string, nowMs: number): TokenOwner | null {
      const tokenHash = hashToken(token);
      const row = find.get(tokenHash) as Row | undefined;
      if (!row || row.revoked_at !== null || (num(row.expires_at) ?? 0) <= nowMs) return null;
      return { kind: reqStr(row.kind) as TokenKind, userId: num(row.user_id), tokenHash };
    },
    /** Exchanges a live, unused refresh token for a new pair; the old pair ends. */
    refresh: (refreshToken: string, ttlS: number, nowMs: number) =>
      rotate(refreshToken, ttlS, nowMs),
    /** Ends an access token and, with it, its refresh token. */
    revoke: (tokenHash: string, nowMs: number) => revoke.run(nowMs, tokenHash).changes > 0,
    /** Forgets tokens whose access and refresh lifetimes both ended a day ago or more. */
    purgeExpired: (nowMs: number) => purge.run(nowMs - PURGE_GRACE_MS).changes,
  };
}
export type TokensRepository = ReturnType<typeof tokensRepository>;
