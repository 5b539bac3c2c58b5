import { Schema } from "effect";
import { COOKIES } from "../../core/cookies.ts";
import type { AuthApi, CookiePort } from "../../core/ports.ts";
import { Resource, TokenResponse, User } from "../../core/schema/index.ts";
import { parseUtmCookie, utmFields } from "../../core/utm.ts";
import type { HttpClient } from "./client.ts";

/**
 * The sign-up fields of spec 001 §7 beside the credentials: the plan group, where the viewer signed up, whether to mail the verification link, the UTM fields of
 * the utmInfo cookie and the affiliate ids of the affiliate cookies.
 */
export type SignUpFields = Readonly<Record<string, string | number | boolean>>;

/** The affiliate cookies (their names are ours: the spec names the fields, not the cookies). */
export const AFFILIATE_COOKIES = {
  asset: "affiliate_asset_id",
  source: "affiliate_source_id",
} as const;

/**
 * The sign-up fields a browser carries in its cookies, with the site's constants and the
 * plan group of the page the account is made on. No `marketing_form_key`: the spec gives the
 * sign-up no marketing form (docs/decisions/0083).
 */
export const signUpFieldsFrom = (
  cookies: Pick<CookiePort, "get">,
  subscriptionGroupId: number | null = null,
): SignUpFields => {
  const utm = parseUtmCookie(cookies.get(COOKIES.utmInfo.name));
  const fields: Record<string, string | number | boolean> = {
    user_source: SIGN_UP_USER_SOURCE,
    send_verification_email: true,
    ...(utm ? utmFields(utm) : {}),
  };
  const asset = cookies.get(AFFILIATE_COOKIES.asset);
  const source = cookies.get(AFFILIATE_COOKIES.source);
  if (asset) fields.affiliate_asset_id = asset;
  if (source) fields.affiliate_source_id = source;
  if (subscriptionGroupId !== null) fields.subscription_group_id = subscriptionGroupId;
  return fields;
};

/**
 * Where the account was made (`user_source`): the sign-up form, one of the spec's subscription
 * sources (000 §3: unknown, sign-up, free movie, cross-selling, ads API, external app, no-card trial).
 */
export const SIGN_UP_USER_SOURCE = "sign-up";

/** Bodies the client does not read (logout, sign-up): any JSON, or none. */
const Ignored = Schema.Unknown;
const MeResponse = Resource(User);

/**
 * The auth calls of spec 001 §7. `anonymousToken` gives the app-level client token sent
 * as bearer with the calls made before a user exists (login, sign-up). Login, renewal and
 * logout go through the page server's session endpoints, which keep the refresh token in
 * an HttpOnly cookie and answer the access token only (docs/decisions/0035).
 */
export function createAuthApi(
  http: HttpClient,
  anonymousToken: () => string | null = () => null,
  signUpFields: (subscriptionGroupId: number | null) => SignUpFields = () => ({}),
): AuthApi {
  return {
    clientToken: () =>
      http.post("/oauth/token", TokenResponse, {
        body: {
          client_id: http.clientId,
          client_secret: http.clientSecret,
          grant_type: "client_credentials",
        },
      }),
    renew: () => http.session("/refresh", TokenResponse),
    login: ({ username, password }) =>
      http.session("/login", TokenResponse, {
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
      await http.session("/logout", Ignored, { token });
    },
    signUp: async ({ email, password, subscriptionGroupId }) => {
      await http.post("/sign-up", Ignored, {
        token: anonymousToken(),
        body: { ...signUpFields(subscriptionGroupId ?? null), email, password },
      });
    },
    me: async (token) => (await http.get("/me", MeResponse, { token })).data,
  };
}
