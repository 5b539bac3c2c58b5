// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InTurns } from "../../src/ui/InTurns.tsx";
import { handedFrames } from "./handedFrames.ts";

const frames = handedFrames();

describe("drawing a page's parts in turns", () => {
  it("draws nothing in the first render, then one part after each paint, in order", async () => {
    const paint = frames.hold();
    const { container } = render(
      <InTurns>
        <p>one</p>
        {null}
        <p>two</p>
        <p>three</p>
      </InTurns>,
    );
    const shown = () => [...container.querySelectorAll("p")].map((p) => p.textContent).join(",");
    const seen = [shown()];
    for (let frame = 0; frame < 4; frame++) {
      await paint();
      seen.push(shown());
    }
    expect(seen).toEqual(["", "one", "one,two", "one,two,three", "one,two,three"]);
    cleanup();
  });
});
