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

/**
 * How many of a list's `count` items to draw: the first `first` at once, all of them in a
 * turn of their own after that render is painted (a long row of cards is two short tasks).
 */
export function useRestInTurn(count: number, first: number): number {
  const [all, setAll] = useState(count <= first);
  useEffect(() => (all ? undefined : inTurn(() => setAll(true), "page")), [all]);
  return all ? count : Math.min(count, first);
}
