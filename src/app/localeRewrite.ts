/**
 * Every route under a locale prefix (spec 000 §2, decision 0009): the router's addresses
 * carry `/{locale}` (es, fr, de, pt, it; none for English), its routes do not. The rewrite
 * strips the prefix from each address the router reads and puts the page's locale back on
 * each address it writes, so `/es/movies` is the films list in Spanish and every link on it
 * stays in Spanish.
 */
import type { LocationRewrite } from "@tanstack/react-router";
import { DEFAULT_LOCALE } from "../core/constants.ts";
import { type Locale, routeLocaleOf, withLocale, withoutLocale } from "../core/locale.ts";

export function localeRewrite(initialPathname: string): {
  readonly rewrite: LocationRewrite;
  /** The locale of the address last read: the page's. */
  readonly pageLocale: () => Locale;
} {
  let pageLocale: Locale = routeLocaleOf(initialPathname) ?? DEFAULT_LOCALE;
  const rewrite: LocationRewrite = {
    input: ({ url }) => {
      pageLocale = routeLocaleOf(url.pathname) ?? DEFAULT_LOCALE;
      url.pathname = withoutLocale(url.pathname);
      return url;
    },
    output: ({ url }) => {
      url.pathname = withLocale(url.pathname, pageLocale);
      return url;
    },
  };
  return { rewrite, pageLocale: () => pageLocale };
}
