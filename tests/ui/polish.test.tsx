// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MovieSummary, SeriesSummary } from "../../src/core/schema/index.ts";
import { MovieCard, SeriesCard } from "../../src/ui/catalogue/Cards.tsx";
import { Row } from "../../src/ui/catalogue/Row.tsx";
import { seasonHeading } from "../../src/ui/pages/seriesDetail.view.ts";
import { seriesDetail } from "../fixtures/catalogueAnswers.ts";
import { startAppSystem } from "../fixtures/session.ts";
import { filmSummary, renderApp } from "./appRoutes.tsx";
import { renderInApp } from "./renderInApp.tsx";
import { renderWithRouter } from "./renderWithRouter.tsx";

afterEach(cleanup);

/** Issue 14, phone and layout polish: cards' names, row arrows, one-season series. */

describe("a card's accessible name", () => {
  it("is the text the card shows (badge, title, year, length), so what is seen can be said (WCAG 2.5.3)", async () => {
    const { app } = startAppSystem();
    const film = {
      ...filmSummary(1),
      title: "Gentle Orchard",
      slug: "gentle-orchard",
      is_free: true,
      poster_picture: "/art/poster.svg",
    } as MovieSummary;
    const { container } = renderInApp(() => <MovieCard item={film} />, app);
    const link = await screen.findByRole("link", { name: /Gentle Orchard/ });
    expect(link.hasAttribute("aria-label")).toBe(false);
    const name = link.textContent ?? "";
    expect(name).toContain("Free");
    expect(name).toContain("Gentle Orchard");
    expect(name).toContain("2020 · 1h 35min");
    expect(link.getAttribute("href")).toBe("/movies/gentle-orchard");
    // The poster carries the title in its art: it is decorative, not captioned again.
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("");
    expect(screen.queryByRole("img")).toBeNull();
    app.stop();
  });

  it("an unpublished film's card is shown under its name but leads nowhere", async () => {
    const { app } = startAppSystem();
    const film = {
      ...filmSummary(2),
      title: "Night Sea",
      slug: "night-sea",
      status: "Upcoming Release",
    } as MovieSummary;
    renderInApp(() => <MovieCard item={film} />, app);
    const card = await screen.findByRole("group", { name: "Night Sea" });
    expect(card.closest("a")).toBeNull();
    expect(screen.queryByRole("link", { name: /Night Sea/ })).toBeNull();
    app.stop();
  });

  it("a series card says 'original' and its year", async () => {
    const { app } = startAppSystem();
    const series = {
      id: 4,
      slug: "harbour-lights",
      title: "Harbour Lights",
      release_date: "2019-05-01",
      is_original: true,
      pictures: { poster: null, cover: null },
    } as unknown as SeriesSummary;
    renderInApp(() => <SeriesCard item={series} />, app);
    const link = await screen.findByRole("link", { name: /Harbour Lights/ });
    expect(link.textContent).toContain("Original");
    expect(link.textContent).toContain("2019");
    app.stop();
  });
});

