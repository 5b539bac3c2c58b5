/**
 * The page server's session endpoints (issue 23, docs/decisions/0035). The browser never
 * holds the refresh token: these same-origin endpoints pass the login, the account
 * verification and the renewal to the API (reached by configuration, in-process for the
 * reference server), keep the API's refresh token in an HttpOnly cookie scoped to
 * `/session`, and answer the browser the access token only. Logout ends the session on the API
 * and clears the cookie.
 *
 * - `POST /session/login`: the spec's `/login` form, passed on; 200 answers the token without
 *   its refresh token; the API's 401, 422 and 429 pass through as they are.
 * - `POST /session/user_verify`: the spec's `/user_verify`, passed on; token_data loses its
 *   refresh token the same way.
 * - `POST /session/refresh`: the cookie's refresh token exchanged (`/oauth/token`, grant
 *   refresh_token, with the app's client credentials); a missing, malformed or refused one is
 *   a 401 that clears the cookies.
 * - `POST /session/logout`: `/logout` with the caller's bearer (or, when it is no longer live,
 *   with a last renewal's), then the cookies cleared; always 200.
 *
 * CSRF: every endpoint is a POST that needs `X-Requested-With: XMLHttpRequest` (a form or an
 * image of another site cannot send it, and a script of another site would need a CORS
 * preflight these endpoints never allow) and, when the browser names them, Sec-Fetch-Site
 * same-origin and an Origin of this site (the public URL's, or the Host the request came to);
 * the refresh cookie is SameSite=Strict on top.
 */
import { createHash } from "node:crypto";
import { Result, Schema } from "effect";
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { toastByStatus } from "../../src/core/messages.ts";
import { UserVerifyResponse } from "../../src/core/schema/account.ts";
import { TokenResponse } from "../../src/core/schema/auth.ts";
import {
  REFRESH_COOKIE,
  REFRESH_COOKIE_MAX_AGE_S,
  SESSION_ENDPOINTS_BASE,
  SIGNED_IN_COOKIE,
} from "../../src/core/sessionEndpoints.ts";
import { SIGNED_IN_HINT } from "../../src/core/token.ts";
import type { ServerConfig } from "../context.ts";
import { clientAddress } from "../http/clientAddress.ts";

/** A call to the API: `path` is the spec's (`/login`), without the API base. */
export type ApiCall = (
  c: Context,
  path: string,
  init: { readonly headers: Record<string, string>; readonly body: string },
) => Promise<Response>;

export interface SessionEndpointsDeps {
  readonly api: ApiCall;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The site's origin as visitors reach it: https makes the cookies Secure. */
  readonly publicUrl: () => string;
  readonly now: () => number;
}

/** A refresh token as the API issues them (and never more: anything else is refused unread). */
const REFRESH_TOKEN = /^[A-Za-z0-9._~+/=-]{1,512}$/;

/**
 * A renewal answer is kept this long for the same refresh token: two tabs renewing at once
 * present the same cookie, and the API ends a family whose refresh token comes twice.
 */
const RENEWAL_REUSE_MS = 10_000;

const INVALID_REFRESH = "The refresh token is invalid or has expired.";
const FORBIDDEN = "This request must come from the site itself.";

/** The request headers the API reads that the page server passes on. */
const PASSED_ON = [
  "authorization",
  "accept",
  "locale",
  "x-requested-with",
  "user-agent",
  "x-el-country",
  "x-el-us-state",
  "x-session-id",
  "x-user-segment",
];

const decodeToken = Schema.decodeUnknownResult(TokenResponse);
const decodeVerify = Schema.decodeUnknownResult(UserVerifyResponse);

/** The token as the browser may see it: no refresh token. */
const withoutRefresh = (token: TokenResponse): TokenResponse => ({
  access_token: token.access_token,
  token_type: token.token_type,
  expires_in: token.expires_in,
});

interface ApiAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly retryAfter: string | null;
}

/**
 * How the page server reaches the API: the configured `apiUrl` over HTTP, naming the visitor
 * in X-Forwarded-For (an API behind it trusts that header from the page server only:
 * `CINEMA_TRUST_PROXY`), or, unset, the reference server's own API in-process, with the
 * visitor's connection (its throttles see the visitor's address).
 */
