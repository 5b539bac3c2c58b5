/**
 * Where the refresh token lives (issue 23, docs/decisions/0035): the page server's own
 * session endpoints take the API's login, verification and renewal answers, keep the refresh
 * token in an HttpOnly cookie scoped to these endpoints and hand the browser only the access
 * token. Names and lifetimes shared by the page server and the client.
 */

/** The page server's session endpoints, on the site's own origin (not the API base). */
export const SESSION_ENDPOINTS_BASE = "/session";

/** The HttpOnly cookie holding the refresh token, sent only to the session endpoints. */
export const REFRESH_COOKIE = "cinema_refresh";

/**
 * A cookie scripts may read that says the page server holds a refresh token (its value is
 * `SIGNED_IN_HINT` of core/token.ts, never a secret): on load without a live access token the
 * session is renewed through the page server instead of starting anonymous.
 */
export const SIGNED_IN_COOKIE = "signed_in";

/** How long the page server keeps a refresh token: the API's refresh lifetime (30 days). */
export const REFRESH_COOKIE_MAX_AGE_S = 30 * 86_400;
