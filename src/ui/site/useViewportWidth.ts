import { useEffect, useState } from "react";

const widthNow = () => (typeof window === "undefined" ? 1440 : window.innerWidth);

/**
 * The viewport's width in px, following resizes (1440 where there is no window). Read when
 * the view is first drawn, on resize, and once more after the first paint (a resize before
 * the listener was there): never in a layout effect, where reading it lays out the whole page
 * the render has just changed (as `useSyncExternalStore` did, checking its snapshot).
 */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(widthNow);
  useEffect(() => {
    const update = () => setWidth(widthNow());
    window.addEventListener("resize", update);
    update();
    return () => window.removeEventListener("resize", update);
  }, []);
  return width;
}