export function apiCaller(
  config: ServerConfig,
  inProcess: (request: Request, env: unknown) => Response | Promise<Response>,
): ApiCall {
  const base = config.apiUrl?.replace(/\/+$/, "") ?? null;
  return (c, path, init) => {
    if (base === null) {
      const request = new Request(`http://api.internal/api${path}`, { method: "POST", ...init });
      return Promise.resolve(inProcess(request, c.env));
    }
    return fetch(`${base}${path}`, {
      method: "POST",
      headers: { ...init.headers, "x-forwarded-for": clientAddress(c, config) },
      body: init.body,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  };
}

/** How long the page server waits for the API. */
const API_TIMEOUT_MS = 10_000;

const hashOf = (value: string) => createHash("sha256").update(value).digest("hex");

export function sessionEndpointRoutes(deps: SessionEndpointsDeps) {
  const app = new Hono();
  const secure = () => deps.publicUrl().startsWith("https:");
  const publicOrigin = () => {
    try {
      return new URL(deps.publicUrl()).origin;
    } catch {
      return null;
    }
  };

  /** Whether the request may come from another site (see the module's CSRF note). */
  const crossSite = (c: Context): boolean => {
    if (c.req.header("x-requested-with") !== "XMLHttpRequest") return true;
    const fetchSite = c.req.header("sec-fetch-site");
    if (fetchSite !== undefined && fetchSite !== "same-origin") return true;
    const origin = c.req.header("origin");
    if (origin === undefined || origin === publicOrigin()) return false;
    // The site as this request reached it (a demo opened at localhost rather than 127.0.0.1):
    // another site's page cannot choose the Host its visitor's browser sends.
    try {
      return new URL(origin).host !== c.req.header("host");
    } catch {
      return true;
    }
  };

  const keep = (c: Context, refreshToken: string) => {
    setCookie(c, REFRESH_COOKIE, refreshToken, {
      path: SESSION_ENDPOINTS_BASE,
      httpOnly: true,
      secure: secure(),
      sameSite: "Strict",
      maxAge: REFRESH_COOKIE_MAX_AGE_S,
    });
    setCookie(c, SIGNED_IN_COOKIE, SIGNED_IN_HINT, {
      path: "/",
      secure: secure(),
      sameSite: "Lax",
      maxAge: REFRESH_COOKIE_MAX_AGE_S,
    });
  };

  const forget = (c: Context) => {
    deleteCookie(c, REFRESH_COOKIE, {
      path: SESSION_ENDPOINTS_BASE,
      httpOnly: true,
      secure: secure(),
      sameSite: "Strict",
    });
    deleteCookie(c, SIGNED_IN_COOKIE, { path: "/", secure: secure(), sameSite: "Lax" });
  };

  /** The API's answer read as JSON; an unreachable or broken API is a 502, never thrown. */
  const call = async (
    c: Context,
    path: string,
    body: string,
    headers: Record<string, string>,
  ): Promise<ApiAnswer> => {
    try {
      const res = await deps.api(c, path, { headers, body });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text === "" ? null : JSON.parse(text);
      } catch {
        json = null;
      }
      if (res.status >= 500 || json === null) {
        return { status: 502, body: { message: toastByStatus[500] }, retryAfter: null };
      }
      return { status: res.status, body: json, retryAfter: res.headers.get("retry-after") };
    } catch {
      return { status: 502, body: { message: toastByStatus[500] }, retryAfter: null };
    }
  };

  /** The caller's request as the API should get it: its body and the headers the API reads. */
  const passOn = async (c: Context) => {
    const headers: Record<string, string> = {
      "content-type": c.req.header("content-type") ?? "application/x-www-form-urlencoded",
    };
    for (const name of PASSED_ON) {
      const value = c.req.header(name);
      if (value !== undefined) headers[name] = value;
    }
    return { body: await c.req.text(), headers };
  };

  const answer = (c: Context, result: ApiAnswer) => {
    if (result.retryAfter !== null) c.header("Retry-After", result.retryAfter);
    return c.json(result.body as object, result.status as 200);
  };

  const refuse = (c: Context, status: 401 | 403, message: string) => {
    if (status === 401) forget(c);
    return c.json({ message }, status);
  };

  app.use("*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    if (crossSite(c)) return c.json({ message: FORBIDDEN }, 403);
    await next();
  });

  app.post("/login", async (c) => {
    const { body, headers } = await passOn(c);
    const result = await call(c, "/login", body, headers);
    if (result.status !== 200) return answer(c, result);
    const decoded = decodeToken(result.body);
    if (Result.isFailure(decoded)) return c.json({ message: toastByStatus[500] }, 502);
    const token = decoded.success;
    if (token.refresh_token) keep(c, token.refresh_token);
    return c.json(withoutRefresh(token));
  });

  app.post("/user_verify", async (c) => {
    const { body, headers } = await passOn(c);
    const result = await call(c, "/user_verify", body, headers);
    if (result.status !== 200) return answer(c, result);
    const decoded = decodeVerify(result.body);
    if (Result.isFailure(decoded)) return c.json({ message: toastByStatus[500] }, 502);
    const verified = decoded.success;
    const token = verified.token_data;
    if (token?.refresh_token) keep(c, token.refresh_token);
    return c.json({ ...verified, token_data: token ? withoutRefresh(token) : null });
  });

  /** Renewals in flight or just answered, by the refresh token's hash. */
  const renewals = new Map<string, { at: number; result: Promise<ApiAnswer> }>();
  const renew = (c: Context, refreshToken: string): Promise<ApiAnswer> => {
    const now = deps.now();
    for (const [key, entry] of renewals) {
      if (now - entry.at > RENEWAL_REUSE_MS) renewals.delete(key);
    }
    const key = hashOf(refreshToken);
    const known = renewals.get(key);
    if (known) return known.result;
    const body = new URLSearchParams({
      client_id: deps.clientId,
      client_secret: deps.clientSecret,
      grant_type: "refresh_token",
      refresh_token: refreshToken,
    }).toString();
    const headers: Record<string, string> = {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    };
    const agent = c.req.header("user-agent");
    if (agent !== undefined) headers["user-agent"] = agent;
    const result = call(c, "/oauth/token", body, headers);
    renewals.set(key, { at: now, result });
    // An API that could not be reached is asked again next time, not answered from here.
    void result.then((answered) => {
      if (answered.status === 502) renewals.delete(key);
    });
    return result;
  };

  const cookieToken = (c: Context): string | null => {
    const value = getCookie(c, REFRESH_COOKIE);
    return value !== undefined && REFRESH_TOKEN.test(value) ? value : null;
  };

  app.post("/refresh", async (c) => {
    const refreshToken = cookieToken(c);
    if (refreshToken === null) return refuse(c, 401, INVALID_REFRESH);
    const result = await renew(c, refreshToken);
    if (result.status === 502) return answer(c, result);
    if (result.status !== 200) return refuse(c, 401, INVALID_REFRESH);
    const decoded = decodeToken(result.body);
    if (Result.isFailure(decoded) || !decoded.success.refresh_token) {
      return refuse(c, 401, INVALID_REFRESH);
    }
    keep(c, decoded.success.refresh_token);
    return c.json(withoutRefresh(decoded.success));
  });

  app.post("/logout", async (c) => {
    const headers = (token: string) => ({
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      authorization: `Bearer ${token}`,
    });
    const bearer = /^Bearer\s+(\S{1,512})$/i.exec(c.req.header("authorization")?.trim() ?? "")?.[1];
    const ended = bearer ? (await call(c, "/logout", "", headers(bearer))).status === 200 : false;
    const refreshToken = cookieToken(c);
    if (!ended && refreshToken !== null) {
      // The access token is gone or expired: one last renewal gives a token to end the family
      // with (the renewal itself already ends the pair the cookie held).
      const renewed = await renew(c, refreshToken);
      const decoded = renewed.status === 200 ? decodeToken(renewed.body) : null;
      if (decoded && Result.isSuccess(decoded)) {
        await call(c, "/logout", "", headers(decoded.success.access_token));
      }
    }
    forget(c);
    return c.json({ status: "success" });
  });

  app.all("*", (c) => c.json({ message: "Not found" }, 404));
  return app;
}
