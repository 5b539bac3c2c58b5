// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Breadcrumbs } from "../../src/ui/layout/Breadcrumbs.tsx";

const trail = vi.hoisted(() => ({ asked: false }));

// The trail's code cannot be fetched (the viewer went offline before it was asked for).
vi.mock("../../src/ui/layout/BreadcrumbTrail.tsx", () => {
  trail.asked = true;
  throw new Error("Failed to fetch dynamically imported module");
});

afterEach(() => {
  act(() => {
    cleanup();
  });
  vi.restoreAllMocks();
});

describe("breadcrumbs whose code does not come", () => {
  it("keep their empty line, and the page around them stays", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = render(
      <main>
        <Breadcrumbs pathname="/movies/the-long-road" />
        <h1>The Long Road</h1>
      </main>,
    );
    // The trail is asked for once the page has been painted; its import then fails.
    await vi.waitFor(() => expect(trail.asked).toBe(true), { timeout: 2000 });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole("heading", { name: "The Long Road" })).toBeTruthy();
    expect(container.querySelectorAll(".breadcrumbs")).toHaveLength(1);
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).toBeNull();
  });
});
