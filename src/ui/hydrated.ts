/**
 * Marks the document once the app's first render has committed in the browser (hydrated
 * over the server's HTML, or drawn): `<html data-hydrated>`. Until then the server's links
 * and buttons are plain HTML; the journeys wait for the mark before they act.
 */
import { useEffect } from "react";

export const HYDRATED_ATTRIBUTE = "data-hydrated";

export function useMarkHydrated(onFirstRender: (() => void) | undefined): void {
  useEffect(() => {
    onFirstRender?.();
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, [onFirstRender]);
}
