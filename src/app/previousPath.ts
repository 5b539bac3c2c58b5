/**
 * The path of the page the viewer is on, read while the next page loads: the page a route's
 * loader sends the viewer back to (spec 000 §2: /watch/live-tv returns a registered visitor
 * who is not logged in to the previous path). It is the last resolved location: a loader
 * runs before the router resolves its own page. The page the server rendered is resolved by
 * hydration, which tells no listener, so until a navigation resolves it is the router's own
 * resolved location. Null in the server's render (nothing resolved before).
 */
export interface ResolvedLocations {
  subscribe(
    event: "onResolved",
    listener: (event: { readonly toLocation: { readonly href: string } }) => void,
  ): () => void;
  readonly state: { readonly resolvedLocation?: { readonly href: string } | undefined };
}

export interface PreviousPath {
  readonly current: () => string | null;
  /** Starts following a router's resolved pages; returns the stop. */
  readonly follow: (router: ResolvedLocations) => () => void;
}

export function previousPathTracker(): PreviousPath {
  let resolved: string | null = null;
  let followed: ResolvedLocations | null = null;
  return {
    current: () => resolved ?? followed?.state.resolvedLocation?.href ?? null,
    follow: (router) => {
      followed = router;
      return router.subscribe("onResolved", ({ toLocation }) => {
        resolved = toLocation.href;
      });
    },
  };
}
