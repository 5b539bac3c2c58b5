/**
 * Short-lived signed grants: the token in a signed media path (`/media/s/{token}/films/{id}/…`)
 * and the stats ticket of a play. A token is `base64url(payload).base64url(HMAC-SHA256)` with
 * the server's media secret (CINEMA_MEDIA_SECRET, else random per process), so it needs no
 * database and relative URIs inside playlists keep working under the signed prefix.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * How long a play's media URL and stats ticket live: the longest seeded film (128 min) with
 * room for pauses. A player whose URL expired asks `/movies/{id}/play` again.
 */
export const MEDIA_GRANT_TTL_S = 3 * 3600;

/**
 * `media`: a film's HLS; `related`: a related item's HLS (`movieId` is the item's id); `live`:
 * the live TV channel (`movieId` 0).
 */
export type GrantPurpose = "media" | "related" | "stats" | "live";

export interface Grant {
  readonly purpose: GrantPurpose;
  readonly movieId: number;
  readonly userId: number | null;
  /** Epoch seconds. */
  readonly expiresAt: number;
}

const TOKEN = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/;

export interface GrantSigner {
  sign(grant: Grant): string;
  /** The grant of a token signed here, for `purpose`, not expired at `nowMs`; else null. */
  verify(token: string, purpose: GrantPurpose, nowMs: number): Grant | null;
}

/** The secret of this process: CINEMA_MEDIA_SECRET when set, else 32 random bytes. */
export const mediaSecret = (): string | Buffer => {
  const fromEnv = process.env.CINEMA_MEDIA_SECRET;
  return fromEnv && fromEnv.length > 0 ? fromEnv : randomBytes(32);
};

export function grantSigner(secret: string | Buffer): GrantSigner {
  const mac = (payload: string) =>
    createHmac("sha256", secret).update(`cinema-grant-v1.${payload}`).digest();
  return {
    sign(grant) {
      const payload = Buffer.from(
        JSON.stringify([grant.purpose, grant.movieId, grant.userId, grant.expiresAt]),
      ).toString("base64url");
      return `${payload}.${mac(payload).toString("base64url")}`;
    },
    verify(token, purpose, nowMs) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const [, payload = "", signature = ""] = match;
      const given = Buffer.from(signature, "base64url");
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let fields: unknown;
      try {
        fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      } catch {
        return null;
      }
      if (!Array.isArray(fields) || fields.length !== 4) return null;
      const [p, movieId, userId, expiresAt] = fields as unknown[];
      if (
        p !== purpose ||
        !Number.isSafeInteger(movieId) ||
        !(userId === null || Number.isSafeInteger(userId)) ||
        !Number.isSafeInteger(expiresAt)
      ) {
        return null;
      }
      if ((expiresAt as number) * 1000 <= nowMs) return null;
      return {
        purpose,
        movieId: movieId as number,
        userId: userId as number | null,
        expiresAt: expiresAt as number,
      };
    },
  };
}
