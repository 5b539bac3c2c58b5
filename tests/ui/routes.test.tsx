// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor as waitForDom } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { sessionOf } from "../../src/machines/app.machine.ts";
import { restoredToken } from "../fixtures/session.ts";
import { renderApp } from "./appRoutes.tsx";

afterEach(cleanup);

describe("pagination on a catalogue list route (spec 000 §2)", () => {
  it("a page past the last shows 'Page does not exist'", async () => {
    const { app } = renderApp("/movies?page=9", { lastPage: 3 });
    expect(await screen.findByText("Page does not exist")).toBeTruthy();
    app.stop();
  });

  it("a page within the list shows it, with its films", async () => {
    const { app } = renderApp("/movies?page=2", { lastPage: 3 });
    expect(await screen.findByRole("heading", { name: "Films" })).toBeTruthy();
    expect(screen.getByText("Film 21")).toBeTruthy();
    expect(screen.queryByText("Page does not exist")).toBeNull();
    app.stop();
  });

  it.each([
    ["/movies?page=1", "/movies", ""],
    ["/movies?page=0", "/movies", ""],
    ["/movies?page=-2", "/movies", "?page=2"],
  ])("%s goes to %s%s", async (from, pathname, search) => {
    const { app, router } = renderApp(from);
    await screen.findByRole("heading", { name: "Films" });
    expect(router.state.location.pathname).toBe(pathname);
    expect(router.state.location.searchStr).toBe(search);
    app.stop();
  });
});

describe("every route under a locale prefix (spec 000 §2)", () => {
  it("/es/movies?page=2 is the films list, and its links stay under /es", async () => {
    const { app, router } = renderApp("/es/movies?page=2", { lastPage: 3 });
    expect(await screen.findByRole("heading", { name: "Films" })).toBeTruthy();
    expect(screen.getByText("Film 21")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/movies");
    expect(router.state.location.publicHref).toBe("/es/movies?page=2");
    const next = screen.getByRole("link", { name: "Page 3" });
    expect(next.getAttribute("href")).toBe("/es/movies?page=3");
    await act(async () => {
      fireEvent.click(next);
    });
    await waitForDom(() => expect(router.state.location.publicHref).toBe("/es/movies?page=3"));
    app.stop();
  });

  it("/fr/login is the login page; an English path has no prefix", async () => {
    const { app, router } = renderApp("/fr/login");
    expect(await screen.findByRole("button", { name: "Login" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    app.stop();
    cleanup();
    const english = renderApp("/login");
    await screen.findByRole("button", { name: "Login" });
    expect(english.router.state.location.publicHref).toBe("/login");
    english.app.stop();
  });
});

describe("guarded pages (one pathless layout per kind)", () => {
  it("a guest on /profile goes to /login, which brings them back after logging in", async () => {
    const { app, router } = renderApp("/profile");
    await waitForDom(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toEqual({ redirect: "/profile" });
    await waitFor(sessionOf(app.system), (s) => s.matches({ anonymous: "idle" }));
    act(() =>
      sessionOf(app.system).send({ type: "session.login", username: "jane", password: "pw" }),
    );
    await waitForDom(() => expect(router.state.location.pathname).toBe("/profile"));
    expect(await screen.findByRole("heading", { name: "My Account" })).toBeTruthy();
    app.stop();
  });

  it("Login from a page with a query returns to that very page and shows it", async () => {
    const { app, router } = renderApp("/login?redirect=%2Fmovies%3Fpage%3D2");
    await waitFor(sessionOf(app.system), (s) => s.matches({ anonymous: "idle" }));
    act(() =>
      sessionOf(app.system).send({ type: "session.login", username: "jane", password: "pw" }),
    );
    expect(await screen.findByText("Film 21")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/movies");
    expect(router.state.location.search).toEqual({ page: 2 });
    app.stop();
  });

  it("a guest on /my-space goes home; a member on /login goes to /profile", async () => {
    const guest = renderApp("/my-space");
    await waitForDom(() => expect(guest.router.state.location.pathname).toBe("/"));
    guest.app.stop();
    cleanup();
    const member = renderApp("/login", { restored: restoredToken });
    await waitForDom(() => expect(member.router.state.location.pathname).toBe("/profile"));
    member.app.stop();
  });

  it("a crafted return path never leaves the site: /profile instead", async () => {
    const { app, router } = renderApp("/login?redirect=%2F%2Fevil.example%2Fx");
    await waitFor(sessionOf(app.system), (s) => s.matches({ anonymous: "idle" }));
    act(() =>
      sessionOf(app.system).send({ type: "session.login", username: "jane", password: "pw" }),
    );
    await waitForDom(() => expect(router.state.location.pathname).toBe("/profile"));
    app.stop();
  });
});

describe("after a client-side navigation", () => {
  it("focus moves to the new page's main heading", async () => {
    const { app } = renderApp("/movies?page=2");
    await screen.findByText("Film 21");
    fireEvent.click(screen.getByRole("link", { name: "Page 3" }));
    await screen.findByText("Film 31");
    await waitForDom(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Films" })),
    );
    app.stop();
  });
});
