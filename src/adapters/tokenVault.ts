/**
 * The token vault (core/ports `TokenVault`): the client and user tokens in memory, the user
 * token also in the Authorization cookie so a reload restores the session.
 */
import { COOKIES } from "../core/cookies.ts";
import type { CookiePort, TokenVault } from "../core/ports.ts";
import type { OAuthData, TokenResponse } from "../core/schema/index.ts";
import { serializeToken, toOAuthData } from "../core/token.ts";

export interface TokenVaultDeps {
  readonly cookies: CookiePort;
  readonly now: () => number;
  /** The user token restored from the Authorization cookie, if any. */
  readonly restoredUserToken: OAuthData | null;
  /** The client token the page came with, if any. */
  readonly pageClientToken: OAuthData | null;
}

export function createTokenVault(deps: TokenVaultDeps): TokenVault {
  let client = deps.pageClientToken;
  let user = deps.restoredUserToken;
  return {
    bearer: () => user?.access_token ?? client?.access_token ?? null,
    clientBearer: () => client?.access_token ?? null,
    userBearer: () => user?.access_token ?? null,
    refreshToken: () => user?.refresh_token ?? null,
    keepClient: (response: TokenResponse) => {
      client = toOAuthData(response, deps.now());
    },
    keepUser: (response: TokenResponse) => {
      user = toOAuthData(response, deps.now());
      deps.cookies.set(COOKIES.authorization, serializeToken(user), user.expires_in);
    },
    forgetUser: () => {
      user = null;
      deps.cookies.remove(COOKIES.authorization);
    },
  };
}
