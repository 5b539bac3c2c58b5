/**
 * One screen at a time (issue 8): spawns the stream-takeover actor next to the player (the
 * watch page renders this only when core `takeoverApplies`), and shows 'Attention' while
 * another screen of the account plays. The actor pauses and resumes the player by its
 * system id, and moves the page when it ends (home when kicked, back one page on 'GO BACK').
 */
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import {
  type StreamTakeoverInput,
  streamTakeoverMachine,
} from "../../machines/streamTakeover.machine.ts";
import type { TakeoverFeature } from "../features.ts";
import { STREAM_TAKEOVER_ID, selectTakeoverView, takeoverIntents } from "../streamTakeover.view.ts";
import { useFeatureActor } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { TakeoverModal } from "./TakeoverModal.tsx";

export interface TakeoverContainerProps {
  readonly feature: TakeoverFeature;
  readonly input: StreamTakeoverInput;
  /** The system id of the player it pauses and resumes. */
  readonly playerId: string;
}

export function TakeoverContainer({ feature, input, playerId }: TakeoverContainerProps) {
  const router = useRouter();
  const [logic] = useState(() =>
    feature.machine(streamTakeoverMachine, {
      playerId,
      goHome: () => void router.navigate({ to: "/" }),
      // Back one page; a tab opened on the watch page has none: home instead.
      goBack: () =>
        router.history.canGoBack() ? router.history.back() : void router.navigate({ to: "/" }),
    }),
  );
  const takeover = useFeatureActor(STREAM_TAKEOVER_ID, logic, input);
  if (takeover === null) return null;
  return <TakeoverBinding takeover={takeover} now={feature.now} />;
}

type TakeoverRef = NonNullable<ReturnType<typeof useFeatureActor<typeof streamTakeoverMachine>>>;

function TakeoverBinding({ takeover, now }: { takeover: TakeoverRef; now: () => number }) {
  const view = useSelector(takeover, selectTakeoverView);
  const [intents] = useState(() => takeoverIntents(takeover.send, now));
  if (view !== "attention" && view !== "takingOver") return null;
  return (
    <TakeoverModal
      busy={view === "takingOver"}
      onWatchHere={intents.watchHere}
      onGoBack={intents.goBack}
    />
  );
}
