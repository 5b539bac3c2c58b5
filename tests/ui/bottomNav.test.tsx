// @vitest-environment jsdom
/**
 * The mobile bottom bar (spec 000 §2): Films, Explore, Creators, Live TV; Explore opens a menu
 * of Series, Categories and Directors and, for members (the items send a guest to /login), the
 * seduce-boost items, asked for only once the menu opens (issue 26).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SiteApi } from "../../src/core/ports.ts";
import type { SeduceBoostItem } from "../../src/core/schema/index.ts";
import { BottomNav } from "../../src/ui/layout/BottomNav.tsx";
import { premiumUser, restoredToken, startAppSystem } from "../fixtures/session.ts";
import { renderWithSite } from "./renderWithSite.tsx";

afterEach(cleanup);

const ITEMS: SeduceBoostItem[] = [
  { id: 1, slug: "slow-burn", title: "Slow Burn", tag_id: 2 },
  { id: 2, slug: "after-midnight", title: "After Midnight", tag_id: 3 },
];

function renderBar(
  items: () => Promise<readonly SeduceBoostItem[]> = async () => ITEMS,
  viewer: "member" | "guest" = "member",
) {
  const calls = { items: 0 };
  const site = {
    seduceBoostItems: () => {
      calls.items++;
      return items();
    },
  } as Partial<SiteApi> as SiteApi;
  const { app } =
    viewer === "member"
      ? startAppSystem({ restored: restoredToken, fakes: { me: async () => premiumUser } })
      : startAppSystem();
  const ui = () => (
    <>
      <p>
        <a href="/elsewhere">Elsewhere</a>
      </p>
      <BottomNav />
    </>
  );
  renderWithSite(ui, site, app);
  return { app, calls };
}

const bar = () => within(screen.getByRole("navigation", { name: "Sections" }));
const explore = () => bar().getByRole("button", { name: "Explore" });

async function openMenu() {
  fireEvent.click(await waitFor(() => explore()));
  return waitFor(() => screen.getByRole("list", { name: "Seduce Boost" }));
}

describe("the bottom bar's Explore menu", () => {
  it("offers Films, Explore, Creators, Live TV, and asks for no seduce-boost item before Explore opens", async () => {
    const { app, calls } = renderBar();
    await waitFor(() => explore());
    expect(
      bar()
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Films", "/movies"],
      ["Creators", "/cast"],
      ["Live TV", "/live-tv-preview"],
    ]);
    expect(explore().getAttribute("aria-expanded")).toBe("false");
    expect(calls.items).toBe(0);
    app.stop();
  });

  it("for a guest: Series, Categories and Directors, and no seduce-boost item (they would ask for a login)", async () => {
    const { app, calls } = renderBar(undefined, "guest");
    fireEvent.click(await waitFor(() => explore()));
    const list = await waitFor(() => screen.getByRole("list", { name: "Explore" }));
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Series", "/series"],
      ["Categories", "/categories"],
      ["Directors", "/directors"],
    ]);
    expect(screen.queryByText("Seduce Boost")).toBeNull();
    expect(calls.items).toBe(0);
    app.stop();
  });

  it("opens on a tap: Series, Categories, Directors, then for a member the seduce-boost items appended", async () => {
    const { app, calls } = renderBar();
    const list = await openMenu();
    expect(explore().getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(explore().getAttribute("aria-controls")!)).not.toBeNull();
    expect(
      within(screen.getByRole("list", { name: "Explore" }))
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Series", "/series"],
      ["Categories", "/categories"],
      ["Directors", "/directors"],
    ]);
    await waitFor(() => expect(within(list).getAllByRole("link")).toHaveLength(2));
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Slow Burn", "/seduce-boost/slow-burn"],
      ["After Midnight", "/seduce-boost/after-midnight"],
    ]);
    expect(calls.items).toBe(1);
    app.stop();
  });

  it("closes on Escape and gives focus back to Explore", async () => {
    const { app } = renderBar();
    await openMenu();
    const first = await screen.findByRole("link", { name: "Slow Burn" });
    first.focus();
    fireEvent.keyDown(first, { key: "Escape" });
    await waitFor(() => expect(explore().getAttribute("aria-expanded")).toBe("false"));
    expect(screen.queryByRole("link", { name: "Slow Burn" })).toBeNull();
    expect(document.activeElement).toBe(explore());
    app.stop();
  });

  it("closes on a tap outside, on focus moving outside, on Explore again, and when a link is followed", async () => {
    const { app } = renderBar();
    const closed = () =>
      waitFor(() => expect(screen.queryByRole("list", { name: "Seduce Boost" })).toBeNull());

    await openMenu();
    fireEvent.pointerDown(document.body);
    await closed();

    await openMenu();
    act(() => screen.getByRole("link", { name: "Elsewhere" }).focus());
    await closed();

    await openMenu();
    fireEvent.click(explore());
    await closed();

    await openMenu();
    fireEvent.click(await screen.findByRole("link", { name: "After Midnight" }));
    await closed();
    app.stop();
  });

  it("says so when the seduce-boost items cannot be loaded, and keeps the categories", async () => {
    const { app } = renderBar(() => Promise.reject(new Error("offline")));
    fireEvent.click(await waitFor(() => explore()));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The seduce-boost picks could not be loaded.",
    );
    expect(screen.getByRole("link", { name: "Categories" })).toBeTruthy();
    app.stop();
  });
});
