/**
 * The token vault (core/ports `TokenVault`): the client and user access tokens in memory, the
 * user's also in the Authorization cookie (secure, lifetime expires_in, carrying expires_at)
 * so a reload restores the session. No refresh token ever reaches it: the page server keeps
 * that one in an HttpOnly cookie (docs/decisions/0035).
 */
import { COOKIES } from "../core/cookies.ts";
import type { CookiePort, TokenVault } from "../core/ports.ts";
import type { HeldToken, TokenResponse } from "../core/schema/index.ts";
import { serializeToken, toHeldToken } from "../core/token.ts";

export interface TokenVaultDeps {
  readonly cookies: CookiePort;
  readonly now: () => number;
  /** The user token restored from the Authorization cookie, if any. */
  readonly restoredUserToken: HeldToken | null;
  /** The client token the page came with, if any. */
  readonly pageClientToken: HeldToken | null;
}

export function createTokenVault(deps: TokenVaultDeps): TokenVault {
  let client = deps.pageClientToken;
  let user = deps.restoredUserToken;
  return {
    bearer: () => user?.access_token ?? client?.access_token ?? null,
    clientBearer: () => client?.access_token ?? null,
    userBearer: () => user?.access_token ?? null,
    keepClient: (response: TokenResponse) => {
      client = toHeldToken(response, deps.now());
    },
    keepUser: (response: TokenResponse) => {
      user = toHeldToken(response, deps.now());
      deps.cookies.set(COOKIES.authorization, serializeToken(user), user.expires_in);
    },
    forgetUser: () => {
      user = null;
      deps.cookies.remove(COOKIES.authorization);
    },
  };
}
