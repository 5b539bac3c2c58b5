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
 * How many of a list's `count` items to draw: `first` with the first render, then `step` more
 * in each turn after the last is painted (a grid of 24 cards is several short tasks, not one),
 * each ahead of the page's other waiting parts: nothing below the list is drawn before it.
 */
export function useInSteps(count: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(
    () => (shown < count ? inTurn(() => setShown(shown + step), "page", true) : undefined),
    [shown, count, step],
  );
  return Math.min(shown, count);
}
