/**
 * Hydrates the server's HTML at a transition's priority. React hydrates a root at a blocking
 * lane in one task (on a phone, the header and the route's shell took tens of ms at once);
 * inside `startTransition` the work is done in slices of about 5 ms between which the browser
 * runs input and paint. A press on a part not hydrated yet hydrates that part first (React's
 * selective hydration) and then reaches it.
 */
import { type ReactNode, startTransition } from "react";
import { type HydrationOptions, hydrateRoot } from "react-dom/client";

export function hydrateInSlices(
  container: Element,
  children: ReactNode,
  options: HydrationOptions,
): void {
  startTransition(() => {
    hydrateRoot(container, children, options);
  });
}
