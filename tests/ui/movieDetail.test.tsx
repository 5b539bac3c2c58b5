// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { RelatedContent } from "../../src/core/schema/index.ts";
import type { FeatureEffects } from "../../src/ui/features.ts";
import type { FeatureEffectsSource } from "../../src/ui/system.tsx";
import { filmDetail, relatedItem, seriesDetail } from "../fixtures/catalogueAnswers.ts";
import { filmSummary, renderApp } from "./appRoutes.tsx";
import { noFeatureEffects } from "./renderInApp.tsx";

afterEach(cleanup);

const person = (id: number, slug: string, name: string, type: string) => ({
  model_type: "Person",
  id,
  name,
  last_name: null,
  slug,
  type,
  poster_image: null,
});

const FILM = filmDetail(filmSummary(7), {
  slug: "the-long-road",
  title: "The Long Road",
  synopsis: "Two sisters drive south.",
  director: person(1, "ines-vidal", "Ines Vidal", "directors"),
  performers: [
    person(2, "ana-lopez", "Ana Lopez", "performers"),
    person(3, "marc-soler", "Marc Soler", "performers"),
    person(4, "eva-and-jon", "Eva & Jon", "couples"),
  ],
  tags: [{ id: 5, title: "Road Movies", slug: "road-movies" }],
  // Decision 0068: the page draws the optimized read (EXTRAS), never this embedded list.
  similar_movies: [{ ...filmSummary(9), title: "The Embedded Road" }],
});

/** The reads a film page makes after it is drawn (decision 0068). */
const EXTRAS = {
  similarMovies: async (id: number) => {
    expect(id).toBe(7);
    return [{ ...filmSummary(8), title: "The Short Road" }];
  },
  btsMovies: async () => [],
  sceneMarkersBySlug: async () => [],
};

const related = (id: number, type: string, title: string, channels = [2], order = id) =>
  relatedItem(id, type, title, { channels, order_column: order });

describe("a film page (spec 000 §2 'Film pages')", () => {
  it("links its director, performers and tags to their pages", async () => {
    const { app } = renderApp("/movies/the-long-road", {
      catalogue: { ...EXTRAS, movieBySlug: async () => FILM, relatedContent: async () => [] },
    });
    expect(await screen.findByRole("heading", { name: "The Long Road", level: 1 })).toBeTruthy();
    // The credits are drawn in the turns after the film's head.
    expect((await screen.findByRole("link", { name: "Ines Vidal" })).getAttribute("href")).toBe(
      "/directors/ines-vidal",
    );
    expect(screen.getByRole("link", { name: "Ana Lopez" }).getAttribute("href")).toBe(
      "/cast/ana-lopez",
    );
    expect(screen.getByRole("link", { name: "Marc Soler" }).getAttribute("href")).toBe(
      "/cast/marc-soler",
    );
    // A couple is cast (spec 000 §3 credit roles): its page is /cast/{slug}.
    expect(screen.getByRole("link", { name: "Eva & Jon" }).getAttribute("href")).toBe(
      "/cast/eva-and-jon",
    );
    const tags = await screen.findByRole("list", { name: "Tags" });
    expect(within(tags).getByRole("link", { name: "Road Movies" }).getAttribute("href")).toBe(
      "/categories/road-movies",
    );
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumb" });
    const current = [...crumbs.querySelectorAll("[aria-current='page']")];
    expect(current.map((a) => a.getAttribute("href"))).toEqual(["/movies/the-long-road"]);
    const similar = await screen.findByRole("region", { name: "Similar films" });
    expect(within(similar).getByText("The Short Road")).toBeTruthy();
    expect(screen.queryByText("The Embedded Road")).toBeNull();
    app.stop();
  });

  it("shows its related content by kind, only what is on this site", async () => {
    const { app } = renderApp("/movies/the-long-road", {
      catalogue: {
        ...EXTRAS,
        movieBySlug: async () => FILM,
        relatedContent: async (owner, id) => {
          expect([owner, id]).toEqual(["movies", 7]);
          return [
            related(3, "chapter", "Chapter one"),
            related(1, "behind_the_scenes", "On set"),
            related(2, "interview", "In conversation"),
            related(4, "interview", "Elsewhere only", [4]),
          ];
        },
      },
    });
    const interviews = await screen.findByRole("region", { name: "Interviews" });
    expect(within(interviews).getByText("In conversation")).toBeTruthy();
    expect(within(interviews).queryByText("Elsewhere only")).toBeNull();
    await screen.findByRole("region", { name: "Similar films" });
    const regions = screen.getAllByRole("region").map((r) => r.getAttribute("aria-label"));
    expect(regions.filter((r) => r !== null && r !== "Sort and filter")).toEqual(
      expect.arrayContaining(["Interviews", "Behind the scenes", "Chapters", "Similar films"]),
    );
    const order = ["Interviews", "Behind the scenes", "Chapters", "Similar films"].map((name) =>
      regions.indexOf(name),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    app.stop();
  });

  it("the page shows even when the related content call fails", async () => {
    const { app } = renderApp("/movies/the-long-road", {
      catalogue: {
        ...EXTRAS,
        movieBySlug: async () => FILM,
        relatedContent: async () => Promise.reject(new Error("down")),
      },
    });
    expect(await screen.findByRole("link", { name: "Ana Lopez" })).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Similar films" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Interviews" })).toBeNull();
    app.stop();
  });

  it("draws nothing below the film until its related content is here: no row comes in above one drawn", async () => {
    let answer: (items: readonly RelatedContent[]) => void = () => {};
    const { app } = renderApp("/movies/the-long-road", {
      catalogue: {
        ...EXTRAS,
        movieBySlug: async () => FILM,
        relatedContent: () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    });
    expect(await screen.findByRole("link", { name: "Ana Lopez" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("region", { name: "Similar films" })).toBeNull();
    answer([related(2, "interview", "In conversation")]);
    await screen.findByRole("region", { name: "Similar films" });
    const regions = screen.getAllByRole("region").map((r) => r.getAttribute("aria-label"));
    expect(regions.indexOf("Interviews")).toBeGreaterThanOrEqual(0);
    expect(regions.indexOf("Interviews")).toBeLessThan(regions.indexOf("Similar films"));
    app.stop();
  });
});

/**
 * The film page with the features' code coming from `features`, drawn down to its last turn
 * (the rows and the comments below the film), and a moment more.
 */
async function filmPageDrawn(features: FeatureEffectsSource) {
  const { app } = renderApp("/movies/the-long-road", {
    catalogue: { ...EXTRAS, movieBySlug: async () => FILM, relatedContent: async () => [] },
    features,
  });
  const heading = await screen.findByRole("heading", { name: "The Long Road", level: 1 });
  await screen.findByRole("region", { name: "Similar films" });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { app, heading };
}

describe("a film page while the features' code loads", () => {
  it("stays on screen: its comments wait in their own place, not the page's", async () => {
    let loaded: (effects: FeatureEffects) => void = () => {};
    const loading = new Promise<FeatureEffects>((resolve) => {
      loaded = resolve;
    });
    const { app, heading } = await filmPageDrawn(() => loading);
    expect(heading.isConnected).toBe(true);
    expect(document.querySelector("[aria-busy=true]")).toBeNull();
    loaded(noFeatureEffects);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heading.isConnected).toBe(true);
    app.stop();
  });
});

