// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Header } from "../../src/ui/header/Header.tsx";
import { HeaderContainer } from "../../src/ui/header/HeaderContainer.tsx";
import { startAppSystem } from "../fixtures/session.ts";
import { renderInApp } from "./renderInApp.tsx";
import { renderWithRouter } from "./renderWithRouter.tsx";

afterEach(cleanup);

const account = () => within(screen.getByRole("navigation", { name: "Account" }));

describe("the header", () => {
  it("offers guests Login, Join now and WATCH FREE", async () => {
    renderWithRouter(() => <Header menu="guest" onLogout={() => {}} />);
    expect(await screen.findByRole("link", { name: "Cinema home" })).toHaveProperty(
      "pathname",
      "/",
    );
    expect(account().getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(account().getByRole("link", { name: "Join now" }).getAttribute("href")).toBe("/sign-up");
    expect(account().getByRole("link", { name: "WATCH FREE" })).toBeTruthy();
    expect(account().queryByRole("button", { name: "Log Out" })).toBeNull();
    expect(account().queryByRole("link", { name: "My Space" })).toBeNull();
  });

  it("offers members My Space, My Account and Log Out", async () => {
    const onLogout = vi.fn();
    renderWithRouter(() => <Header menu="member" onLogout={onLogout} />);
    await screen.findByRole("link", { name: "Cinema home" });
    expect(account().getByRole("link", { name: "My Space" }).getAttribute("href")).toBe(
      "/my-space",
    );
    expect(account().getByRole("link", { name: "My Account" }).getAttribute("href")).toBe(
      "/profile",
    );
    expect(account().queryByRole("link", { name: "Login" })).toBeNull();
    fireEvent.click(account().getByRole("button", { name: "Log Out" }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("Login carries the page to return to; not from the home page", async () => {
    renderWithRouter(() => <Header menu="guest" returnTo="/movies?page=2" onLogout={() => {}} />);
    await screen.findByRole("banner");
    expect(account().getByRole("link", { name: "Login" }).getAttribute("href")).toBe(
      "/login?redirect=%2Fmovies%3Fpage%3D2",
    );
  });
});

describe("the header, connected", () => {
  let nextFrame: FrameRequestCallback | null = null;
  beforeEach(() => {
    vi.stubGlobal("requestAnimationFrame", (run: FrameRequestCallback) => {
      nextFrame = run;
      return 1;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, "scrollY", { value: y, configurable: true });
      window.dispatchEvent(new Event("scroll"));
      const frame = nextFrame;
      nextFrame = null;
      frame?.(0);
    });

  it("slides away while the page scrolls down past it and comes back on scroll up", async () => {
    const { app } = startAppSystem();
    renderInApp(() => <HeaderContainer />, app);
    const banner = await screen.findByRole("banner");
    expect(banner.dataset.hidden).toBe("false");
    scrollTo(40);
    expect(banner.dataset.hidden).toBe("false");
    scrollTo(400);
    expect(banner.dataset.hidden).toBe("true");
    scrollTo(396);
    expect(banner.dataset.hidden).toBe("true");
    scrollTo(300);
    expect(banner.dataset.hidden).toBe("false");
    app.stop();
  });
});
