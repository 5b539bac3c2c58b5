import { type RefObject, useLayoutEffect, useRef } from "react";

/** How long the page below takes to slide down to make room for the bars. */
const REVEAL_MS = 300;

/**
 * Bars drawn with the page (the server's HTML, or a first render that has their answers)
 * are already in place: nothing moves. Bars that arrive after the page is drawn (their
 * answers came later: a login, a client-side start) are inserted above the header, which moves the page
 * below; so that nothing visibly jumps (no layout shift), the elements after them are drawn
 * where they were (a transform of minus the bars' height, in the same frame) and then slide
 * down by transform, which moves nothing in the layout. Without motion
 * (prefers-reduced-motion) the transform is dropped on the next frame, without a slide.
 */
export function useRevealWithoutShift(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  const shownWithThePage = useRef(shown);
  useLayoutEffect(() => {
    const bars = ref.current;
    if (!shown) shownWithThePage.current = false;
    if (!shown || shownWithThePage.current || bars === null || bars.parentElement === null) return;
    const height = bars.offsetHeight;
    const movers = [...bars.parentElement.children].filter(
      (node): node is HTMLElement =>
        node instanceof HTMLElement &&
        Boolean(bars.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) &&
        getComputedStyle(node).position !== "fixed" &&
        getComputedStyle(node).position !== "absolute",
    );
    for (const node of movers) {
      node.style.transition = "none";
      node.style.transform = `translateY(${-height}px)`;
    }
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    let frame = window.requestAnimationFrame(() => {
      frame = window.requestAnimationFrame(() => {
        for (const node of movers) {
          node.style.transition = still ? "none" : `transform ${REVEAL_MS}ms ease-out`;
          node.style.transform = "";
        }
      });
    });
    const done = window.setTimeout(() => {
      for (const node of movers) node.style.transition = "";
    }, REVEAL_MS + 100);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(done);
      for (const node of movers) {
        node.style.transition = "";
        node.style.transform = "";
      }
    };
  }, [ref, shown]);
}
