import { hashToken, randomToken } from "../../security/tokens.ts";
import type { Db } from "../connection.ts";
import { num, type Row, reqStr } from "./rows.ts";

export type TokenKind = "client" | "user";

export interface TokenOwner {
  readonly kind: TokenKind;
  readonly userId: number | null;
  readonly tokenHash: string;
}

/** Bearer tokens, stored as SHA-256 hashes with their expiry (epoch ms). */
export function tokensRepository(db: Db) {
  const insert = db.prepare(`INSERT INTO access_tokens (token_hash, kind, user_id, refresh_hash,
    expires_at, revoked_at, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?)`);
  const find = db.prepare(
    "SELECT kind, user_id, expires_at, revoked_at FROM access_tokens WHERE token_hash = ?",
  );
  const revoke = db.prepare(
    "UPDATE access_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL",
  );
  const purge = db.prepare("DELETE FROM access_tokens WHERE expires_at < ?");
  return {
    issue(kind: TokenKind, userId: number | null, ttlS: number, nowMs: number) {
      const accessToken = randomToken();
      const refreshToken = kind === "user" ? randomToken() : null;
      insert.run(
        hashToken(accessToken),
        kind,
        userId,
        refreshToken ? hashToken(refreshToken) : null,
        nowMs + ttlS * 1000,
        nowMs,
      );
      return { accessToken, refreshToken };
    },
    /** The owner of a live token: unknown, expired and revoked tokens give null. */
    owner(token: string, nowMs: number): TokenOwner | null {
      const tokenHash = hashToken(token);
      const row = find.get(tokenHash) as Row | undefined;
      if (!row || row.revoked_at !== null || (num(row.expires_at) ?? 0) <= nowMs) return null;
      return { kind: reqStr(row.kind) as TokenKind, userId: num(row.user_id), tokenHash };
    },
    revoke: (tokenHash: string, nowMs: number) => revoke.run(nowMs, tokenHash).changes > 0,
    /** Forgets tokens that expired a day ago or more. */
    purgeExpired: (nowMs: number) => purge.run(nowMs - 86_400_000).changes,
  };
}
export type TokensRepository = ReturnType<typeof tokensRepository>;
