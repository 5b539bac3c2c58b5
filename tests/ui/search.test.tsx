// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import type { SearchResult } from "../../src/core/schema/search.ts";
import type { ReportErrorParams } from "../../src/machines/search.machine.ts";
import type { FeatureEffects } from "../../src/ui/features.ts";
import { Header } from "../../src/ui/header/Header.tsx";
import { SearchBar } from "../../src/ui/search/SearchBar.tsx";
import { SEARCH_SYSTEM_ID, type SearchSnapshot } from "../../src/ui/search.view.ts";
import { startAppSystem } from "../fixtures/session.ts";
import { noFeatureEffects, renderInApp } from "./renderInApp.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type FilmResult = Extract<SearchResult, { model_type: "Movie" }>;
const film = (id: number, title: string): FilmResult => ({
  model_type: "Movie",
  resourceType: null,
  id,
  slug: `film-${id}`,
  title,
  picture: null,
  series_id: null,
  series_slug: null,
  episode_id: null,
});
const episode = (id: number, title: string): SearchResult => ({
  ...film(id, title),
  resourceType: "episodes",
  series_id: 7,
  series_slug: "night-shift",
  episode_id: 70 + id,
});
const person = (id: number, name: string, type: "performers" | "directors"): SearchResult => ({
  model_type: "Person",
  resourceType: type,
  id,
  slug: `person-${id}`,
  name,
  last_name: "Moreau",
  person_type: type,
  picture: null,
});
const titled = (model_type: "Series" | "Tag", id: number, title: string): SearchResult => ({
  model_type,
  resourceType: null,
  id,
  slug: `${model_type.toLowerCase()}-${id}`,
  title,
  picture: null,
});

/** What the fake index answers for "ge": more than 3 in some groups. */
const GE: readonly SearchResult[] = [
  film(1, "Gentle Orchard"),
  film(2, "Gentle Rain"),
  film(3, "Genesis"),
  film(4, "Gemini"),
  episode(5, "Gentle Night"),
  person(10, "Gena", "performers"),
  person(11, "Gene", "performers"),
  person(12, "Genoveva", "performers"),
  person(13, "Gert", "performers"),
  person(14, "Georg", "directors"),
  titled("Series", 20, "Gentle Shift"),
  titled("Tag", 30, "Gentle"),
];

/** The search feature on a fake index; `answer` decides what each term finds. */
function searchFeature(
  answer: (term: string) => Promise<readonly SearchResult[]> = async () => GE,
) {
  const terms: string[] = [];
  const reported: ReportErrorParams[] = [];
  const features: FeatureEffects = {
    ...noFeatureEffects,
    search: (machine) =>
      machine.provide({
        actors: {
          search: fromPromise(({ input }) => {
            terms.push(input.term);
            return answer(input.term);
          }),
        },
        actions: { reportError: (_, params) => void reported.push(params) },
      }),
  };
  return { features, terms, reported };
}

/** The catalogue's categories, in its order: more than a search offers instead. */
const CATEGORIES = ["Drama", "Romance", "Thriller", "Comedy", "Mystery", "Noir", "Road Movies"].map(
  (title, index) => ({ id: index + 1, title, slug: title.toLowerCase().replace(" ", "-") }),
);

function renderSearch(path = "/", fake = searchFeature()) {
  const { app } = startAppSystem();
  const catalogue = {
    // Spec 001 §7 `/tags` with getTags' flags: featured, not hidden (decision 0068).
    tags: async (flags: unknown) => {
      expect(flags).toEqual({ featured: true, hidden: false });
      return CATEGORIES as never;
    },
    // Spec 001 §7 `/smart/search-labels`: a title and the term it searches.
    searchLabels: async () =>
      [
        { id: 1, title: "Romance", query: "romance" },
        { id: 2, title: "Summer nights", query: "summer nights" },
      ] as never,
  };
  const view = renderInApp(() => <SearchBar />, app, fake.features, path, { catalogue });
  const searchActor = () => app.system.get(SEARCH_SYSTEM_ID) as { getSnapshot(): SearchSnapshot };
  return { app, view, ...fake, searchActor };
}

