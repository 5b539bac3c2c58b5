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
    // Behind the member menu's button (spec 000 §2: a menu with My Space, My Account, Log Out).
    expect(account().queryByRole("link", { name: "My Space" })).toBeNull();
    fireEvent.click(
      await screen.findByRole("button", { name: "Account menu" }, { timeout: 5_000 }),
    );
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

describe("the member menu", () => {
  const menuButton = () => account().getByRole("button", { name: "Account menu" });
  const items = () => account().queryAllByRole("listitem");

  it("opens by click, closes by Escape and gives focus back to its button", async () => {
    renderWithRouter(() => <Header menu="member" onLogout={() => {}} />);
    await screen.findByRole("button", { name: "Account menu" }, { timeout: 5_000 });
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    expect(items()).toHaveLength(3);
    const myAccount = account().getByRole("link", { name: "My Account" });
    myAccount.focus();
    fireEvent.keyDown(myAccount, { key: "Escape" });
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    expect(items()).toHaveLength(0);
    expect(document.activeElement).toBe(menuButton());
    // A second click closes what a first click opened.
    fireEvent.click(menuButton());
    fireEvent.click(menuButton());
    expect(items()).toHaveLength(0);
  });

  it("opens from the keyboard with Arrow Down and focuses its first entry", async () => {
    renderWithRouter(() => <Header menu="member" onLogout={() => {}} />);
    await screen.findByRole("button", { name: "Account menu" }, { timeout: 5_000 });
    fireEvent.keyDown(menuButton(), { key: "ArrowDown" });
    expect(items()).toHaveLength(3);
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(account().getByRole("link", { name: "My Space" })),
    );
  });

  it("opens on mouse hover only where it opens on hover, and closes when the mouse leaves", async () => {
    const { unmount } = renderWithRouter(() => (
      <Header menu="member" onLogout={() => {}} menuOpensOnHover />
    ));
    await screen.findByRole("button", { name: "Account menu" }, { timeout: 5_000 });
    const box = menuButton().parentElement as HTMLElement;
    fireEvent.pointerEnter(box, { pointerType: "mouse" });
    expect(items()).toHaveLength(3);
    // Clicking what the mouse opened keeps it open.
    fireEvent.click(menuButton());
    expect(items()).toHaveLength(3);
    fireEvent.pointerLeave(box, { pointerType: "mouse" });
    expect(items()).toHaveLength(0);
    act(() => {
      unmount();
    });

    renderWithRouter(() => <Header menu="member" onLogout={() => {}} menuOpensOnHover={false} />);
    await screen.findByRole("button", { name: "Account menu" }, { timeout: 5_000 });
    fireEvent.pointerEnter(menuButton().parentElement as HTMLElement, { pointerType: "mouse" });
    expect(items()).toHaveLength(0);
  });

  it("closes on a press outside it", async () => {
    renderWithRouter(() => <Header menu="member" onLogout={() => {}} />);
    await screen.findByRole("button", { name: "Account menu" }, { timeout: 5_000 });
    fireEvent.click(menuButton());
    expect(items()).toHaveLength(3);
    fireEvent.pointerDown(document.body);
    expect(items()).toHaveLength(0);
  });
});

describe("the header offset and the cross-selling bar, connected", () => {
  afterEach(() => Object.defineProperty(window, "innerWidth", { value: 1024, configurable: true }));

  it("writes --header-offset: 110 px for a guest under 1200 px, 75 px from 1200 px", async () => {
    Object.defineProperty(window, "innerWidth", { value: 800, configurable: true });
    const { app } = startAppSystem();
    renderInApp(() => <HeaderContainer />, app);
    await screen.findByRole("banner");
    expect(document.documentElement.style.getPropertyValue("--header-offset")).toBe("110px");
    act(() => {
      Object.defineProperty(window, "innerWidth", { value: 1300, configurable: true });
      window.dispatchEvent(new Event("resize"));
    });
    expect(document.documentElement.style.getPropertyValue("--header-offset")).toBe("75px");
    app.stop();
  });
});
