/**
 * The HTTP adapters against the real reference server (server/app.ts): every call goes
 * over the wire and every answer is decoded through the core schemas.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, startServer } from "../../server/app.ts";
import { createAuthApi } from "../../src/adapters/http/authApi.ts";
import { createCatalogueApi } from "../../src/adapters/http/catalogueApi.ts";
import { createHttpClient, withoutEffect } from "../../src/adapters/http/client.ts";
import {
  createUserSegmentApi,
  type UserSegmentApi,
} from "../../src/adapters/http/userSegmentApi.ts";
import { createTokenVault } from "../../src/adapters/tokenVault.ts";
import { providedSession } from "../../src/app/system.ts";
import type { CatalogueApi } from "../../src/core/ports.ts";
import { decodeUserSegment } from "../../src/core/userSegment.ts";
import { deriveUserType } from "../../src/core/userType.ts";
import { selectIsLoggedIn, selectUserType } from "../../src/ui/session.view.ts";
import { memoryCookies } from "../fixtures/memoryCookies.ts";

const PASSWORD = "cinema-demo";
/** The server reads the same variables, with the same defaults. */
const CLIENT_ID = process.env.CINEMA_CLIENT_ID ?? DEFAULT_CLIENT_ID;
const CLIENT_SECRET = process.env.CINEMA_CLIENT_SECRET ?? DEFAULT_CLIENT_SECRET;

let server: Awaited<ReturnType<typeof startServer>>;
let dir: string;
let auth: ReturnType<typeof createAuthApi>;
let segments: UserSegmentApi;
let http: ReturnType<typeof createHttpClient>;
let catalogue: CatalogueApi;
let clientToken: string | null = null;

