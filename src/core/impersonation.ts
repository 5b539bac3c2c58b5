/**
 * Impersonation (spec 000 §2, §6; 001 §2, §6, §9): on a path containing `impersonate` the
 * last segment is a bearer token; the viewer then acts as that user for 1200000 ms, with
 * a warning toast of the same length. The token must leave the address bar and never be
 * logged.
 */
import { IMPERSONATION_TOKEN_LIFETIME_MS } from "./constants.ts";

/** A bearer token as the API accepts it (the server's Authorization pattern). */
const BEARER_TOKEN = /^[A-Za-z0-9._~+/=-]{1,512}$/;

/** Whether the path is an impersonation path (`/impersonate/...`, any locale prefix). */
export const isImpersonationPath = (path: string): boolean =>
  path
    .split("?")[0]!
    .split("#")[0]!
    .split("/")
    .some((segment) => segment.toLowerCase() === "impersonate");

/** The bearer token of an impersonation path: its last non-empty segment, or null. */
export const impersonationToken = (path: string): string | null => {
  const bare = path.split("?")[0]!.split("#")[0]!;
  if (!isImpersonationPath(bare)) return null;
  const segments = bare.split("/").filter((s) => s !== "");
  const last = segments.at(-1) ?? "";
  if (last.toLowerCase() === "impersonate") return null;
  let token: string;
  try {
    token = decodeURIComponent(last);
  } catch {
    return null;
  }
  return BEARER_TOKEN.test(token) ? token : null;
};

/** The token as the session keeps a login's tokens: no refresh token, 1200 s. */
export const impersonationTokenResponse = (token: string) => ({
  access_token: token,
  token_type: "Bearer",
  expires_in: IMPERSONATION_TOKEN_LIFETIME_MS / 1000,
  refresh_token: null,
});

/** When the impersonation that starts at `now` (epoch ms) ends. */
export const impersonationEndsAt = (now: number): number => now + IMPERSONATION_TOKEN_LIFETIME_MS;

/**
 * The end (epoch ms) of an impersonation kept across a page reload, if it still runs: a
 * whole number after `now` and no later than one lifetime from it (a stored value never
 * lengthens an impersonation). Anything else: null.
 */
export const resumableImpersonationEnd = (stored: unknown, now: number): number | null =>
  typeof stored === "number" &&
  Number.isSafeInteger(stored) &&
  stored > now &&
  stored <= impersonationEndsAt(now)
    ? stored
    : null;

/** Not worded by the spec: the warning toast shown while acting as the user (20 minutes). */
export const IMPERSONATION_WARNING =
  "Impersonate mode: you are acting as this user. Every change is made on their account.";
/** Not worded by the spec: an impersonation link opened while logged in as someone. */
export const IMPERSONATION_NEEDS_LOGOUT = "Log out first, then open the impersonation link again.";
/** Not worded by the spec: a link without a usable token. */
export const IMPERSONATION_LINK_INVALID = "This impersonation link is not valid.";
