import { type RefObject, useCallback, useEffect, useState } from "react";

/** How far a row's track is scrolled: whether there is more on each side (1 px tolerance). */
export interface RowEnds {
  readonly atStart: boolean;
  readonly atEnd: boolean;
}

const BOTH_ENDS: RowEnds = { atStart: true, atEnd: true };

/**
 * Follows a horizontal track's scroll (and resize) to know whether it can go back or on, and
 * scrolls it by one page of cards (its visible width; the cards' snap points align it).
 * `cards`: how many the track holds; it measures again when more are drawn.
 */
export function useRowScroll(track: RefObject<HTMLElement | null>, cards: number) {
  const [ends, setEnds] = useState<RowEnds>(BOTH_ENDS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: more cards, a new measure
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const measure = () => {
      const atStart = element.scrollLeft <= 1;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      setEnds((was) => (was.atStart === atStart && was.atEnd === atEnd ? was : { atStart, atEnd }));
    };
    element.addEventListener("scroll", measure, { passive: true });
    // The observer's first call comes after the browser's own layout: measuring here instead
    // would force a layout of the whole page in the middle of the first render.
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    if (resize === null) measure();
    resize?.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      resize?.disconnect();
    };
  }, [track, cards]);
  const page = useCallback(
    (direction: -1 | 1) => {
      const element = track.current;
      element?.scrollBy({ left: direction * element.clientWidth });
    },
    [track],
  );
  return { ends, page };
}
