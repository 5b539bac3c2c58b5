// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { lazy } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OptionalPart } from "../../src/ui/OptionalPart.tsx";

afterEach(() => {
  act(() => {
    cleanup();
  });
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error("Failed to fetch dynamically imported module");
}

describe("an optional part of the page", () => {
  it("draws nothing when its part fails, and the page around it stays", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <main>
        <h1>The page</h1>
        <OptionalPart>
          <Broken />
        </OptionalPart>
        <OptionalPart>
          <p>A part that works</p>
        </OptionalPart>
      </main>,
    );
    expect(screen.getByRole("heading", { name: "The page" })).toBeTruthy();
    expect(screen.getByText("A part that works")).toBeTruthy();
  });

  it("holds its place with its fallback while its code comes, and the page around it stays", () => {
    const Coming = lazy(() => new Promise<never>(() => undefined));
    render(
      <main>
        <h1>The page</h1>
        <OptionalPart fallback={<p>Its place</p>}>
          <Coming />
        </OptionalPart>
      </main>,
    );
    expect(screen.getByRole("heading", { name: "The page" })).toBeTruthy();
    expect(screen.getByText("Its place")).toBeTruthy();
  });
});
