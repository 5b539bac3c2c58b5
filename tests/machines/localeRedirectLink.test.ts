import { describe, expect, it, vi } from "vitest";
import { waitFor } from "xstate";
import { type LocaleRouter, localeRedirectLink } from "../../src/app/localeRedirect.ts";
import { LOCALE_COOKIE } from "../../src/core/locale.ts";
import type { User } from "../../src/core/schema/index.ts";
import { sessionOf } from "../../src/machines/app.machine.ts";
import { idleLinks, premiumUser, restoredToken, startAppSystem } from "../fixtures/session.ts";

/** A router at `href` whose address changes land at once and are announced like the real one's. */
function fakeRouter(href: string) {
  const listeners = new Set<() => void>();
  const moves: string[] = [];
  const router: LocaleRouter = {
    state: { location: { publicHref: href } },
    subscribe: (_event, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    history: {
      replace: (to) => {
        moves.push(to);
        (router.state as { location: { publicHref: string } }).location = { publicHref: to };
        for (const listener of listeners) listener();
      },
    },
  };
  return { router, moves };
}

function start(options: {
  href: string;
  cookie?: string;
  languages?: readonly string[];
  user?: Partial<User>;
  /** The account's answer never comes: the session stays booting. */
  meHangs?: boolean;
}) {
  const { router, moves } = fakeRouter(options.href);
  const { app } = startAppSystem({
    fakes: {
      me: options.meHangs
        ? () => new Promise<User>(() => {})
        : async () => ({ ...premiumUser, ...options.user }) as User,
    },
    ...(options.meHangs && { restored: restoredToken }),
    links: {
      ...idleLinks,
      localeRedirect: localeRedirectLink({
        router: () => router,
        cookies: { get: (name) => (name === LOCALE_COOKIE ? options.cookie : undefined) },
        languages: () => options.languages ?? ["en-US"],
      }),
    },
  });
  return { app, router, moves, session: sessionOf(app.system) };
}

describe("the locale redirect link (spec 000 §2, decision 0009)", () => {
  it("sends a visitor whose browser speaks Spanish from /movies?page=2 to /es/movies?page=2, once", async () => {
    const { app, moves, session } = start({ href: "/movies?page=2", languages: ["es-ES", "en"] });
    await waitFor(session, (s) => s.matches({ anonymous: "idle" }));
    await vi.waitFor(() => expect(moves).toEqual(["/es/movies?page=2"]));
    app.stop();
  });

  it("prefers the locale cookie to the browser's language; English pages stay unprefixed", async () => {
    const french = start({ href: "/", cookie: "fr", languages: ["es-ES"] });
    await waitFor(french.session, (s) => s.matches({ anonymous: "idle" }));
    await vi.waitFor(() => expect(french.moves).toEqual(["/fr"]));
    french.app.stop();
    const english = start({ href: "/movies", languages: ["en-GB"] });
    await waitFor(english.session, (s) => s.matches({ anonymous: "idle" }));
    expect(english.moves).toEqual([]);
    english.app.stop();
  });

  it("keeps a prefixed page for a visitor, and moves a member to their own locale after login", async () => {
    const { app, moves, session } = start({ href: "/es/movies", user: { locale: "de" } });
    await waitFor(session, (s) => s.matches({ anonymous: "idle" }));
    expect(moves).toEqual([]);
    session.send({ type: "session.login", username: "jane", password: "pw" });
    await waitFor(session, (s) => s.matches({ authenticated: "ready" }));
    await vi.waitFor(() => expect(moves).toEqual(["/de/movies"]));
    app.stop();
  });

  it("decides nothing while the session is still finding out who views", async () => {
    const { app, moves, session } = start({ href: "/movies", languages: ["es"], meHangs: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(session.getSnapshot().matches({ authenticated: "loadingUser" })).toBe(true);
    expect(moves).toEqual([]);
    app.stop();
  });
});
