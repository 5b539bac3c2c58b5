/**
 * /watch/live-tv's actors: the live channel (`liveChannel.machine.ts`) runs as a feature
 * actor while the page is on screen, its video in video.js inside the page; for a paid-level
 * viewer the one-screen control (issue 8) runs beside it, as on the watch page: the takeover
 * actor joins the account's presence channel once the session knows the viewer, pauses the
 * live channel while another screen plays and shows 'Attention'.
 */

import { type ReactNode, useRef, useState } from "react";
import type { VideoPort } from "../../../core/ports.ts";
import type { LiveTvSchedule } from "../../../core/schema/index.ts";
import {
  liveChannelMachine,
  liveGrantActor,
  liveVideoActor,
} from "../../../machines/liveChannel.machine.ts";
import type { TakeoverFeature } from "../../features.ts";
import {
  LIVE_CHANNEL_ID,
  liveChannelIntents,
  selectLiveChannelView,
  selectLiveTakeoverFacts,
} from "../../liveChannel.view.ts";
import { TakeoverContainer } from "../../player/TakeoverContainer.tsx";
import { selectIsBooting } from "../../session.view.ts";
import { takeoverInputOf } from "../../streamTakeover.view.ts";
import { useFeatureActor, useFeatureEffects, useSessionRef } from "../../system.tsx";
import { useSelector } from "../../useSelector.ts";
import { LiveChannelStatus, LivePlayer } from "./LivePlayer.tsx";

export interface LivePlayerContainerProps {
  /** The video port of the composition root (video.js, loaded with this page). */
  readonly createVideo: (container: HTMLElement) => Promise<VideoPort>;
  /** The channel's signed, short-lived playlist URL (`GET /live-tv/play`). */
  readonly requestGrant: () => Promise<string>;
  readonly schedule: LiveTvSchedule;
  /** The channels to choose from and what comes up, below the channel. */
  readonly guide?: ReactNode;
}

export function LivePlayerContainer({
  createVideo,
  requestGrant,
  schedule,
  guide,
}: LivePlayerContainerProps) {
  const effects = useFeatureEffects();
  const session = useSessionRef();
  const booting = useSelector(session, selectIsBooting);
  const videoRef = useRef<HTMLDivElement>(null);
  const [logic] = useState(() =>
    liveChannelMachine.provide({
      actors: {
        grant: liveGrantActor(requestGrant),
        video: liveVideoActor(() =>
          videoRef.current
            ? createVideo(videoRef.current)
            : Promise.reject(new Error("the page has no place for the video")),
        ),
      },
    }),
  );
  const channel = useFeatureActor(LIVE_CHANNEL_ID, logic, undefined);
  return (
    <>
      {channel !== null && !booting && effects.takeover && (
        <LiveTakeover feature={effects.takeover} />
      )}
      {/* One LivePlayer for the page's life: video.js lives in its box. */}
      <LivePlayer
        schedule={schedule}
        videoRef={videoRef}
        guide={guide}
        status={channel && <LiveChannelBinding channel={channel} />}
      />
    </>
  );
}

type ChannelRef = NonNullable<ReturnType<typeof useFeatureActor<typeof liveChannelMachine>>>;

function LiveChannelBinding({ channel }: { channel: ChannelRef }) {
  const view = useSelector(channel, selectLiveChannelView);
  const [intents] = useState(() => liveChannelIntents(channel.send));
  return <LiveChannelStatus view={view} onRetry={intents.retry} />;
}

/** The one-screen control of this live playback, when core `takeoverApplies` says it does. */
function LiveTakeover({ feature }: { feature: TakeoverFeature }) {
  const session = useSessionRef();
  const [input] = useState(() =>
    takeoverInputOf(selectLiveTakeoverFacts(session.getSnapshot()), feature.newDeviceId()),
  );
  return input === null ? null : (
    <TakeoverContainer feature={feature} input={input} playerId={LIVE_CHANNEL_ID} />
  );
}