const box = () => screen.getByRole("combobox", { name: /Search films/ });
const status = () => screen.getAllByRole("status")[0]!;

/** Types `text` as a viewer does: the text changes, then the key is released. */
function typeText(text: string) {
  const input = box();
  fireEvent.keyDown(input, { key: text.at(-1) ?? "" });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyUp(input, { key: text.at(-1) ?? "" });
}

async function openFeature() {
  await screen.findByRole("combobox", { name: /Search films/ });
  act(() => box().focus());
  await waitFor(() => expect(document.querySelector("[role=listbox]")).not.toBeNull());
}

describe("the header search box, before it is used", () => {
  it("renders the combobox but loads no search feature until focus or a key", async () => {
    const search = vi.fn();
    const { app } = startAppSystem();
    renderInApp(() => <SearchBar />, app, { ...noFeatureEffects, search });
    const input = await screen.findByRole("combobox", { name: /Search films/ });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-controls")).toMatch(/^search/);
    expect(screen.queryByRole("listbox", { hidden: true })).toBeNull();
    expect(search).not.toHaveBeenCalled();
    expect(app.system.get(SEARCH_SYSTEM_ID)).toBeUndefined();
    app.stop();
  });

  it("the header keeps its links with the search box in it", async () => {
    const { app } = startAppSystem();
    renderInApp(() => <Header menu="guest" onLogout={() => {}} search={<SearchBar />} />, app);
    const banner = await screen.findByRole("banner");
    expect(within(banner).getByRole("combobox")).toBeTruthy();
    expect(within(banner).getByRole("link", { name: "Login" })).toBeTruthy();
    expect(within(banner).getByRole("button", { name: "Search" })).toBeTruthy();
    app.stop();
  });
});

