/**
 * Draws its children once the page around it has been painted: what is drawn around the page
 * (the footer, the layers above it) renders in a task of its own (`inTurn`), after the page's
 * own parts, so the first screen is drawn sooner and no single task holds the main thread for
 * the whole page.
 */
import { type ReactNode, useEffect, useState } from "react";
import { inTurn } from "./turns.ts";

export interface AfterPaintProps {
  readonly children: ReactNode;
  /** What holds the children's place until then (nothing by default). */
  readonly fallback?: ReactNode;
}

export function AfterPaint({ children, fallback = null }: AfterPaintProps) {
  const [painted, setPainted] = useState(false);
  // Effects run after the browser has painted the render that scheduled them.
  useEffect(() => inTurn(() => setPainted(true), "around"), []);
  return painted ? children : fallback;
}
