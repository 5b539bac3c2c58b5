import { type RefObject, useLayoutEffect, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (container: HTMLElement): HTMLElement[] =>
  Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));

/** The modals holding focus, the one on top last: only it answers keys. */
const openTraps: HTMLElement[] = [];

/**
 * Keeps keyboard focus inside a modal while it is mounted: focus moves in (to the first
 * control, or the container), Tab and Shift+Tab cycle inside, Escape calls `onEscape` when
 * given, and focus returns to where it was on unmount. The modal on top hears the keys from
 * the frame it is first drawn in, wherever focus is then (a layout effect, listening on the
 * document). Focus itself moves in at that frame (an animation frame callback), not in the
 * render's task: focusing lays the whole page out, and on a first visit, whose page is drawn
 * with the age modal, that doubled the first render's task on a phone.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  onEscape?: () => void,
): void {
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openTraps.push(container);
    const focusIn = requestAnimationFrame(() => {
      if (!container.contains(document.activeElement))
        (focusables(container)[0] ?? container).focus();
    });

    const onKeyDown = (event: KeyboardEvent) => {
      if (openTraps.at(-1) !== container) return;
      if (event.key === "Escape" && escapeRef.current) {
        event.stopPropagation();
        escapeRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusables(container);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof Node && container.contains(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      cancelAnimationFrame(focusIn);
      document.removeEventListener("keydown", onKeyDown);
      openTraps.splice(openTraps.indexOf(container), 1);
      previouslyFocused?.focus();
    };
  }, [containerRef]);
}
