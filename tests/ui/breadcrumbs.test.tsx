// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { hasBreadcrumbSlot } from "../../src/ui/layout/breadcrumbSlot.ts";
import { breadcrumbTrail } from "../../src/ui/layout/breadcrumbs.view.ts";
import { renderApp } from "./appRoutes.tsx";

afterEach(cleanup);

describe("breadcrumb trail of the default layout", () => {
  it("home first, then each known leading part of the path", () => {
    expect(breadcrumbTrail("/movies/the-long-road")).toEqual([
      { label: "Home", href: "/" },
      { label: "movies", href: "/movies" },
      { label: "the long road", href: "/movies/the-long-road" },
    ]);
    expect(breadcrumbTrail("/es/cast/ana-lopez")).toEqual([
      { label: "Home", href: "/es" },
      { label: "cast", href: "/es/cast" },
      { label: "ana lopez", href: "/es/cast/ana-lopez" },
    ]);
  });

  it("none on the home page nor on the player's pages", () => {
    expect(breadcrumbTrail("/")).toEqual([]);
    expect(breadcrumbTrail("/es")).toEqual([]);
    expect(breadcrumbTrail("/movies/the-long-road/watch/movie/12")).toEqual([]);
    expect(breadcrumbTrail("/film/the-long-road/watch/trailer/12")).toEqual([]);
    expect(breadcrumbTrail("/watch/live-tv")).toEqual([]);
  });
});

describe("the line kept for the breadcrumbs while they load", () => {
  it.each([
    "/",
    "/es",
    "/es/",
    "/movies",
    "/movies/the-long-road",
    "/es/cast/ana-lopez",
    "/categories/drama",
    "/help/answers/refunds",
    "/movies/the-long-road/watch/movie/12",
    "/watch/live-tv",
    "/es/watch/trailer/3",
    "/film/the-long-road/watch/trailer/12",
  ])("%s: kept exactly where there is a trail", (path) => {
    expect(hasBreadcrumbSlot(path)).toBe(breadcrumbTrail(path).length > 0);
  });
});

describe("breadcrumbs in the app", () => {
  it("/movies shows Home › Films list with the last crumb as the current page", async () => {
    const { app } = renderApp("/movies?page=2");
    await screen.findByRole("heading", { name: "Films" });
    const nav = await screen.findByRole("navigation", { name: "Breadcrumb" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["movies", "/movies"],
    ]);
    expect(links[1]?.getAttribute("aria-current")).toBe("page");
    expect(links[0]?.getAttribute("aria-current")).toBeNull();
    expect(nav.querySelector("ol")).not.toBeNull();
    app.stop();
  });

  it("keeps the trail's line while it loads, and the trail takes that line", async () => {
    const { app } = renderApp("/movies?page=2");
    await screen.findByRole("heading", { name: "Films" });
    // Drawn with the page (no turn after the paint any more): the line, or the trail in it.
    expect(document.querySelector(".breadcrumbs")).not.toBeNull();
    await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(document.querySelectorAll(".breadcrumbs")).toHaveLength(1);
    app.stop();
  });
});
