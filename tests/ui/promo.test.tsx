// @vitest-environment jsdom
/**
 * The promo and countdown bars of the default layout (spec 000 §2), in the app system with a
 * fake site API: filtered by the page's position and the viewport's device, the countdown
 * ticking each second and gone at zero, both fetched again when the viewer logs in.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteApi } from "../../src/core/ports.ts";
import type { CountdownPromo, PromoBar } from "../../src/core/schema/promos.ts";
import { sessionOf } from "../../src/machines/app.machine.ts";
import PromoBars from "../../src/ui/promo/PromoBars.tsx";
import { premiumUser, startAppSystem } from "../fixtures/session.ts";
import { renderWithSite } from "./renderWithSite.tsx";

const START = Date.UTC(2026, 2, 1, 12, 0, 0);

const bar = (id: number, device: PromoBar["device"], position: PromoBar["position"]): PromoBar => ({
  id,
  name: `Bar ${id}`,
  content: `Promo ${id} for ${device} on ${position}`,
  background_color: "#b3122e",
  text_color: "#ffffff",
  link: id === 1 ? "/lp/spring-offer" : null,
  device,
  position,
});

const countdown = (id: number, endsInMs: number, title: string): CountdownPromo => ({
  id,
  title,
  description: null,
  background_color: "#0b1020",
  text_color: "#ffffff",
  custom_link: null,
  access_level: "all",
  device: "ALL",
  position: "index",
  status: "active",
  start_date: new Date(START - 86_400_000).toISOString(),
  promo_date: new Date(START + endsInMs).toISOString(),
});

const BARS = [bar(1, "ALL", "index"), bar(2, "DESKTOP", "movies"), bar(3, "MOBILE", "movies")];

function fakeSite(countdowns: () => readonly CountdownPromo[]) {
  const calls = { bars: 0, countdowns: 0 };
  const site = {
    promoBars: async () => {
      calls.bars++;
      return BARS;
    },
    countdowns: async () => {
      calls.countdowns++;
      return countdowns();
    },
  } as Partial<SiteApi> as SiteApi;
  return { site, calls };
}

function renderBars(path: string, site: SiteApi) {
  const { app } = startAppSystem({
    fakes: { me: async () => ({ ...premiumUser, is_subscribed: false }) },
  });
  const ui = () => (
    <>
      <PromoBars />
      <p data-testid="page">page</p>
    </>
  );
  const { queryClient } = renderWithSite(ui, site, app, path);
  return { app, queryClient };
}

const setWidth = (width: number) =>
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true });

const digits = (unit: string) =>
  document.querySelector(`.countdown-bar__digits[data-unit="${unit}"]`)?.textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(START);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the promo bars", () => {
  it("show the page's position for every device on the home page, with their link", async () => {
    setWidth(1440);
    const { site } = fakeSite(() => []);
    renderBars("/", site);
    const link = await screen.findByRole("link", { name: "Promo 1 for ALL on index" });
    expect(link.getAttribute("href")).toBe("/lp/spring-offer");
    expect(screen.queryByText(/on movies/)).toBeNull();
  });

  it("show DESKTOP bars on a wide screen and MOBILE bars on a phone", async () => {
    setWidth(1440);
    const wide = fakeSite(() => []);
    renderBars("/movies", wide.site);
    expect(await screen.findByText("Promo 2 for DESKTOP on movies")).toBeTruthy();
    expect(screen.queryByText("Promo 3 for MOBILE on movies")).toBeNull();
    cleanup();

    setWidth(375);
    const phone = fakeSite(() => []);
    renderBars("/movies", phone.site);
    expect(await screen.findByText("Promo 3 for MOBILE on movies")).toBeTruthy();
    expect(screen.queryByText("Promo 2 for DESKTOP on movies")).toBeNull();
  });

  it("draw nothing, and ask nothing, on a page without a promo position", async () => {
    setWidth(1440);
    const { site, calls } = fakeSite(() => [countdown(1, 60_000, "Ends in")]);
    renderBars("/help", site);
    expect(await screen.findByTestId("page")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector(".top-bars")).toBeNull();
    expect(calls).toEqual({ bars: 0, countdowns: 0 });
  });
});

describe("the countdown bar", () => {
  it("counts down each second and goes at zero", async () => {
    setWidth(1440);
    const { site } = fakeSite(() => [countdown(1, 2 * 86_400_000 + 3_723_000, "Offer ends in")]);
    renderBars("/", site);
    expect(await screen.findByText("Offer ends in")).toBeTruthy();
    expect([digits("days"), digits("hours"), digits("minutes"), digits("seconds")]).toEqual([
      "02",
      "01",
      "02",
      "03",
    ]);
    expect(screen.getByRole("timer").getAttribute("aria-label")).toBe("2 days, 1 hours, 2 minutes");
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(digits("seconds")).toBe("02");
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(digits("seconds")).toBe("59");
    expect(digits("minutes")).toBe("01");
  });

  it("ends cleanly: the bar is gone once its date is reached, the promo bars stay", async () => {
    setWidth(1440);
    const { site } = fakeSite(() => [countdown(1, 2_000, "Last seconds")]);
    renderBars("/", site);
    expect(await screen.findByText("Last seconds")).toBeTruthy();
    expect(digits("seconds")).toBe("02");
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(digits("seconds")).toBe("01");
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByText("Last seconds")).toBeNull();
    expect(screen.getByText("Promo 1 for ALL on index")).toBeTruthy();
  });

  it("is fetched again when the viewer logs in, and shows what the member may see", async () => {
    setWidth(1440);
    let loggedIn = false;
    const { site, calls } = fakeSite(() =>
      loggedIn ? [countdown(2, 60_000, "Members only in")] : [countdown(1, 60_000, "Guests in")],
    );
    const { app } = renderBars("/", site);
    expect(await screen.findByText("Guests in")).toBeTruthy();
    loggedIn = true;
    act(() =>
      sessionOf(app.system).send({ type: "session.login", username: "jane", password: "pw" }),
    );
    expect(await screen.findByText("Members only in")).toBeTruthy();
    expect(screen.queryByText("Guests in")).toBeNull();
    expect(calls.countdowns).toBeGreaterThanOrEqual(2);
    expect(calls.bars).toBeGreaterThanOrEqual(2);
    app.stop();
  });
});

describe("the page-load progress bar", () => {
  it("starts with a navigation, waits for the route to load and finishes about 500 ms after", async () => {
    vi.useRealTimers();
    const { default: ProgressBar } = await import("../../src/ui/layout/ProgressBar.tsx");
    const { createRoute, Outlet } = await import("@tanstack/react-router");
    let release = () => {};
    const root = createRootRoute({
      component: () => (
        <>
          <ProgressBar />
          <Outlet />
        </>
      ),
    });
    const home = createRoute({
      getParentRoute: () => root,
      path: "/",
      component: () => <p>home</p>,
    });
    const next = createRoute({
      getParentRoute: () => root,
      path: "/next",
      loader: () => new Promise<void>((resolve) => (release = resolve)),
      component: () => <p>next page</p>,
    });
    const router = createRouter({
      routeTree: root.addChildren([home, next]),
      history: createMemoryHistory({ initialEntries: ["/"] }),
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("home")).toBeTruthy();
    // Nothing before a navigation: the first page has the boot shell.
    expect(screen.queryByRole("progressbar", { hidden: true })).toBeNull();

    const started = Date.now();
    act(() => void router.navigate({ href: "/next" }));
    const bar = await screen.findByRole("progressbar", { hidden: true });
    expect(bar.getAttribute("aria-hidden")).toBe("true");
    expect(bar.getAttribute("data-phase")).toBe("running");
    // Still loading after the 500 ms: the bar waits for the route.
    await new Promise((resolve) => setTimeout(resolve, 650));
    expect(screen.getByRole("progressbar", { hidden: true }).getAttribute("data-phase")).toBe(
      "running",
    );
    act(() => release());
    expect(await screen.findByText("next page")).toBeTruthy();
    await waitForGone(() => screen.queryByRole("progressbar", { hidden: true }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(650);
  });

  it("a quick navigation still shows the bar for about 500 ms, then it goes", async () => {
    vi.useRealTimers();
    const { default: ProgressBar } = await import("../../src/ui/layout/ProgressBar.tsx");
    const { createRoute, Outlet } = await import("@tanstack/react-router");
    const root = createRootRoute({
      component: () => (
        <>
          <ProgressBar />
          <Outlet />
        </>
      ),
    });
    const home = createRoute({
      getParentRoute: () => root,
      path: "/",
      component: () => <p>home</p>,
    });
    const next = createRoute({
      getParentRoute: () => root,
      path: "/next",
      component: () => <p>next</p>,
    });
    const router = createRouter({
      routeTree: root.addChildren([home, next]),
      history: createMemoryHistory({ initialEntries: ["/"] }),
    });
    render(<RouterProvider router={router} />);
    await screen.findByText("home");
    const started = Date.now();
    act(() => void router.navigate({ href: "/next" }));
    expect(await screen.findByRole("progressbar", { hidden: true })).toBeTruthy();
    await screen.findByText("next");
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(screen.getByRole("progressbar", { hidden: true })).toBeTruthy();
    await waitForGone(() => screen.queryByRole("progressbar", { hidden: true }));
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(400);
    expect(took).toBeLessThan(1_500);
  });
});

async function waitForGone(query: () => Element | null) {
  for (let i = 0; i < 100 && query() !== null; i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  expect(query()).toBeNull();
}