/** A browser's cookie jar, enough for the page server's session cookies (name, path). */
function cookieJar() {
  const cookies = new Map<string, { value: string; path: string }>();
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const sent = [...cookies.entries()]
      .filter(([, c]) => url.pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`);
    const headers = new Headers(init.headers);
    if (sent.length > 0) headers.set("cookie", sent.join("; "));
    const res = await globalThis.fetch(input, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const [name = "", value = ""] = pair.split("=");
      const path = attributes.find((a) => a.toLowerCase().startsWith("path="))?.slice(5) ?? "/";
      const gone = attributes.some((a) => a.toLowerCase() === "max-age=0") || value === "";
      if (gone) cookies.delete(name);
      else cookies.set(name, { value, path });
    }
    return res;
  };
  return { fetch: fetch as typeof globalThis.fetch, cookies };
}
const jar = cookieJar();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "cinema-adapters-"));
  server = await startServer({ port: 0, dbPath: join(dir, "cinema.db"), resetDb: true });
  http = createHttpClient({
    apiBase: `${server.url}/api`,
    sessionBase: `${server.url}/session`,
    fetch: jar.fetch,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    locale: () => "en",
    location: () => ({ country: null, usState: null }),
  });
  auth = createAuthApi(http, () => clientToken);
  catalogue = createCatalogueApi(http, () => clientToken);
  segments = createUserSegmentApi(http);
  clientToken = (await auth.clientToken()).access_token;
});

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("auth against the reference server", () => {
  it("issues a client-credentials token", () => {
    expect(clientToken).toEqual(expect.any(String));
  });

  it("logs the demo account in and /me decodes as a User", async () => {
    const token = await auth.login({ username: "registered@cinema.test", password: PASSWORD });
    expect(token.expires_in).toBeGreaterThan(0);
    const user = await auth.me(token.access_token);
    expect(user.email).toBe("registered@cinema.test");
    expect(deriveUserType(user)).toBe("Registered");
  });

  it.each([
    ["premium@cinema.test", "Premium"],
    ["trial@cinema.test", "Trial"],
    ["crossselling@cinema.test", "CrossSelling"],
  ] as const)("%s is a %s user", async (username, type) => {
    const token = await auth.login({ username, password: PASSWORD });
    expect(deriveUserType(await auth.me(token.access_token))).toBe(type);
  });

  it("a wrong password is ApiError 401 'Invalid credentials'", async () => {
    await expect(
      auth.login({ username: "registered@cinema.test", password: "wrong-password" }),
    ).rejects.toMatchObject({ _tag: "ApiError", status: 401, message: "Invalid credentials" });
  });

  it("signs up, then logs in with the same credentials", async () => {
    const email = `new-${Date.now()}@cinema.test`;
    await auth.signUp({ email, password: "a-new-password" });
    const token = await auth.login({ username: email, password: "a-new-password" });
    const user = await auth.me(token.access_token);
    expect(user.email).toBe(email);
    expect(deriveUserType(user)).toBe("Registered");
  });

  it("signing up an existing e-mail is a 422 with field errors", async () => {
    const error = await auth
      .signUp({ email: "registered@cinema.test", password: "whatever-1" })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toMatchObject({
      _tag: "ApiError",
      status: 422,
      message: "This user already exists, please user another email, or log in.",
    });
    expect(Object.keys((error as { fieldErrors: object }).fieldErrors)).toContain("email");
  });

  it("after logout the user token no longer opens /me (401)", async () => {
    const token = await auth.login({ username: "registered@cinema.test", password: PASSWORD });
    await auth.logout(token.access_token);
    await expect(auth.me(token.access_token)).rejects.toMatchObject({ status: 401 });
  });
});

describe("token renewal through the page server against the reference server", () => {
  it("login answers no refresh token; renewal with the page server's cookie gives a new access token that opens /me", async () => {
    const login = await auth.login({ username: "premium@cinema.test", password: PASSWORD });
    expect(login.refresh_token).toBeUndefined();
    expect(jar.cookies.get("cinema_refresh")?.path).toBe("/session");
    const renewed = await auth.renew();
    expect(renewed.refresh_token).toBeUndefined();
    expect(renewed.access_token).not.toBe(login.access_token);
    expect(renewed.expires_in).toBeGreaterThan(0);
    expect((await auth.me(renewed.access_token)).email).toBe("premium@cinema.test");
  });

  it("after logout the renewal is ApiError 401", async () => {
    const login = await auth.login({ username: "premium@cinema.test", password: PASSWORD });
    await auth.logout(login.access_token);
    expect(jar.cookies.has("cinema_refresh")).toBe(false);
    await expect(auth.renew()).rejects.toMatchObject({ _tag: "ApiError", status: 401 });
  });
});

describe("user segment against the reference server", () => {
  it("is the viewer's user type: guests 0, each type its own segment", async () => {
    expect(await segments.userSegment(null)).toBe("0");
    expect(await segments.userSegment(clientToken)).toBe("0");
    const seen = new Set<string>();
    for (const username of [
      "registered@cinema.test",
      "premium@cinema.test",
      "trial@cinema.test",
      "crossselling@cinema.test",
    ]) {
      const token = await auth.login({ username, password: PASSWORD });
      const segment = await segments.userSegment(token.access_token);
      expect(segment).toMatch(/^[1-9]\d*$/);
      seen.add(segment);
    }
    expect(seen.size).toBe(4);
  });

  it("a revoked or unknown bearer is 401, a malformed query 422", async () => {
    const token = await auth.login({ username: "registered@cinema.test", password: PASSWORD });
    await auth.logout(token.access_token);
    await expect(segments.userSegment(token.access_token)).rejects.toMatchObject({ status: 401 });
    await expect(segments.userSegment("made-up")).rejects.toMatchObject({ status: 401 });
    await expect(
      http.get("/smart/user-segment", withoutEffect(decodeUserSegment), {
        query: { movie_id: "x" },
      }),
    ).rejects.toMatchObject({ status: 422 });
  });
});

describe("catalogue against the reference server", () => {
  it("settings decode", async () => {
    const settings = await catalogue.settings();
    expect(settings.length).toBeGreaterThan(0);
  });

  it("a movies page, a movie by slug and by id", async () => {
    const page = await catalogue.movies({ page: 1, perPage: 5 });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.length).toBeLessThanOrEqual(5);
    expect(page.meta.current_page).toBe(1);
    const first = page.data[0]!;
    const bySlug = await catalogue.movieBySlug(first.slug);
    expect(bySlug.id).toBe(first.id);
    expect((await catalogue.movie(first.id)).slug).toBe(first.slug);
    expect((await catalogue.featuredMovies(3)).length).toBeLessThanOrEqual(3);
  });

  it("series: a page, by slug and by id", async () => {
    const page = await catalogue.series({ page: 1 });
    expect(page.data.length).toBeGreaterThan(0);
    const first = page.data[0]!;
    expect((await catalogue.seriesBySlug(first.slug)).id).toBe(first.id);
    expect((await catalogue.seriesById(first.id)).slug).toBe(first.slug);
  });

  it("persons of a type", async () => {
    const page = await catalogue.persons("performers", { page: 1 });
    expect(page.data.length).toBeGreaterThan(0);
  });

  it("tags and one by slug", async () => {
    const tags = await catalogue.tags();
    expect(tags.length).toBeGreaterThan(0);
    expect((await catalogue.tagBySlug(tags[0]!.slug)).id).toBe(tags[0]!.id);
  });

  it("an unknown slug is ApiError 404", async () => {
    await expect(catalogue.movieBySlug("no-such-film-anywhere")).rejects.toMatchObject({
      status: 404,
      message: "Not found",
    });
  });
});

describe("the session machine on the real adapters", () => {
  it("boots anonymous, logs in (trimmed), loads the user, logs out", async () => {
    const notified: string[] = [];
    const cookies = memoryCookies();
    const vault = createTokenVault({
      cookies: cookies.port,
      now: () => Date.now(),
      restoredUserToken: null,
      pageClientToken: null,
    });
    const machine = providedSession({
      authApi: createAuthApi(http, () => vault.clientBearer()),
      vault,
      trackLogin: () => {},
      log: () => {},
      reportError: () => {},
    }).provide({ actions: { notify: (_, { message }) => void notified.push(message) } });
    const session = createActor(machine, {
      input: { restoredTokenExpiresAt: null, clientTokenExpiresAt: null, startedAt: Date.now() },
    }).start();
    await waitFor(session, (s) => s.matches({ anonymous: "idle" }));
    session.send({ type: "session.login", username: " premium@cinema.test ", password: PASSWORD });
    const ready = await waitFor(session, (s) => s.matches({ authenticated: "ready" }));
    expect(selectUserType(ready)).toBe("Premium");
    expect(cookies.values.has("Authorization")).toBe(true);
    session.send({ type: "session.logout" });
    const out = await waitFor(session, (s) => s.matches({ anonymous: "idle" }));
    expect(selectIsLoggedIn(out)).toBe(false);
    expect(cookies.values.has("Authorization")).toBe(false);
    expect(notified).toEqual(["Welcome back!"]);
    session.stop();
  });
});
