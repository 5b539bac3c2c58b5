import { useEffect, useRef, useState } from "react";
import { type FloatingCtaPlacement, floatingCtaPlacement } from "../../core/floatingCta.ts";
import { HEADER_SHOWN, headerAfterScroll } from "../../core/headerScroll.ts";

/**
 * The header's hide-on-scroll threshold in px, the header's own: `--header-offset` on the root,
 * else the stylesheet's `--header-height`.
 */
function headerHeight(): number {
  const root = getComputedStyle(document.documentElement);
  const offset = Number.parseFloat(root.getPropertyValue("--header-offset"));
  return offset || Number.parseFloat(root.getPropertyValue("--header-height")) || 60;
}

/**
 * Where the floating call to action goes now (`floatingCtaPlacement`): follows scroll and
 * resize once per frame, tracking the header the way the header itself does; re-renders only
 * when the placement changes.
 */
export function useFloatingCtaPlacement(footerInView: boolean): FloatingCtaPlacement {
  const [placement, setPlacement] = useState<FloatingCtaPlacement>("hidden");
  const header = useRef(HEADER_SHOWN);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      header.current = headerAfterScroll(header.current, window.scrollY, headerHeight());
      setPlacement(
        floatingCtaPlacement({
          viewportWidth: window.innerWidth,
          viewportHeight: window.innerHeight,
          scrollY: window.scrollY,
          headerHidden: header.current.hidden,
          footerInView,
        }),
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    // The first measure waits for the next frame too: read during the first render's effects,
    // the header's computed style would force a style recalculation of the whole page.
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [footerInView]);
  return placement;
}
