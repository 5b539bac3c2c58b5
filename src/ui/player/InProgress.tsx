/**
 * The page-side seats of continue-watching: they load the row and the resume bar (and the
 * playback reads behind them) only for a member who has films in progress.
 */

import { lazy } from "react";
import { OptionalPart } from "../OptionalPart.tsx";
import type { SessionSnapshot } from "../session.view.ts";
import { selectIsLoggedIn, selectUser } from "../session.view.ts";
import { useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";

const Row = lazy(() =>
  import("./ContinueWatching.tsx").then((module) => ({ default: module.ContinueWatchingRow })),
);
const Bar = lazy(() =>
  import("./ContinueWatching.tsx").then((module) => ({ default: module.ResumeBarContainer })),
);

/** Spec 001 §4: continue-watching loads only when `cont_watching_counter` is above 0. */
export const hasFilmsInProgress = (snapshot: SessionSnapshot): boolean =>
  selectIsLoggedIn(snapshot) && (selectUser(snapshot)?.cont_watching_counter ?? 0) > 0;

export function ContinueWatchingSeat() {
  const shown = useSelector(useSessionRef(), hasFilmsInProgress);
  return shown ? (
    <OptionalPart>
      <Row />
    </OptionalPart>
  ) : null;
}

export function ResumeBarSeat({ movieId }: { movieId: number }) {
  const shown = useSelector(useSessionRef(), hasFilmsInProgress);
  return shown ? (
    <OptionalPart>
      <Bar movieId={movieId} />
    </OptionalPart>
  ) : null;
}
