import { useEffect, useState } from "react";
import { useFirstViewportWidth } from "../firstViewport.ts";

const widthNow = () => (typeof window === "undefined" ? 1440 : window.innerWidth);

/**
 * The viewport's width in px, following resizes (1440 where there is no window). The first
 * render draws for the first render's width where the app provides it (the server's guess,
 * so hydration matches), else reads it; on resize, and once more after the first paint (a resize before
 * the listener was there): never in a layout effect, where reading it lays out the whole page
 * the render has just changed (as `useSyncExternalStore` did, checking its snapshot).
 */
export function useViewportWidth(): number {
  const first = useFirstViewportWidth();
  const [width, setWidth] = useState(() => first ?? widthNow());
  useEffect(() => {
    const update = () => setWidth(widthNow());
    window.addEventListener("resize", update);
    update();
    return () => window.removeEventListener("resize", update);
  }, []);
  return width;
}
