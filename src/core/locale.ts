/**
 * The locale of a page (spec 000 §2 "Locale prefixes", spec 001 §2): `/{locale}/...` serves a
 * route in that locale (none for English). A logged-in user whose locale differs from the
 * route's is sent to theirs; otherwise the locale is the route's prefix, and on a path without
 * one the locale cookie's, then the browser's language, then English (docs/decisions/0009).
 */
import { DEFAULT_LOCALE } from "./constants.ts";
import { ROUTE_LOCALES, type RouteLocale } from "./routeLocales.ts";

export type Locale = typeof DEFAULT_LOCALE | RouteLocale;

/** English and every route locale. */
export const SUPPORTED_LOCALES: readonly Locale[] = [DEFAULT_LOCALE, ...ROUTE_LOCALES];

/** The cookie the viewer's choice of language is kept in (the spec names no cookie). */
export const LOCALE_COOKIE = "locale";

export const isSupportedLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);

const isRouteLocale = (value: unknown): value is RouteLocale =>
  typeof value === "string" && (ROUTE_LOCALES as readonly string[]).includes(value);

/** A path split into its path part and its query-and-hash suffix. */
const splitPath = (path: string): { readonly path: string; readonly suffix: string } => {
  const at = path.search(/[?#]/);
  return at < 0 ? { path, suffix: "" } : { path: path.slice(0, at), suffix: path.slice(at) };
};

/** The locale prefix of a path (`/es/login` → es), or null for an English path. */
export const routeLocaleOf = (pathname: string): RouteLocale | null => {
  const first = splitPath(pathname).path.split("/")[1];
  return isRouteLocale(first) ? first : null;
};

/** The path without its locale prefix (`/es/login?x=1` → `/login?x=1`, `/es` → `/`). */
export const withoutLocale = (pathname: string): string => {
  const { path, suffix } = splitPath(pathname);
  const locale = routeLocaleOf(path);
  if (locale === null) return `${path}${suffix}`;
  const rest = path.slice(locale.length + 1);
  return `${rest === "" ? "/" : rest}${suffix}`;
};

/** The path in `locale`: its own prefix replaced by that locale's (none for English). */
export const withLocale = (pathname: string, locale: Locale): string => {
  const bare = withoutLocale(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  const { path, suffix } = splitPath(bare);
  return `/${locale}${path === "/" ? "" : path}${suffix}`;
};

/**
 * The first supported locale among browser languages (`navigator.languages`, or the tags of
 * an Accept-Language header, best first): `es-ES` reads as es; unsupported ones are skipped.
 */
export const localeFromLanguages = (languages: readonly string[]): Locale | null => {
  for (const tag of languages) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isSupportedLocale(primary)) return primary;
  }
  return null;
};

export interface LocaleInput {
  /** The page's path (query and hash allowed). */
  readonly pathname: string;
  /** The logged-in user's `locale`; null for a guest. */
  readonly userLocale: string | null;
  /** The locale cookie's value, if any. */
  readonly cookieLocale: string | null | undefined;
  /** The browser's languages, best first. */
  readonly browserLanguages: readonly string[];
}

export interface LocaleDecision {
  readonly locale: Locale;
  /** Where to send the viewer (a replace-navigation), or null to stay. */
  readonly redirectTo: string | null;
}

/**
 * The page's locale and whether to move: a logged-in user with a supported locale other than
 * the route's goes to the same path in theirs; a prefixed path keeps its locale; an English
 * path takes the cookie's locale, else the browser's, else English, and moves to that
 * locale's prefix when it is not English.
 */
export const resolveLocale = (input: LocaleInput): LocaleDecision => {
  const routeLocale = routeLocaleOf(input.pathname);
  const pathLocale: Locale = routeLocale ?? DEFAULT_LOCALE;
  const move = (locale: Locale): LocaleDecision => ({
    locale,
    redirectTo: locale === pathLocale ? null : withLocale(input.pathname, locale),
  });
  if (isSupportedLocale(input.userLocale)) return move(input.userLocale);
  if (routeLocale !== null) return { locale: routeLocale, redirectTo: null };
  const preferred = isSupportedLocale(input.cookieLocale)
    ? input.cookieLocale
    : (localeFromLanguages(input.browserLanguages) ?? DEFAULT_LOCALE);
  return move(preferred);
};
