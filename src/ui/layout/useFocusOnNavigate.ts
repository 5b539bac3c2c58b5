import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { isNewPage } from "../../core/navigation.ts";

/** The element that names a page: its main heading, else the main region itself. */
const pageHeading = (): HTMLElement | null =>
  document.querySelector<HTMLElement>("#main h1") ?? document.getElementById("main");

/**
 * After a client-side navigation to another page (core `isNewPage`), focus moves to the new page's main
 * heading (spec 000 §2 accessibility of route changes): a screen reader announces the page
 * and the keyboard starts from its top. The first load is left alone.
 */
export function useFocusOnNavigate(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe("onResolved", ({ fromLocation, toLocation }) => {
        if (fromLocation === undefined || !isNewPage(fromLocation, toLocation)) return;
        const heading = pageHeading();
        if (heading === null) return;
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus({ preventScroll: true });
      }),
    [router],
  );
}
