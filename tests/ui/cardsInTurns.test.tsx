// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Row } from "../../src/ui/catalogue/Row.tsx";
import { CatalogueList } from "../../src/ui/pages/CatalogueList.tsx";
import { handedFrames } from "./handedFrames.ts";
import { renderWithRouter } from "./renderWithRouter.tsx";

const frames = handedFrames();

describe("a row of cards", () => {
  it("draws three cards with the row, three more in each turn after, and then measures again", async () => {
    const paint = frames.hold();
    const { container } = render(
      <Row
        title="Latest films"
        items={[1, 2, 3, 4, 5, 6, 7, 8, 9]}
        itemKey={(n) => n}
        renderItem={(n) => <a href={`/movies/${n}`}>Film {n}</a>}
      />,
    );
    const track = container.querySelector("ul");
    if (!track) throw new Error("the row has no track");
    // A track 600 px wide whose cards are 100 px each: it scrolls once it holds more than six.
    Object.defineProperty(track, "clientWidth", { get: () => 600 });
    Object.defineProperty(track, "scrollWidth", { get: () => 100 * track.children.length });
    const cards = () => track.querySelectorAll("li").length;
    const next = () =>
      container.querySelector<HTMLButtonElement>('button[aria-label="Next: Latest films"]');
    const seen = [cards()];
    for (let frame = 0; frame < 4; frame++) {
      await paint();
      if (cards() !== seen.at(-1)) seen.push(cards());
    }
    expect(seen).toEqual([3, 6, 9]);
    expect(track.lastElementChild?.textContent).toBe("Film 9");
    await paint();
    expect(next()?.disabled).toBe(false);
    cleanup();
  });

  it("draws a row of three or fewer whole in its first render", () => {
    const { container } = render(
      <Row
        title="Series"
        items={[1, 2, 3]}
        itemKey={(n) => n}
        renderItem={(n) => <span>Series {n}</span>}
      />,
    );
    expect(container.querySelectorAll("li")).toHaveLength(3);
    cleanup();
  });
});

describe("a catalogue list", () => {
  it("draws six cards with the page, three more in each turn after, and the pager under the last", async () => {
    const paint = frames.hold();
    const items = Array.from({ length: 20 }, (_, i) => ({ id: i + 1 }));
    renderWithRouter(() => (
      <CatalogueList
        title="Films"
        noun="films"
        path="/movies"
        items={items}
        page={1}
        lastPage={3}
        total={50}
        card={(item, eager) => <span data-eager={String(eager)}>Film {item.id}</span>}
      />
    ));
    await screen.findByRole("heading", { name: "Films" });
    const cards = () => screen.getAllByText(/^Film \d+$/).length;
    const pager = () => screen.queryByRole("navigation", { name: "Pagination" }) !== null;
    const seen = [{ cards: cards(), pager: pager() }];
    for (let frame = 0; frame < 12; frame++) {
      await paint();
      const now = { cards: cards(), pager: pager() };
      if (now.cards !== seen.at(-1)?.cards) seen.push(now);
    }
    // Nothing below the cards until the last of them: no step pushes anything drawn down.
    expect(seen).toEqual([
      { cards: 6, pager: false },
      { cards: 9, pager: false },
      { cards: 12, pager: false },
      { cards: 15, pager: false },
      { cards: 18, pager: false },
      { cards: 20, pager: true },
    ]);
    expect(screen.getByText("Film 6").dataset.eager).toBe("true");
    expect(screen.getByText("Film 7").dataset.eager).toBe("false");
  });
});