describe("a row's previous and next buttons", () => {
  /** Gives the track a scroll box jsdom does not lay out: `width` seen of `total`. */
  function layOut(track: HTMLElement, width: number, total: number) {
    let left = 0;
    Object.defineProperty(track, "clientWidth", { configurable: true, get: () => width });
    Object.defineProperty(track, "scrollWidth", { configurable: true, get: () => total });
    Object.defineProperty(track, "scrollLeft", { configurable: true, get: () => left });
    const scrollBy = vi.fn((options: ScrollToOptions) => {
      left = Math.max(0, Math.min(total - width, left + (options.left ?? 0)));
      track.dispatchEvent(new Event("scroll"));
    });
    track.scrollBy = scrollBy as never;
    act(() => {
      track.dispatchEvent(new Event("scroll"));
    });
    return scrollBy;
  }

  const renderRow = async () => {
    renderWithRouter(() => (
      <Row
        title="New films"
        items={[1, 2, 3, 4, 5, 6, 7, 8]}
        itemKey={(n) => n}
        renderItem={(n) => <a href={`/movies/${n}`}>Film {n}</a>}
      />
    ));
    const row = await screen.findByRole("region", { name: "New films" });
    return { row, track: within(row).getByRole("list") };
  };

  it("are labelled by the row and disabled when the row does not scroll", async () => {
    const { row } = await renderRow();
    const previous = within(row).getByRole("button", { name: "Previous: New films" });
    const next = within(row).getByRole("button", { name: "Next: New films" });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    expect((next as HTMLButtonElement).disabled).toBe(true);
  });

  it("move the row by a page of cards and are disabled at its ends", async () => {
    const { row, track } = await renderRow();
    const scrollBy = layOut(track, 600, 1500);
    const previous = within(row).getByRole("button", { name: "Previous: New films" });
    const next = within(row).getByRole("button", { name: "Next: New films" });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    expect((next as HTMLButtonElement).disabled).toBe(false);
    act(() => {
      fireEvent.click(next);
    });
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 600 });
    expect((previous as HTMLButtonElement).disabled).toBe(false);
    act(() => {
      fireEvent.click(next);
    });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      fireEvent.click(previous);
    });
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -600 });
    expect((next as HTMLButtonElement).disabled).toBe(false);
  });

  it("follow the row's scroll without drawing its cards again", async () => {
    const drawn = vi.fn();
    renderWithRouter(() => (
      <Row
        title="New films"
        items={[1, 2, 3, 4, 5, 6, 7, 8]}
        itemKey={(n) => n}
        renderItem={(n) => {
          drawn(n);
          return <a href={`/movies/${n}`}>Film {n}</a>;
        }}
      />
    ));
    const row = await screen.findByRole("region", { name: "New films" });
    const cardsDrawn = drawn.mock.calls.length;
    expect(cardsDrawn).toBeGreaterThanOrEqual(8);
    layOut(within(row).getByRole("list"), 600, 1500);
    const next = within(row).getByRole("button", { name: "Next: New films" });
    expect((next as HTMLButtonElement).disabled).toBe(false);
    act(() => {
      fireEvent.click(next);
    });
    expect(
      (within(row).getByRole("button", { name: "Previous: New films" }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    expect(drawn).toHaveBeenCalledTimes(cardsDrawn);
  });
});

describe("a series page's seasons", () => {
  const episode = (season: number, n: number) => ({
    season,
    episode: n,
    status: "Published",
    movie: { ...filmSummary(100 + season * 10 + n), title: `Chapter ${season}.${n}` },
  });
  const series = (episodes: unknown[]) =>
    seriesDetail(3, { slug: "harbour-lights", title: "Harbour Lights", episodes });

  it("a single season lists its episodes under 'Episodes', with no season dropdown", async () => {
    const { app } = renderApp("/series/harbour-lights", {
      catalogue: {
        seriesBySlug: async () => series([episode(1, 2), episode(1, 1)]),
        relatedContent: async () => [],
      },
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Episodes" })).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Season" })).toBeNull();
    // The episodes are drawn in the turn after the heading.
    const list = await screen.findByRole("list", { name: "Season 1 episodes" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["1. Chapter 1.1", "2. Chapter 1.2"]);
    app.stop();
  });

  it("several seasons keep the dropdown", async () => {
    const { app } = renderApp("/series/harbour-lights", {
      catalogue: {
        seriesBySlug: async () => series([episode(1, 1), episode(2, 1)]),
        relatedContent: async () => [],
      },
    });
    const picker = await screen.findByRole("combobox", { name: "Season" });
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Season 1", "Season 2"]);
    expect(screen.queryByRole("heading", { level: 2, name: "Episodes" })).toBeNull();
    app.stop();
  });

  it("heads the episodes by how many seasons there are", () => {
    expect(seasonHeading([])).toBe("none");
    expect(seasonHeading([1])).toBe("single");
    expect(seasonHeading([1, 2])).toBe("choice");
    expect(seasonHeading([3, 5, 9])).toBe("choice");
  });
});
