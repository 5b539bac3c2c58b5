/**
 * The `locale` request header of every API call follows the page's locale (spec 000 §2,
 * spec 001 §2): the route's prefix, else the locale cookie, else the browser's language,
 * else en (core `resolveLocale`, read at each call so it follows client-side navigation).
 */
import { LOCALE_COOKIE, type Locale, resolveLocale } from "../core/locale.ts";
import type { CookiePort } from "../core/ports.ts";

export interface LocaleSources {
  readonly pathname: () => string;
  readonly cookies: Pick<CookiePort, "get">;
  readonly languages: () => readonly string[];
}

export const requestLocale = (sources: LocaleSources) => (): Locale =>
  resolveLocale({
    pathname: sources.pathname(),
    userLocale: null,
    cookieLocale: sources.cookies.get(LOCALE_COOKIE),
    browserLanguages: sources.languages(),
  }).locale;

/** The browser's sources: the address bar, the cookie jar, `navigator.languages`. */
export const browserLocale = (cookies: Pick<CookiePort, "get">) =>
  requestLocale({
    pathname: () => window.location.pathname,
    cookies,
    languages: () => navigator.languages ?? [navigator.language],
  });
