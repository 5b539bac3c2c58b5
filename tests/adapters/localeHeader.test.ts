/**
 * The `locale` header of every call follows the page's locale (spec 000 §2): the route's
 * prefix, then the locale cookie, then the browser's languages, then en; read at each call,
 * so it follows client-side navigation. And `u_id` in the landing URL is stored as userId.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createHttpClient } from "../../src/adapters/http/client.ts";
import type { JsonStorage } from "../../src/adapters/storage.ts";
import { requestLocale } from "../../src/app/requestLocale.ts";
import { storeUrlUserId } from "../../src/app/urlUserId.ts";
import { LOCALE_COOKIE, SUPPORTED_LOCALES } from "../../src/core/locale.ts";
import { ROUTE_LOCALES } from "../../src/core/routeTable.ts";
import { TokenResponse } from "../../src/core/schema/index.ts";
import { USER_ID_STORAGE_KEY } from "../../src/core/urlUserId.ts";
import { fakeFetch } from "./fakeFetch.ts";

const token = { access_token: "t", token_type: "Bearer", expires_in: 60, refresh_token: null };

function page(initial: { path: string; cookie?: string; languages?: string[] }) {
  const state = { ...initial, languages: initial.languages ?? [] };
  const fake = fakeFetch(...Array.from({ length: 5 }, () => ({ status: 200, body: token })));
  const http = createHttpClient({
    apiBase: "https://api.cinema.test/api/",
    clientId: "id",
    clientSecret: "secret",
    locale: requestLocale({
      pathname: () => state.path,
      cookies: { get: (name) => (name === LOCALE_COOKIE ? state.cookie : undefined) },
      languages: () => state.languages,
    }),
    location: () => ({ country: null, usState: null }),
    fetch: fake.fetch,
    retryDelayMs: () => 0,
  });
  const localeOfNextCall = async () => {
    await http.get("/movies", TokenResponse, {});
    return fake.requests.at(-1)?.headers.locale;
  };
  return { state, localeOfNextCall };
}

describe("the locale header", () => {
  it("is the route's prefix whatever the cookie and the browser say", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTE_LOCALES),
        fc.option(fc.constantFrom(...SUPPORTED_LOCALES), { nil: undefined }),
        fc.array(fc.constantFrom("en-GB", "fr-FR", "de", "es-ES", "ja")),
        async (prefix, cookie, languages) => {
          const { localeOfNextCall } = page({ path: `/${prefix}/movies`, cookie, languages });
          expect(await localeOfNextCall()).toBe(prefix);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("on an unprefixed path: the cookie, then the browser's first supported language, then en", async () => {
    expect(
      await page({ path: "/movies", cookie: "de", languages: ["fr"] }).localeOfNextCall(),
    ).toBe("de");
    expect(
      await page({ path: "/movies", cookie: "xx", languages: ["ja", "fr-CA"] }).localeOfNextCall(),
    ).toBe("fr");
    expect(await page({ path: "/movies", languages: ["ja"] }).localeOfNextCall()).toBe("en");
  });

  it("follows the page from one call to the next", async () => {
    const { state, localeOfNextCall } = page({ path: "/movies" });
    expect(await localeOfNextCall()).toBe("en");
    state.path = "/es/movies";
    expect(await localeOfNextCall()).toBe("es");
    state.path = "/movies";
    state.cookie = "it";
    expect(await localeOfNextCall()).toBe("it");
  });
});

function memoryStorage(): JsonStorage & { readonly values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return {
    values,
    get: (key) => values.get(key),
    set: (key, value) => {
      values.set(key, value);
      return true;
    },
    remove: (key) => void values.delete(key),
  };
}

describe("u_id in the landing URL", () => {
  it("is stored as userId when it is an id", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), (id) => {
        const storage = memoryStorage();
        expect(storeUrlUserId(`?utm_source=x&u_id=${encodeURIComponent(id)}`, storage)).toBe(id);
        expect(storage.values.get(USER_ID_STORAGE_KEY)).toBe(id);
      }),
    );
  });

  it("stores nothing without one, for a value that is not an id, or for two of them", () => {
    for (const search of ["", "?page=2", "?u_id=", "?u_id=a%20b", "?u_id=1&u_id=2"]) {
      const storage = memoryStorage();
      expect(storeUrlUserId(search, storage)).toBeNull();
      expect(storage.values.size).toBe(0);
    }
  });
});