describe("a film page whose features' code cannot be fetched (offline)", () => {
  it("stays, without its comments, instead of going to the error page", async () => {
    const failed = Promise.reject(new Error("Failed to fetch dynamically imported module"));
    failed.catch(() => undefined);
    const { app, heading } = await filmPageDrawn(() => failed);
    expect(heading.isConnected).toBe(true);
    expect(screen.queryByRole("heading", { name: /error/i })).toBeNull();
    app.stop();
  });
});

describe("a series page", () => {
  it("links its performers and tags, and shows its related content", async () => {
    const series = seriesDetail(3, {
      slug: "harbour-lights",
      title: "Harbour Lights",
      tags: [{ id: 1, title: "Drama", slug: "drama" }],
      performers: [person(2, "ana-lopez", "Ana Lopez", "performers")],
    });
    const { app } = renderApp("/series/harbour-lights", {
      catalogue: {
        seriesBySlug: async () => series,
        relatedContent: async (owner, id) =>
          owner === "series" && id === 3 ? [related(9, "interview", "Harbour talk")] : [],
      },
    });
    expect(await screen.findByRole("link", { name: "Ana Lopez" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ana Lopez" }).getAttribute("href")).toBe(
      "/cast/ana-lopez",
    );
    expect((await screen.findByRole("link", { name: "Drama" })).getAttribute("href")).toBe(
      "/categories/drama",
    );
    const interviews = await screen.findByRole("region", { name: "Interviews" });
    expect(within(interviews).getByText("Harbour talk")).toBeTruthy();
    app.stop();
  });
});

describe("a numeric address names a film or a series by id (spec 000 §5)", () => {
  const bySlugRefused = async () => Promise.reject(new Error("looked up as a slug"));

  it("/movies/7 asks for the film with id 7, not for the slug '7'", async () => {
    const asked: number[] = [];
    const { app } = renderApp("/movies/7", {
      catalogue: {
        movie: async (id) => {
          asked.push(id);
          return FILM;
        },
        movieBySlug: bySlugRefused,
        relatedContent: async () => [],
      },
    });
    expect(await screen.findByRole("heading", { name: "The Long Road", level: 1 })).toBeTruthy();
    expect(asked).toEqual([7]);
    app.stop();
  });

  it("/movies/7 shows the film's title in the breadcrumb, not '7'", async () => {
    const { app } = renderApp("/movies/7", {
      catalogue: {
        movie: async () => FILM,
        movieBySlug: bySlugRefused,
        relatedContent: async () => [],
      },
    });
    await screen.findByRole("heading", { name: "The Long Road", level: 1 });
    const nav = await screen.findByRole("navigation", { name: "Breadcrumb" });
    await within(nav).findByRole("link", { name: "The Long Road" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Home", "/"],
      ["movies", "/movies"],
      ["The Long Road", "/movies/7"],
    ]);
    app.stop();
  });

  it("/series/3 asks for the series with id 3", async () => {
    const asked: number[] = [];
    const series = seriesDetail(3, { slug: "harbour-lights", title: "Harbour Lights" });
    const { app } = renderApp("/series/3", {
      catalogue: {
        seriesById: async (id) => {
          asked.push(id);
          return series;
        },
        seriesBySlug: bySlugRefused,
        relatedContent: async () => [],
      },
    });
    expect(await screen.findByRole("heading", { name: "Harbour Lights", level: 1 })).toBeTruthy();
    expect(asked).toEqual([3]);
    app.stop();
  });
});

describe("a film page's reads after it is drawn (spec 001 §7, decision 0068)", () => {
  const bts = (id: number, slug: string, title: string) => ({
    ...filmSummary(id),
    slug,
    title,
    bts_poster_picture: null,
  });

  it("lists the film's scenes by its slug, each opening the film at that scene", async () => {
    const asked: string[] = [];
    const { app } = renderApp("/movies/the-long-road", {
      catalogue: {
        ...EXTRAS,
        movieBySlug: async () => FILM,
        relatedContent: async () => [],
        sceneMarkersBySlug: async (slug) => {
          asked.push(slug);
          return [
            { title: "The border", start_time: 0 },
            { title: "Night drive", start_time: 754 },
          ];
        },
      },
    });
    const scenes = await screen.findByRole("region", { name: "Scenes" });
    expect(asked).toEqual(["the-long-road"]);
    const links = within(scenes).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/film/the-long-road/watch/movie/7?scene=0",
      "/film/the-long-road/watch/movie/7?scene=1",
    ]);
    expect(links[1]?.textContent).toBe("Play from Night drive12:34");
    app.stop();
  });

  it("shows the behind the scenes of the films, its own first, each opening its bhs video", async () => {
    const { app } = renderApp("/movies/the-long-road", {
      catalogue: {
        ...EXTRAS,
        movieBySlug: async () => FILM,
        relatedContent: async () => [],
        btsMovies: async () => [
          bts(3, "salt-flats", "Salt Flats"),
          bts(7, "the-long-road", "The Long Road"),
        ],
      },
    });
    const row = await screen.findByRole("region", { name: "Behind the scenes of our films" });
    const links = within(row).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/film/the-long-road/watch/bhs/7",
      "/film/salt-flats/watch/bhs/3",
    ]);
    app.stop();
  });

  it("a failed read says so in its own place, with Try again, and the page stays", async () => {
    let fail = true;
    const down =
      <T,>(answer: T) =>
      async () =>
        fail ? Promise.reject(new Error("down")) : answer;
    const { app } = renderApp("/movies/the-long-road", {
      catalogue: {
        movieBySlug: async () => FILM,
        relatedContent: async () => [],
        similarMovies: down([{ ...filmSummary(8), title: "The Short Road" }]),
        btsMovies: down([bts(3, "salt-flats", "Salt Flats")]),
        sceneMarkersBySlug: down([{ title: "The border", start_time: 0 }]),
      },
    });
    for (const [name, text] of [
      ["Scenes", "The scenes could not be loaded."],
      ["Similar films", "The similar films could not be loaded."],
      ["Behind the scenes of our films", "The behind the scenes could not be loaded."],
    ] as const) {
      const region = await screen.findByRole("region", { name });
      expect(within(region).getByRole("status").textContent).toContain(text);
    }
    expect(screen.getByRole("heading", { name: "The Long Road", level: 1 })).toBeTruthy();
    fail = false;
    const similar = screen.getByRole("region", { name: "Similar films" });
    within(similar).getByRole("button", { name: "Try again" }).click();
    expect(await screen.findByText("The Short Road")).toBeTruthy();
    app.stop();
  });
});
