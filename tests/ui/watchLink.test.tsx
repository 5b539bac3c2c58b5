// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WatchLink } from "../../src/ui/player/links.tsx";
import { renderWithRouter } from "./renderWithRouter.tsx";

afterEach(cleanup);

/** A row of watch links whose parent draws again (a late answer, a measure). */
function RowOfWatchLinks() {
  const [draws, setDraws] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setDraws(draws + 1)}>
        Draw again
      </button>
      {[0, 1, 2].map((scene) => (
        <WatchLink key={scene} url={`/film/the-secret-bridge/watch/movie/7?scene=${scene}`}>
          Scene {scene}
        </WatchLink>
      ))}
    </>
  );
}

describe("a watch link", () => {
  it("leads to its watch URL and, drawn again unchanged, does not work its location out again", async () => {
    const { router } = renderWithRouter(() => <RowOfWatchLinks />);
    const first = await screen.findByRole("link", { name: "Scene 0" });
    expect(first.getAttribute("href")).toBe("/film/the-secret-bridge/watch/movie/7?scene=0");
    const buildLocation = vi.spyOn(router, "buildLocation");
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Draw again" }));
    });
    expect(screen.getByRole("link", { name: "Scene 2" }).getAttribute("href")).toBe(
      "/film/the-secret-bridge/watch/movie/7?scene=2",
    );
    expect(buildLocation).not.toHaveBeenCalled();
  });

  it("carries that Play was pressed", async () => {
    const { router } = renderWithRouter(() => <RowOfWatchLinks />);
    const link = await screen.findByRole("link", { name: "Scene 1" });
    await act(async () => {
      fireEvent.click(link);
    });
    expect(router.state.location.pathname).toBe("/film/the-secret-bridge/watch/movie/7");
    expect(router.state.location.state.playPressed).toBe(true);
  });
});