describe("the header search, in use", () => {
  it("text typed while the feature loads is kept in the box and searched", async () => {
    const { terms, app } = renderSearch();
    const input = await screen.findByRole("combobox", { name: /Search films/ });
    const shown: string[] = [];
    const watch = setInterval(() => shown.push((input as HTMLInputElement).value), 0);
    // The first key starts the load; the rest land before the feature is there.
    typeText("z");
    typeText("zz");
    typeText("zzqx");
    await waitFor(() => expect(terms).toEqual(["zzqx"]), { timeout: 2_000 });
    clearInterval(watch);
    expect(box()).toHaveProperty("value", "zzqx");
    // The box never went blank while the feature took over.
    expect(shown.filter((value) => value !== "zzqx")).toEqual([]);
    app.stop();
  });

  it("asks for two characters politely under 2 characters, and searches nothing", async () => {
    const { terms, app } = renderSearch();
    await openFeature();
    typeText("g");
    await waitFor(() => expect(status().textContent).toBe("Please type at least 2 characters..."));
    expect(status().getAttribute("aria-live")).toBe("polite");
    expect(box().getAttribute("aria-expanded")).toBe("true");
    expect(terms).toEqual([]);
    app.stop();
  });

  it("searches 400 ms after the last key release, not before", async () => {
    const { terms, app } = renderSearch();
    await openFeature();
    vi.useFakeTimers();
    typeText("ge");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    typeText("gen");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(399);
    });
    expect(terms).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(terms).toEqual(["gen"]);
    app.stop();
  });

  it("shows Featured by default: at most 3 of each group, each a link to its page; the count is announced", async () => {
    const { app } = renderSearch();
    await openFeature();
    typeText("ge");
    const listbox = await screen.findByRole("listbox", { name: "Search results" });
    await waitFor(() => expect(status().textContent).toBe('12 results for "ge"'));
    expect(screen.getByRole("button", { name: "Featured" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    const groups = within(listbox).getAllByRole("group");
    for (const group of groups) {
      expect(within(group).getAllByRole("option").length).toBeLessThanOrEqual(3);
    }
    const performers = within(listbox).getByRole("group", { name: "Performers" });
    expect(
      within(performers)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Gena Moreau", "Gene Moreau", "Genoveva Moreau"]);
    const href = (name: string) =>
      within(listbox).getByRole("option", { name }).getAttribute("href");
    expect(href("Gentle Orchard")).toBe("/movies/film-1");
    expect(href("Gentle Night")).toBe("/series/7/75/film-5/watch/movie/5");
    expect(href("Gena Moreau")).toBe("/cast/person-10");
    expect(href("Georg Moreau")).toBe("/directors/person-14");
    expect(href("Gentle Shift")).toBe("/series/series-20");
    expect(href("Gentle")).toBe("/categories/tag-30");
    expect(screen.getByRole("link", { name: "See all results" }).getAttribute("href")).toBe(
      "/search?s_term=ge",
    );
    app.stop();
  });

  it("the tabs show one kind, or all of them", async () => {
    const { app } = renderSearch();
    await openFeature();
    typeText("ge");
    const listbox = await screen.findByRole("listbox", { name: "Search results" });
    await waitFor(() => expect(within(listbox).getAllByRole("option").length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole("button", { name: "Performers" }));
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole("group")
          .map((g) => g.getAttribute("aria-labelledby")),
      ).toHaveLength(1),
    );
    expect(within(listbox).getAllByRole("option")).toHaveLength(4);
    fireEvent.click(screen.getByRole("button", { name: "All" }));
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(GE.length));
    fireEvent.click(screen.getByRole("button", { name: "Movies" }));
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Gentle Orchard", "Gentle Rain", "Genesis", "Gemini", "Gentle Night"]),
    );
    app.stop();
  });

  it("arrows move through the options (the box keeps focus) and Enter opens the active one", async () => {
    const { app, view } = renderSearch();
    await openFeature();
    typeText("ge");
    const listbox = await screen.findByRole("listbox", { name: "Search results" });
    await waitFor(() => expect(within(listbox).getAllByRole("option").length).toBe(10));
    const options = within(listbox).getAllByRole("option");
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    expect(box().getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    expect(options[0]!.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    expect(box().getAttribute("aria-activedescendant")).toBe(options[1]!.id);
    fireEvent.keyDown(box(), { key: "ArrowUp" });
    fireEvent.keyDown(box(), { key: "ArrowUp" });
    // Up from the first wraps to the last.
    expect(box().getAttribute("aria-activedescendant")).toBe(options.at(-1)!.id);
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    expect(document.activeElement).toBe(box());
    const active = options[2]!;
    fireEvent.keyDown(box(), { key: "Enter" });
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(active.getAttribute("href")),
    );
    expect(box().getAttribute("aria-expanded")).toBe("false");
    app.stop();
  });

  it("Enter without an active option opens the full results page of the term", async () => {
    const { app, view } = renderSearch();
    await openFeature();
    typeText("ge");
    await screen.findByRole("link", { name: "See all results" });
    fireEvent.keyDown(box(), { key: "Enter" });
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/search"));
    expect(view.router.state.location.search).toEqual({ s_term: "ge" });
    app.stop();
  });

  it("Escape closes and clears: the box, the term and the searching flag", async () => {
    const { app, searchActor } = renderSearch();
    await openFeature();
    typeText("ge");
    await screen.findByRole("link", { name: "See all results" });
    expect(searchActor().getSnapshot().context.search.searching).toBe(true);
    fireEvent.keyDown(box(), { key: "Escape" });
    await waitFor(() => expect((box() as HTMLInputElement).value).toBe(""));
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(box().hasAttribute("aria-activedescendant")).toBe(false);
    const { search } = searchActor().getSnapshot().context;
    expect(search.term).toBe("");
    expect(search.searching).toBe(false);
    app.stop();
  });

  it("a term with no match shows and announces the empty text with the term", async () => {
    const { app } = renderSearch(
      "/",
      searchFeature(async () => []),
    );
    await openFeature();
    typeText("zzqx");
    const empty = 'Mmhh… Sorry, we didn\'t find anything for "zzqx". Please try again!';
    await waitFor(() => expect(status().textContent).toBe(empty));
    expect(screen.getAllByText(empty).length).toBeGreaterThanOrEqual(1);
    app.stop();
  });

  it("a term with no match offers the first 6 categories to try, each a link to its page", async () => {
    const { app } = renderSearch(
      "/",
      searchFeature(async () => []),
    );
    await openFeature();
    typeText("zzqx");
    const tryInstead = await screen.findByRole("navigation", { name: "Try a category" });
    const links = within(tryInstead).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Drama",
      "Romance",
      "Thriller",
      "Comedy",
      "Mystery",
      "Noir",
    ]);
    expect(links[5]!.getAttribute("href")).toBe("/categories/noir");
    app.stop();
  });

  it("a term with no match offers the search labels, each a link to its term's results page", async () => {
    const { app } = renderSearch(
      "/",
      searchFeature(async () => []),
    );
    await openFeature();
    typeText("zzqx");
    const tryInstead = await screen.findByRole("navigation", { name: "Try a search" });
    const links = within(tryInstead).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Romance", "Summer nights"]);
    expect(links[1]!.getAttribute("href")).toBe("/search?s_term=summer%20nights");
    app.stop();
  });

  it("a term with matches offers no categories", async () => {
    const { app } = renderSearch();
    await openFeature();
    typeText("ge");
    await screen.findAllByRole("option");
    expect(screen.queryByRole("navigation", { name: "Try a category" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Try a search" })).toBeNull();
    app.stop();
  });

  it("a failed search is only logged: no results, no error shown, the flag cleared", async () => {
    const fake = searchFeature(() => Promise.reject(new Error("down")));
    const { app, reported, searchActor } = renderSearch("/", fake);
    await openFeature();
    typeText("ge");
    await waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]!.message).toBe("Search failed");
    expect(searchActor().getSnapshot().context.search.searching).toBe(false);
    expect(screen.queryAllByRole("option")).toEqual([]);
    expect(screen.queryByRole("alert")).toBeNull();
    app.stop();
  });
});

