import { useEffect, useState } from "react";
import { HEADER_SHOWN, headerAfterScroll } from "../../core/headerScroll.ts";

/**
 * Whether the header should hide (core `headerAfterScroll`), fed by one passive scroll
 * listener, at most one update per frame.
 */
export function useHideOnScroll(offsetPx: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // The starting position is read in the next frame, where the browser lays the page out
    // anyway (read in the effect, it forced that layout inside hydration's effects task); a
    // scroll before that frame waits for it.
    let state = HEADER_SHOWN;
    let frame = window.requestAnimationFrame(() => {
      frame = 0;
      state = { ...HEADER_SHOWN, y: window.scrollY };
    });
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        state = headerAfterScroll(state, window.scrollY, offsetPx);
        setHidden(state.hidden);
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
