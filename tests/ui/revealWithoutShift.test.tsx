// @vitest-environment jsdom
/**
 * The promo bars' reveal (ui/promo/useRevealWithoutShift.ts): bars drawn with the page (the
 * server's HTML, hydrated) leave the page where it is; bars that arrive after the page is
 * drawn hold the page below in place for a frame, then slide it down.
 */
import { cleanup, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useRevealWithoutShift } from "../../src/ui/promo/useRevealWithoutShift.ts";

function Page({ shown }: { readonly shown: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useRevealWithoutShift(ref, shown);
  return (
    <div>
      {shown && <aside ref={ref}>Offers</aside>}
      <header data-testid="below">Header</header>
    </div>
  );
}

const below = (container: HTMLElement) =>
  container.querySelector("[data-testid=below]") as HTMLElement;

afterEach(cleanup);

describe("the promo bars' reveal", () => {
  it("moves nothing when the bars are drawn with the page", () => {
    const { container } = render(<Page shown />);
    expect(below(container).style.transition).toBe("");
    expect(below(container).style.transform).toBe("");
  });

  it("holds the page below in place, then slides it, when the bars arrive later", () => {
    const { container, rerender } = render(<Page shown={false} />);
    rerender(<Page shown />);
    expect(below(container).style.transition).toBe("none");
    expect(below(container).style.transform).toMatch(/^translateY\(/);
  });
});
