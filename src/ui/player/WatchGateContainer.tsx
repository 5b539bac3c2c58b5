/**
 * The watch page's stage while its play gate runs: maps the gate's snapshot to the
 * `WatchGateView`'s props (`playGate.view.ts`), and renders the player's container once the
 * gate allows.
 */
import { useLocation } from "@tanstack/react-router";
import { lazy, type ReactNode, Suspense } from "react";
import type { PlayGrant, playGateMachine } from "../../machines/playGate.machine.ts";
import { type PlayGateSnapshot, selectGateOutcome, selectGrant } from "../playGate.view.ts";
import type { useFeatureActor } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { type WatchBack, WatchGateView } from "./WatchViews.tsx";

const PlayAttemptModal = lazy(() =>
  import("../newsletter/PlayAttemptModal.tsx").then((module) => ({
    default: module.PlayAttemptModalContainer,
  })),
);

export type PlayGateRef = NonNullable<ReturnType<typeof useFeatureActor<typeof playGateMachine>>>;

export function WatchGateContainer({
  gate,
  title,
  cover,
  back,
  onRetry,
  playing,
}: {
  gate: PlayGateRef;
  /** The title of what is asked for (the film's, for the play modal). */
  title: string;
  cover: string | null;
  back: WatchBack;
  onRetry: () => void;
  /** The player's container, once the gate allows. */
  playing: (grant: PlayGrant) => ReactNode;
}) {
  const outcome = useSelector(gate, selectGateOutcome);
  const grant = useSelector(gate, (s: PlayGateSnapshot) => selectGrant(s));
  const href = useLocation({ select: (location) => location.href });
  return (
    <WatchGateView
      outcome={outcome}
      title={title}
      cover={cover}
      back={back}
      loginRedirect={href}
      onRetry={onRetry}
      player={grant ? playing(grant) : null}
      playAttemptModal={(onClose) => (
        <Suspense fallback={null}>
          <PlayAttemptModal movieTitle={title} onClose={onClose} />
        </Suspense>
      )}
    />
  );
}
