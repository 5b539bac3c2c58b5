import { useEffect, useState } from "react";

/** Scrolled further than this before the header hides (px): small jitters do nothing. */
const THRESHOLD_PX = 8;

/**
 * Whether the header should hide: true while the page scrolls down past the header,
 * false as soon as it scrolls up. One passive listener, at most one update per frame.
 */
export function useHideOnScroll(offsetPx: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        if (Math.abs(y - last) < THRESHOLD_PX) return;
        setHidden(y > last && y > offsetPx);
        last = y;
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [offsetPx]);
  return hidden;
}
