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
 * js-cookie on the page's cookies, read and parsed at most once per task rather than on every
 * read: the start-up reads cookies dozens of times, and each read of `document.cookie` asks
 * the browser's cookie store. Our own writes drop the parsed copy at once; anything else that
 * changes cookies (an answer's Set-Cookie, another tab) does so in another task.
 */
function pageCookieJar(): CookieJar {
  let parsed: Record<string, string> | null = null;
  const forget = () => {
    parsed = null;
  };
  return {
    get: (name) => {
      if (parsed === null) {
        parsed = Cookies.get();
        // Kept until the current task's work is done.
        queueMicrotask(forget);
      }
      return Object.hasOwn(parsed, name) ? parsed[name] : undefined;
    },
    set: (name, value, attributes) => {
      forget();
      return Cookies.set(name, value, attributes);
    },
    remove: (name, attributes) => {
      forget();
      Cookies.remove(name, attributes);
    },
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
