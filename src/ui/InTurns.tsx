/**
 * Draws its children one at a time, each in a task of its own (`inTurn`) after the page with
 * the previous one has been painted: a page of many rows renders in several short tasks
 * instead of one long one, so a slow phone answers a tap between them and the first screen is
 * drawn sooner.
 */
import { Children, type ReactNode, useEffect, useState } from "react";
import { inTurn } from "./turns.ts";

export function InTurns({ children }: { readonly children: ReactNode }) {
  const parts = Children.toArray(children);
  const [shown, setShown] = useState(0);
  // Effects run after the browser has painted the render that scheduled them.
  useEffect(() => {
    return shown < parts.length ? inTurn(() => setShown(shown + 1), "page") : undefined;
  }, [shown, parts.length]);
  return parts.slice(0, shown);
}
