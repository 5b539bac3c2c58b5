import Cookies from "js-cookie";
import type { CookieSpec } from "../core/cookies.ts";
import type { CookiePort } from "../core/ports.ts";

const SECONDS_PER_DAY = 86_400;

/** The subset of js-cookie this adapter uses (a fake in tests). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes?: Cookies.CookieAttributes): unknown;
  remove(name: string, attributes?: Cookies.CookieAttributes): void;
}

/**
 * js-cookie attributes of a cookie spec: the lifetime in days (js-cookie's unit), path and
 * flags. A "token" lifetime is the token's own expires_in; without one, a session cookie.
 */
export const cookieAttributes = (
  spec: CookieSpec,
  tokenMaxAgeS?: number,
): Cookies.CookieAttributes => {
  const maxAgeS = spec.maxAgeS === "token" ? tokenMaxAgeS : spec.maxAgeS;
  return {
    path: spec.path,
    secure: spec.secure,
    sameSite: spec.sameSite,
    ...(maxAgeS != null && { expires: maxAgeS / SECONDS_PER_DAY }),
  };
};

/**
 * js-cookie on the page's cookies, parsed once per change of `document.cookie` rather than on
 * every read: the start-up reads cookies dozens of times.
 */
function pageCookieJar(): CookieJar {
  let parsedFrom: string | null = null;
  let parsed: Record<string, string> = {};
  return {
    get: (name) => {
      const raw = document.cookie;
      if (raw !== parsedFrom) {
        parsed = Cookies.get();
        parsedFrom = raw;
      }
      return Object.hasOwn(parsed, name) ? parsed[name] : undefined;
    },
    set: (name, value, attributes) => Cookies.set(name, value, attributes),
    remove: (name, attributes) => Cookies.remove(name, attributes),
  };
}

export function createCookies(jar: CookieJar = pageCookieJar()): CookiePort {
  return {
    get: (name) => jar.get(name),
    set: (spec, value, tokenMaxAgeS) => {
      jar.set(spec.name, value, cookieAttributes(spec, tokenMaxAgeS));
    },
    remove: (spec) => jar.remove(spec.name, { path: spec.path }),
  };
}
