// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Header } from "../../src/ui/header/Header.tsx";
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

  it("slides away while scrolling down (a data attribute for CSS)", async () => {
    renderWithRouter(() => <Header menu="guest" hidden onLogout={() => {}} />);
    const banner = await screen.findByRole("banner");
    expect(banner.dataset.hidden).toBe("true");
  });
});
