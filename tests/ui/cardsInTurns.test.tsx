// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/preact";
import { render } from "preact";
import { describe, expect, it } from "vitest";
import { Row } from "../../src/ui/catalogue/Row.tsx";
import { CatalogueList } from "../../src/ui/pages/CatalogueList.tsx";
import { handedFrames } from "./handedFrames.ts";
import { renderWithRouter } from "./renderWithRouter.tsx";

const frames = handedFrames();

describe("a row of cards", () => {
  it("draws its first six cards with the row, the rest in a turn after, and then measures again", async () => {
    const paint = frames.hold();
    const container = document.createElement("div");
    render(
      <Row
        title="Latest films"
        items={[1, 2, 3, 4, 5, 6, 7, 8, 9]}
        itemKey={(n) => n}
        renderItem={(n) => <a href={`/movies/${n}`}>Film {n}</a>}
      />,
      container,
    );
    const track = container.querySelector("ul");
    if (!track) throw new Error("the row has no track");
    // A track 600 px wide whose cards are 100 px each: it scrolls once it holds more than six.
    Object.defineProperty(track, "clientWidth", { get: () => 600 });
    Object.defineProperty(track, "scrollWidth", { get: () => 100 * track.children.length });
    const cards = () => track.querySelectorAll("li").length;
    const next = () =>
      container.querySelector<HTMLButtonElement>('button[aria-label="Next: Latest films"]');
    expect(cards()).toBe(6);
    await paint();
    await paint();
    expect(cards()).toBe(9);
    expect(track.lastElementChild?.textContent).toBe("Film 9");
    await paint();
    expect(next()?.disabled).toBe(false);
    render(null, container);
  });

  it("draws a row of six or fewer whole in its first render", () => {
    const container = document.createElement("div");
    render(
      <Row
        title="Series"
        items={[1, 2, 3, 4, 5, 6]}
        itemKey={(n) => n}
        renderItem={(n) => <span>Series {n}</span>}
      />,
      container,
    );
    expect(container.querySelectorAll("li")).toHaveLength(6);
    render(null, container);
  });
});

describe("a catalogue list", () => {
  it("draws its first six cards with the page, then the rest and the pager under them", async () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ id: i + 1 }));
    renderWithRouter(() => (
      <CatalogueList
        title="Films"
        noun="films"
        path="/movies"
        items={items}
        page={1}
        lastPage={3}
        total={30}
        card={(item, eager) => <span data-eager={String(eager)}>Film {item.id}</span>}
      />
    ));
    await screen.findByRole("heading", { name: "Films" });
    // Nothing below the first cards yet: the rest cannot push anything drawn down.
    expect(screen.getAllByText(/^Film \d+$/)).toHaveLength(6);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
    await waitFor(() => expect(screen.getAllByText(/^Film \d+$/)).toHaveLength(12));
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeTruthy();
    expect(screen.getByText("Film 12").dataset.eager).toBe("false");
    expect(screen.getByText("Film 6").dataset.eager).toBe("true");
  });
});
