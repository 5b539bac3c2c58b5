import { describe, expect, it } from "vitest";
import { previousPathTracker, type ResolvedLocations } from "../../src/app/previousPath.ts";
import { liveTvAccess } from "../../src/core/liveTv.ts";
import type { Viewer } from "../../src/core/routeAccess.ts";

/** A router that the test drives: each resolved page is told to the listeners. */
function fakeRouter(hydrated?: string) {
  const listeners: ((event: { toLocation: { href: string } }) => void)[] = [];
  const router: ResolvedLocations = {
    // The page the server rendered, resolved by hydration without telling the listeners.
    state: { resolvedLocation: hydrated === undefined ? undefined : { href: hydrated } },
    subscribe: (_event, listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  };
  const resolve = (href: string) => {
    for (const listener of listeners) listener({ toLocation: { href } });
  };
  return { router, resolve };
}

const guest: Viewer = { isLoggedIn: false, userType: "Guest", isSubscribed: false };

describe("/watch/live-tv for a registered-level channel and a visitor not logged in (spec 000 §2)", () => {
  it("goes back to the page the visitor came from, the preview on a first visit", () => {
    const tracker = previousPathTracker();
    const { router, resolve } = fakeRouter();
    tracker.follow(router);
    expect(liveTvAccess(guest, "Registered", tracker.current())).toEqual({
      kind: "back",
      to: "/live-tv-preview",
    });
    resolve("/movies/the-long-night?tab=cast");
    expect(liveTvAccess(guest, "Registered", tracker.current())).toEqual({
      kind: "back",
      to: "/movies/the-long-night?tab=cast",
    });
    resolve("/watch/live-tv");
    expect(liveTvAccess(guest, "Registered", tracker.current())).toEqual({
      kind: "back",
      to: "/live-tv-preview",
    });
  });

  it("after a first page the server rendered, goes back to that page, its query kept", () => {
    const tracker = previousPathTracker();
    const { router, resolve } = fakeRouter("/live-tv-preview?category=live-romance-after-dark");
    tracker.follow(router);
    expect(liveTvAccess(guest, "Registered", tracker.current())).toEqual({
      kind: "back",
      to: "/live-tv-preview?category=live-romance-after-dark",
    });
    resolve("/series");
    expect(tracker.current()).toBe("/series");
  });

  it("stops following when told", () => {
    const tracker = previousPathTracker();
    const { router, resolve } = fakeRouter();
    const stop = tracker.follow(router);
    resolve("/series");
    stop();
    resolve("/categories");
    expect(tracker.current()).toBe("/series");
  });
});
