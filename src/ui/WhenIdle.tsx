/**
 * Draws its children once the page is drawn and the browser is idle: code a page does not
 * need for its first paint (the footer's newsletter form, the popup) loads after it. They are
 * drawn at transition priority, in slices that yield to a press.
 */
import { type ReactNode, startTransition, useEffect, useState } from "react";

/** The longest wait for an idle moment before drawing anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/** Runs `task` when the browser is idle (soon, where it cannot tell); answers a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

export function WhenIdle({ children }: { readonly children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle ? children : null;
}