describe("the search state and the URL", () => {
  it("s_term in the URL loads the feature, searches at once and fills the box", async () => {
    const { app, terms, searchActor } = renderSearch("/movies?s_term=gentle");
    await waitFor(() => expect(terms).toEqual(["gentle"]));
    await waitFor(() => expect((box() as HTMLInputElement).value).toBe("gentle"));
    expect(searchActor().getSnapshot().context.search.pageType).toBe("films");
    app.stop();
  });

  it("every navigation reaches the search state: leaving a page clears a term not being searched", async () => {
    const { app, view, searchActor } = renderSearch("/movies?s_term=gentle");
    await waitFor(() => expect((box() as HTMLInputElement).value).toBe("gentle"));
    await view.router.navigate({ href: "/series" });
    await waitFor(() => expect((box() as HTMLInputElement).value).toBe(""));
    const { search } = searchActor().getSnapshot().context;
    expect(search.pageType).toBe("series");
    expect(search.routePath).toBe("/series");
    await view.router.navigate({ href: "/categories/drama" });
    await waitFor(() => expect(searchActor().getSnapshot().context.search.searching).toBe(true));
    app.stop();
  });
});

describe("the search on phones", () => {
  it("an icon button opens the box and focuses it; Close search closes it and returns focus", async () => {
    const { app } = renderSearch();
    const open = await screen.findByRole("button", { name: "Search" });
    const region = box().closest("search") as HTMLElement;
    expect(region.dataset.phoneOpen).toBe("false");
    fireEvent.click(open);
    await waitFor(() => expect(document.activeElement).toBe(box()));
    expect(region.dataset.phoneOpen).toBe("true");
    expect(open.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(document.querySelector("[role=listbox]")).not.toBeNull());
    typeText("ge");
    fireEvent.click(screen.getByRole("button", { name: "Close search" }));
    expect(region.dataset.phoneOpen).toBe("false");
    expect(document.activeElement).toBe(open);
    await waitFor(() => expect((box() as HTMLInputElement).value).toBe(""));
    app.stop();
  });
});
