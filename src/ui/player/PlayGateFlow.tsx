/**
 * A play gate spawned where a Play button was pressed (one per press; it stops when the
 * button's page goes or the outcome is dealt with). Loaded lazily by PlayButton.
 */
import { useLocation } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import type { ActorRefFrom } from "xstate";
import { access } from "../../core/messages.ts";
import {
  type PlayGrant,
  type PlayRequest,
  playGateMachine,
} from "../../machines/playGate.machine.ts";
import { Button } from "../Button.tsx";
import type { FeatureEffects } from "../features.ts";
import { selectGateOutcome } from "../playGate.view.ts";
import { useFeatureActor } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { useWatchNavigate } from "./links.tsx";

const PlayAttemptModal = lazy(() =>
  import("../newsletter/PlayAttemptModal.tsx").then((module) => ({
    default: module.PlayAttemptModalContainer,
  })),
);

export interface PlayGateFlowProps {
  /** The features' effects, loaded before the flow is drawn (so it never suspends). */
  readonly effects: FeatureEffects;
  readonly request: PlayRequest;
  readonly watchUrl: string;
  readonly trailer: PlayGrant | null;
  /** The outcome is dealt with (modal closed, call failed): the button is ready again. */
  readonly onDone: () => void;
}

function Outcome({
  gate,
  request,
  watchUrl,
  onDone,
}: Omit<PlayGateFlowProps, "trailer" | "effects"> & {
  gate: ActorRefFrom<typeof playGateMachine>;
}) {
  const outcome = useSelector(gate, selectGateOutcome);
  const href = useLocation({ select: (location) => location.href });
  const watch = useWatchNavigate();

  useEffect(() => {
    if (outcome === "allowed") watch(watchUrl);
    // The toast told why; the button is ready for another try.
    if (outcome === "failed") onDone();
  }, [outcome, watch, watchUrl, onDone]);

  switch (outcome) {
    case "blockedWithModal":
      return (
        <Suspense fallback={null}>
          <PlayAttemptModal movieTitle={request.title} onClose={onDone} />
        </Suspense>
      );
    case "needsPremium":
      return (
        <span className="play-note" role="alert">
          {access.needPremium}{" "}
          <Button tag="link" to="/sign-up" size="sm">
            Subscribe
          </Button>
        </span>
      );
    case "needsLogin":
      return (
        <span className="play-note" role="alert">
          {access.needLogin}{" "}
          <Button tag="link" to="/login" search={{ redirect: href }} size="sm">
            Login
          </Button>
        </span>
      );
    case "unpublished":
      return (
        <span className="play-note" role="alert">
          This video cannot be played yet.
        </span>
      );
    default:
      return null;
  }
}

export default function PlayGateFlow({
  effects,
  request,
  watchUrl,
  trailer,
  onDone,
}: PlayGateFlowProps) {
  const [logic] = useState(() => effects.playGate(playGateMachine, trailer));
  // The press asks at once; the gate waits for the session to know who is watching.
  const [input] = useState(() => ({ request }));
  const gate = useFeatureActor(`playGate.${request.kind}.${request.movieId}`, logic, input);
  return gate === null ? null : (
    <Outcome gate={gate} request={request} watchUrl={watchUrl} onDone={onDone} />
  );
}
