import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { isNewPage } from "../../core/navigation.ts";

/** How many frames to wait for the new page to show (content may be hidden while it settles). */
const MAX_FRAMES = 60;

/** The element that names a page: its main heading, else the main region itself. */
const pageHeading = (): HTMLElement | null =>
  document.querySelector<HTMLElement>("#main h1") ?? document.getElementById("main");

/** Shown on screen (browsers); a DOM without layout (tests) counts everything as shown. */
const isShown = (element: HTMLElement): boolean =>
  typeof element.checkVisibility === "function" ? element.checkVisibility() : true;

/** Focuses the page's heading once it shows (an element that is not displayed takes no focus). */
function focusHeadingWhenShown(framesLeft: number): void {
  const heading = pageHeading();
  if (heading !== null && isShown(heading)) {
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
    return;
  }
  if (framesLeft > 0) requestAnimationFrame(() => focusHeadingWhenShown(framesLeft - 1));
}

/**
 * After a client-side navigation to another page (core `isNewPage`), focus moves to the new
 * page's main heading (spec 000 §2 accessibility of route changes): a screen reader
 * announces the page and the keyboard starts from its top. The first load is left alone.
 */
export function useFocusOnNavigate(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe("onRendered", ({ fromLocation, toLocation }) => {
        if (fromLocation === undefined || !isNewPage(fromLocation, toLocation)) return;
        focusHeadingWhenShown(MAX_FRAMES);
      }),
    [router],
  );
}
