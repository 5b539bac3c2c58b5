import type { TokensRepository } from "../db/repositories/tokens.ts";
import { CLIENT_TOKEN_TTL_S } from "./auth.ts";

/** A shared page token is replaced once it has less than this left. */
export const RENEW_BEFORE_S = 600;

export interface PageToken {
  readonly access_token: string;
  readonly token_type: "Bearer";
  readonly expires_in: number;
  readonly refresh_token: null;
}

/**
 * The app-level client-credentials token handed to every page (the client otherwise asks
 * `/oauth/token` before its first catalogue read, a round trip on the critical path). It
 * names no user, so every page shares one, renewed before it runs out or once revoked.
 */
export function pageTokenIssuer(tokens: TokensRepository, now: () => number) {
  let current: { token: string; expiresAtMs: number } | null = null;
  return (): PageToken => {
    const nowMs = now();
    const live =
      current !== null &&
      current.expiresAtMs - nowMs > RENEW_BEFORE_S * 1000 &&
      tokens.owner(current.token, nowMs) !== null;
    if (!live || current === null) {
      const { accessToken } = tokens.issue("client", null, CLIENT_TOKEN_TTL_S, nowMs);
      current = { token: accessToken, expiresAtMs: nowMs + CLIENT_TOKEN_TTL_S * 1000 };
    }
    return {
      access_token: current.token,
      token_type: "Bearer",
      expires_in: Math.floor((current.expiresAtMs - nowMs) / 1000),
      refresh_token: null,
    };
  };
}
