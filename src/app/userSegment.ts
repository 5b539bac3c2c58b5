/**
 * Keeps the viewer's user segment (spec 001 §7: the user-type cache key sent as
 * `X-User-Segment`) in the `user_segment` cookie: asked from `/smart/user-segment` whenever
 * the viewer changes, once their token is there. A link of the system.
 */
import { fromCallback } from "xstate";
import { COOKIES } from "../core/cookies.ts";
import type { CookiePort } from "../core/ports.ts";
import { sessionOf } from "../machines/app.machine.ts";
import { selectIsBooting, selectViewerKey } from "../ui/session.view.ts";

export interface UserSegmentDeps {
  readonly userSegment: (token: string | null) => Promise<string>;
  readonly bearer: () => string | null;
  readonly cookies: CookiePort;
  readonly log: (message: string, detail?: unknown) => void;
}

export const userSegmentLink = (deps: UserSegmentDeps) =>
  fromCallback(({ system }) => {
    const session = sessionOf(system);
    let asked: string | null = null;
    const follow = () => {
      const snapshot = session.getSnapshot();
      if (selectIsBooting(snapshot)) return;
      const viewer = selectViewerKey(snapshot);
      if (viewer === asked) return;
      asked = viewer;
      deps.userSegment(deps.bearer()).then(
        (segment) => {
          if (asked === viewer) deps.cookies.set(COOKIES.userSegment, segment);
        },
        (error: unknown) => deps.log("Unable to read the user segment", error),
      );
    };
    follow();
    const subscription = session.subscribe(follow);
    return () => subscription.unsubscribe();
  });
