// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiError } from "../../src/core/apiError.ts";
import type { MovieListQuery, Page } from "../../src/core/ports.ts";
import type { MovieSummary, Tag } from "../../src/core/schema/index.ts";
import { chooseOption } from "../fixtures/chooseOption.ts";
import { filmSummary, renderApp } from "./appRoutes.tsx";

afterEach(cleanup);

const tag = (id: number, slug: string, title: string) =>
  ({ id, slug, title, order: id, featured: false, hidden: false }) as unknown as Tag;
const CATEGORIES = [tag(1, "drama", "Drama"), tag(2, "noir", "Noir")];

/** A films call that records each query and names its first film after it. */
function recordingMovies() {
  const queries: MovieListQuery[] = [];
  const movies = async (query: MovieListQuery): Promise<Page<MovieSummary>> => {
    queries.push(query);
    const label = `${query.sortBy}-${query.direction}-${(query.filters?.tags ?? []).join("+")}`;
    return {
      data: [{ ...filmSummary(query.page ?? 1), title: `First of ${label}` }],
      meta: { current_page: query.page ?? 1, last_page: 3, total: 30 },
    };
  };
  return { queries, movies };
}

describe("/movies: sort order, direction and tag filters in the URL (spec 000 §2)", () => {
  it("asks for the URL's order, direction and tags, and shows them in the controls", async () => {
    const { queries, movies } = recordingMovies();
    const { app } = renderApp("/movies?order=title&dir=asc&tags=noir", {
      catalogue: { movies, tagList: async () => CATEGORIES },
    });
    expect(await screen.findByText("First of title-asc-noir")).toBeTruthy();
    expect(queries.at(-1)).toMatchObject({
      page: 1,
      sortBy: "title",
      direction: "asc",
      filters: { tags: ["noir"] },
    });
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("title");
    expect(screen.getByRole("button", { name: /^Ascending/ })).toBeTruthy();
    expect(
      // The chips come with the list: nothing moves in after it.
      screen.getByRole("button", { name: "Noir" }).getAttribute("aria-pressed"),
    ).toBe("true");
    expect(screen.getByRole("button", { name: "Drama" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    app.stop();
  });

  it("without a query, the spec's defaults: most seen ever, descending, no tags", async () => {
    const { queries, movies } = recordingMovies();
    const { app } = renderApp("/movies", { catalogue: { movies } });
    expect(await screen.findByText("First of most_seen_ever-desc-")).toBeTruthy();
    expect(queries.at(-1)).toMatchObject({ sortBy: "most_seen_ever", direction: "desc" });
    app.stop();
  });

  it("an invalid order, direction or tag is not sent to the server: the defaults instead", async () => {
    const { queries, movies } = recordingMovies();
    const { app } = renderApp("/movies?order=colour&dir=sideways&tags=Drama,%20,drama", {
      catalogue: { movies },
    });
    expect(await screen.findByText("First of most_seen_ever-desc-drama")).toBeTruthy();
    expect(queries.at(-1)?.filters).toEqual({ tags: ["drama"] });
    expect(queries.at(-1)).toMatchObject({ sortBy: "most_seen_ever", direction: "desc" });
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("most_seen_ever");
    app.stop();
  });

  it("changing the order, the direction or a tag navigates to page 1 of that list; back restores", async () => {
    const { movies } = recordingMovies();
    const { app, router } = renderApp("/movies?page=2", {
      catalogue: { movies, tagList: async () => CATEGORIES },
    });
    await screen.findByText("First of most_seen_ever-desc-");
    chooseOption(screen.getByLabelText("Sort by"), "title");
    expect(await screen.findByText("First of title-desc-")).toBeTruthy();
    expect(router.state.location.search).toEqual({ order: "title" });

    fireEvent.click(screen.getByRole("button", { name: /^Descending/ }));
    expect(await screen.findByText("First of title-asc-")).toBeTruthy();
    expect(router.state.location.search).toEqual({ order: "title", dir: "asc" });

    fireEvent.click(await screen.findByRole("button", { name: "Drama" }));
    expect(await screen.findByText("First of title-asc-drama")).toBeTruthy();
    expect(router.state.location.search).toEqual({ order: "title", dir: "asc", tags: "drama" });
    fireEvent.click(screen.getByRole("button", { name: "Noir" }));
    expect(await screen.findByText("First of title-asc-drama+noir")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Drama" }));
    expect(await screen.findByText("First of title-asc-noir")).toBeTruthy();

    await act(async () => router.history.back());
    expect(await screen.findByText("First of title-asc-drama+noir")).toBeTruthy();
    await act(async () => router.history.go(-4));
    expect(await screen.findByText("First of most_seen_ever-desc-")).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    app.stop();
  });

  it("the pager keeps the sort order and filters", async () => {
    const { movies } = recordingMovies();
    const { app } = renderApp("/movies?order=title&dir=asc&tags=noir", { catalogue: { movies } });
    await screen.findByText("First of title-asc-noir");
    const next = screen.getByRole("link", { name: "Page 2" });
    const href = new URL(next.getAttribute("href") ?? "", "http://x");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      order: "title",
      dir: "asc",
      tags: "noir",
      page: "2",
    });
    app.stop();
  });

  it("?page=1 goes to the list without page, keeping its order", async () => {
    const { movies } = recordingMovies();
    const { app, router } = renderApp("/movies?order=length&page=1", { catalogue: { movies } });
    await screen.findByText("First of length-desc-");
    expect(router.state.location.search).toEqual({ order: "length" });
    app.stop();
  });
});

describe("/series: the same controls", () => {
  it("sends the order, direction and tags to the series call", async () => {
    const queries: MovieListQuery[] = [];
    const { app } = renderApp("/series?order=title&dir=asc&tags=drama", {
      catalogue: {
        series: async (query) => {
          queries.push(query);
          return { data: [], meta: { current_page: 1, last_page: 1, total: 0 } };
        },
        tagList: async () => CATEGORIES,
      },
    });
    expect(await screen.findByRole("heading", { name: "Series" })).toBeTruthy();
    expect(queries.at(-1)).toMatchObject({
      sortBy: "title",
      direction: "asc",
      filters: { tags: ["drama"] },
    });
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("title");
    app.stop();
  });
});

describe("/categories/{slug}: its films with the same sort control", () => {
  const drama = { ...tag(1, "drama", "Drama"), description: "Stories of people." };

  it("lists the category's films in the URL's order, without tag chips", async () => {
    const { queries, movies } = recordingMovies();
    const { app, router } = renderApp("/categories/drama?order=title&dir=asc", {
      catalogue: { movies, tagBySlug: async () => drama, tagList: async () => CATEGORIES },
    });
    expect(await screen.findByRole("heading", { name: "Drama", level: 1 })).toBeTruthy();
    expect(await screen.findByText("First of title-asc-drama")).toBeTruthy();
    expect(queries.at(-1)).toMatchObject({
      page: 1,
      sortBy: "title",
      direction: "asc",
      filters: { tags: ["drama"] },
    });
    expect(screen.queryByRole("list", { name: "Filter by category" })).toBeNull();

    chooseOption(screen.getByLabelText("Sort by"), "length");
    expect(await screen.findByText("First of length-asc-drama")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/categories/drama");
    expect(router.state.location.search).toEqual({ order: "length", dir: "asc" });
    const page2 = screen.getByRole("link", { name: "Page 2" });
    expect(page2.getAttribute("href")).toBe("/categories/drama?order=length&dir=asc&page=2");
    await act(async () => router.history.back());
    expect(await screen.findByText("First of title-asc-drama")).toBeTruthy();
    app.stop();
  });

  it("a page past the last shows 'Page does not exist'; an unknown category is a 404", async () => {
    const { movies } = recordingMovies();
    const { app } = renderApp("/categories/drama?page=9", {
      catalogue: { movies, tagBySlug: async () => drama },
    });
    expect(await screen.findByText("Page does not exist")).toBeTruthy();
    app.stop();
    cleanup();
    const missing = renderApp("/categories/nothing", {
      catalogue: {
        movies,
        tagBySlug: async () => Promise.reject(apiError(404, "status")),
      },
    });
    expect(await screen.findByRole("heading", { name: /lost/ })).toBeTruthy();
    missing.app.stop();
  });

  it("/categories/{number} reads the tag by id (/tags/{id}) and moves to its slug address, keeping the order", async () => {
    const { movies } = recordingMovies();
    const asked: number[] = [];
    const { app, router } = renderApp("/categories/7?order=title&dir=asc", {
      catalogue: {
        movies,
        tagById: async (id: number) => {
          asked.push(id);
          return drama;
        },
        tagBySlug: async () => drama,
      },
    });
    expect(await screen.findByRole("heading", { name: "Drama", level: 1 })).toBeTruthy();
    expect(asked).toEqual([7]);
    expect(router.state.location.pathname).toBe("/categories/drama");
    expect(router.state.location.search).toEqual({ order: "title", dir: "asc" });
    app.stop();
    cleanup();
    const missing = renderApp("/categories/99", {
      catalogue: { movies, tagById: async () => Promise.reject(apiError(404, "status")) },
    });
    expect(await screen.findByRole("heading", { name: /lost/ })).toBeTruthy();
    missing.app.stop();
  });
});
