/**
 * The router's location as the server rendered it, kept before hydrating (app/mount.tsx): a
 * part of the page that hydrates late (the promo bars, whose chunk comes after the page) reads
 * it while it hydrates, since the router may have moved by then (a guard's redirect, a click),
 * and the live one afterwards (decision 0058).
 */
import { type ParsedLocation, useLocation } from "@tanstack/react-router";
import { useHydrating } from "./useSelector.ts";

let firstLocation: ParsedLocation | null = null;

export function keepFirstLocation(location: ParsedLocation): void {
  firstLocation ??= location;
}

/** The router's pathname, but the server's while the caller hydrates. */
export function usePathnameAsRendered(): string {
  const live = useLocation({ select: (location) => location.pathname });
  const hydrating = useHydrating();
  return hydrating && firstLocation !== null ? firstLocation.pathname : live;
}
