// @vitest-environment jsdom
import { options, render } from "preact";
import { afterEach, describe, expect, it } from "vitest";
import { InTurns } from "../../src/ui/InTurns.tsx";

const original = options.requestAnimationFrame;
afterEach(() => {
  options.requestAnimationFrame = original;
});

describe("drawing a page's parts in turns", () => {
  it("draws nothing in the first render, then one part after each paint, in order", async () => {
    // The browser's frames, handed out by the test: effects run after the frame they wait for.
    const frames: (() => void)[] = [];
    options.requestAnimationFrame = (flush) => {
      frames.push(flush);
    };
    const container = document.createElement("div");
    const shown = () => [...container.querySelectorAll("p")].map((p) => p.textContent).join(",");
    const paint = async () => {
      for (const flush of frames.splice(0)) flush();
      // The part's turn is a task of its own; the state it set renders on a microtask.
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    render(
      <InTurns>
        <p>one</p>
        {null}
        <p>two</p>
        <p>three</p>
      </InTurns>,
      container,
    );
    const seen = [shown()];
    for (let frame = 0; frame < 4; frame++) {
      await paint();
      seen.push(shown());
    }
    expect(seen).toEqual(["", "one", "one,two", "one,two,three", "one,two,three"]);
    render(null, container);
  });
});
