// @vitest-environment jsdom
/**
 * The live TV categories on /live-tv-preview (issue 11): chosen by a toggle, kept in the URL
 * as `?category=slug` (back and forward move between choices), showing the chosen category's
 * schedule from `/live-tv/next-movies?tag_id=`.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ageGateLink } from "../../src/app/ageGate.ts";
import { routeTree } from "../../src/app/routeTree.gen.ts";
import type { SiteApi } from "../../src/core/ports.ts";
import type { LiveTvCategory, LiveTvSchedule } from "../../src/core/schema/index.ts";
import { AppActorProvider } from "../../src/ui/system.tsx";
import { idleLinks, NOW, startAppSystem } from "../fixtures/session.ts";
import { fakeCatalogue, filmSummary } from "./appRoutes.tsx";
import { noFeatureEffects } from "./renderInApp.tsx";

afterEach(cleanup);

const category = (id: number, title: string, tagId: number): LiveTvCategory => ({
  id,
  title,
  slug: `live-${title.toLowerCase().replaceAll(" ", "-")}`,
  tag_id: tagId,
  image: null,
  playlist_url: "/media/live/index.m3u8",
});
const CATEGORIES = [
  category(1, "Drama around the clock", 11),
  category(2, "Romance after dark", 12),
];

/** Three slots of films whose titles name the tag asked for ("all" without one). */
const scheduleOf = (tagId: number | undefined): LiveTvSchedule => {
  const name = tagId === undefined ? "all" : `tag ${tagId}`;
  return {
    server_time: new Date(NOW).toISOString(),
    data: [0, 1, 2].map((i) => ({
      movie: { ...filmSummary(100 + i), title: `${name} film ${i}` },
      starts_at: new Date(NOW + (i - 1) * 3_600_000).toISOString(),
      ends_at: new Date(NOW + i * 3_600_000).toISOString(),
    })),
  };
};

function fakeSite() {
  const asked: (number | undefined)[] = [];
  const unused = () => Promise.reject(new Error("not used by this test"));
  const site: SiteApi = {
    promoBars: async () => [],
    countdowns: async () => [],
    banner: async () => null,
    ctaBanner: async () => null,
    smallBanners: async () => [],
    logos: async () => [],
    landing: unused,
    help: unused,
    helpAnswer: unused,
    sendContactMessage: unused,
    sendComplaint: unused,
    seduceBoostItems: async () => [],
    seduceBoost: unused,
    liveTvCategories: async () => CATEGORIES,
    liveTvPlay: async () => ({ playlist_url: "/media/s/t.s/live/index.m3u8", expires_at: 0 }),
    liveTvNextMovies: async (tagId) => {
      asked.push(tagId);
      return scheduleOf(tagId);
    },
  } as SiteApi;
  return { site, asked };
}

function renderPreview(path: string) {
  const { site, asked } = fakeSite();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let router: ReturnType<typeof createRouter> | null = null;
  const { app } = startAppSystem({
    deferStart: true,
    links: {
      ...idleLinks,
      ageGateLink: ageGateLink(() => router as never, new URL(path, "http://x").pathname),
    },
  });
  router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, app, site, catalogue: fakeCatalogue(1) },
  });
  app.start();
  render(
    <AppActorProvider actor={app} features={noFeatureEffects}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppActorProvider>,
  );
  return { app, router, asked };
}

const channels = () => within(screen.getByRole("group", { name: "Channels" }));
const pressed = () =>
  channels()
    .getAllByRole("button")
    .filter((b) => b.getAttribute("aria-pressed") === "true")
    .map((b) => b.textContent);

describe("/live-tv-preview, choosing a category", () => {
  it("starts on every channel, the general schedule, each category a toggle", async () => {
    const { app, asked } = renderPreview("/live-tv-preview");
    expect(await screen.findByRole("heading", { name: "On air now: all film 0" })).toBeTruthy();
    expect(
      channels()
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All channels", "Drama around the clock", "Romance after dark"]);
    expect(pressed()).toEqual(["All channels"]);
    expect(asked).toEqual([undefined]);
    expect(screen.getByRole("heading", { name: "Coming up" })).toBeTruthy();
    app.stop();
  });

  it("shows the chosen category's films, keeps it in the URL, and back returns to every channel", async () => {
    const { app, router, asked } = renderPreview("/live-tv-preview");
    await screen.findByRole("heading", { name: "On air now: all film 0" });
    fireEvent.click(channels().getByRole("button", { name: "Romance after dark" }));
    expect(await screen.findByRole("heading", { name: "On air now: tag 12 film 0" })).toBeTruthy();
    expect(router.state.location.search).toEqual({ category: "live-romance-after-dark" });
    expect(pressed()).toEqual(["Romance after dark"]);
    expect(asked).toEqual([undefined, 12]);
    const next = screen.getByRole("heading", { name: "Coming up on Romance after dark" });
    expect(
      within(next.closest("section") as HTMLElement)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["tag 12 film 1", "tag 12 film 2"]);
    expect(screen.getByRole("link", { name: "Watch live" }).getAttribute("href")).toBe(
      "/watch/live-tv?category=live-romance-after-dark",
    );

    act(() => router.history.back());
    expect(await screen.findByRole("heading", { name: "On air now: all film 0" })).toBeTruthy();
    expect(pressed()).toEqual(["All channels"]);
    act(() => router.history.forward());
    expect(await screen.findByRole("heading", { name: "On air now: tag 12 film 0" })).toBeTruthy();
    expect(pressed()).toEqual(["Romance after dark"]);
    app.stop();
  });

  it("opens on the category of the URL, and reads a slug of no category as every channel", async () => {
    const first = renderPreview("/live-tv-preview?category=live-drama-around-the-clock");
    expect(await screen.findByRole("heading", { name: "On air now: tag 11 film 0" })).toBeTruthy();
    expect(pressed()).toEqual(["Drama around the clock"]);
    expect(first.asked).toEqual([11]);
    first.app.stop();
    cleanup();

    const second = renderPreview("/live-tv-preview?category=no-such-channel");
    expect(await screen.findByRole("heading", { name: "On air now: all film 0" })).toBeTruthy();
    expect(pressed()).toEqual(["All channels"]);
    await waitFor(() => expect(second.asked).toEqual([undefined]));
    second.app.stop();
  });

  it("is worked by the keyboard: the toggles are buttons in the tab order", async () => {
    const { app } = renderPreview("/live-tv-preview");
    await screen.findByRole("heading", { name: "On air now: all film 0" });
    for (const toggle of channels().getAllByRole("button")) {
      expect(toggle.tagName).toBe("BUTTON");
      expect(toggle.getAttribute("type")).toBe("button");
      expect(toggle.tabIndex).toBe(0);
    }
    app.stop();
  });
});
