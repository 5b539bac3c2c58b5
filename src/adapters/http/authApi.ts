import { Schema } from "effect";
import type { AuthApi } from "../../core/ports.ts";
import { Resource, TokenResponse, User } from "../../core/schema/index.ts";
import type { HttpClient } from "./client.ts";

/** Bodies the client does not read (logout, sign-up): any JSON, or none. */
const Ignored = Schema.Unknown;
const MeResponse = Resource(User);

/** Renewing a user's tokens with the refresh token (`POST /oauth/token`). */
export interface TokenRefresh {
  refresh(refreshToken: string): Promise<TokenResponse>;
}

/**
 * The auth calls of spec 001 §7. `anonymousToken` gives the app-level client token sent
 * as bearer with the calls made before a user exists (login, sign-up).
 */
export function createAuthApi(
  http: HttpClient,
  anonymousToken: () => string | null = () => null,
): AuthApi & TokenRefresh {
  return {
    clientToken: () =>
      http.post("/oauth/token", TokenResponse, {
        body: {
          client_id: http.clientId,
          client_secret: http.clientSecret,
          grant_type: "client_credentials",
        },
      }),
    refresh: (refreshToken) =>
      http.post("/oauth/token", TokenResponse, {
        body: {
          client_id: http.clientId,
          client_secret: http.clientSecret,
          grant_type: "refresh_token",
          refresh_token: refreshToken,
        },
      }),
    login: ({ username, password }) =>
      http.post("/login", TokenResponse, {
        token: anonymousToken(),
        body: {
          client_id: http.clientId,
          grant_type: "password",
          username,
          password,
          scope: "",
        },
      }),
    logout: async (token) => {
      await http.post("/logout", Ignored, { token });
    },
    signUp: async ({ email, password }) => {
      await http.post("/sign-up", Ignored, { token: anonymousToken(), body: { email, password } });
    },
    me: async (token) => (await http.get("/me", MeResponse, { token })).data,
  };
}
