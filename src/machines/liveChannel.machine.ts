/**
 * The live TV channel on /watch/live-tv (spec 000 §2): one never-ending HLS stream, loaded
 * muted with autoplay as soon as the page opens (docs/decisions/0002), in video.js.
 *
 * - `active`: the `video` actor (a VideoPort, provided from outside) is invoked and told to
 *   load; its `playback` region follows the video: loading -> playing <-> paused | buffering.
 *   `player.play` and `player.pause` play and pause it.
 * - `failed`: the video reported an error or could not be created; `player.retry` loads again.
 *
 * It answers the player machine's vocabulary where the one-screen control (issue 8) needs
 * it: the takeover's effects (app/takeover.ts) find this actor by system id and send
 * `player.hold` (pause, and stay paused whatever starts it) and `player.release` (play on), so
 * a paid viewer's live channel pauses while another screen of the account plays.
 */
import { assign, fromCallback, not, setup } from "xstate";
import type { VideoPort } from "../core/ports.ts";
import type { VideoCommand, VideoEvent, VideoSource } from "../core/video.ts";

export interface LiveChannelInput {
  /** The channel's HLS playlist. */
  readonly source: VideoSource;
}

export interface LiveChannelError {
  readonly code: number;
  readonly message: string;
}

export interface LiveChannelContext {
  readonly source: VideoSource;
  /** Held by the one-screen rule (`player.hold` until `player.release`). */
  readonly held: boolean;
  /** The last error of the video (null: none since the last load). */
  readonly error: LiveChannelError | null;
}

/** What the page (and the takeover, through the player's names) sends. */
export type LiveChannelUiEvent =
  | { readonly type: "player.play" }
  | { readonly type: "player.pause" }
  | { readonly type: "player.retry" }
  | { readonly type: "player.hold" }
  | { readonly type: "player.release" };

export type LiveChannelEvent = LiveChannelUiEvent | VideoEvent;

/** The load of the channel: muted autoplay (browsers allow only muted autoplay), live edge. */
export const liveLoadCommand = (source: VideoSource): VideoCommand => ({
  type: "load",
  sources: [source],
  subtitles: [],
  startTime: 0,
  muted: true,
  autoplay: true,
  volume: 1,
  playbackRate: 1,
});

/**
 * The `video` actor over a VideoPort that `open` creates (video.js inside the page's
 * container): commands sent before it exists are queued; its events come back to the
 * machine; it is disposed when the actor stops. A port that cannot be created is reported
 * as a `video.error`.
 */
export const videoPortActor = (open: () => Promise<VideoPort>) =>
  fromCallback<VideoCommand>(({ sendBack, receive }) => {
    let port: VideoPort | null = null;
    let stopped = false;
    const queued: VideoCommand[] = [];
    receive((command) => {
      if (port) port.send(command);
      else queued.push(command);
    });
    open().then(
      (created) => {
        if (stopped) {
          created.dispose();
          return;
        }
        port = created;
        created.subscribe((event) => sendBack(event));
        for (const command of queued.splice(0)) created.send(command);
      },
      (error: unknown) => {
        if (!stopped) {
          sendBack({
            type: "video.error",
            code: 0,
            message: `The live channel could not load: ${String(error)}`,
          } satisfies VideoEvent);
        }
      },
    );
    return () => {
      stopped = true;
      port?.dispose();
    };
  });

const liveChannelSetup = setup({
  types: {
    input: {} as LiveChannelInput,
    context: {} as LiveChannelContext,
    events: {} as LiveChannelEvent,
  },
  actors: {
    /** The video element: receives VideoCommand, sends VideoEvent back. */
    video: fromCallback<VideoCommand>(() => {
      throw new Error("video is not provided");
    }),
  },
  guards: {
    isHeld: ({ context }) => context.held,
  },
});

const command = (build: (context: LiveChannelContext) => VideoCommand) =>
  liveChannelSetup.enqueueActions(({ context, enqueue }) => {
    enqueue.sendTo("video", build(context));
  });

export const liveChannelMachine = liveChannelSetup.createMachine({
  id: "liveChannel",
  context: ({ input }) => ({ source: input.source, error: null, held: false }),
  on: {
    "player.hold": { actions: assign({ held: true }) },
    "player.release": { actions: assign({ held: false }) },
  },
  initial: "active",
  states: {
    active: {
      invoke: { id: "video", src: "video" },
      entry: [assign({ error: null }), command((context) => liveLoadCommand(context.source))],
      on: {
        "player.play": { guard: not("isHeld"), actions: command(() => ({ type: "play" })) },
        "player.pause": { actions: command(() => ({ type: "pause" })) },
        // Another screen plays: paused now, and again whenever the video starts (autoplay).
        "player.hold": { actions: [assign({ held: true }), command(() => ({ type: "pause" }))] },
        "player.release": {
          guard: "isHeld",
          actions: [assign({ held: false }), command(() => ({ type: "play" }))],
        },
        "video.error": {
          target: "failed",
          actions: assign({ error: ({ event }) => ({ code: event.code, message: event.message }) }),
        },
      },
      initial: "playback",
      states: {
        playback: {
          initial: "loading",
          states: {
            loading: {
              on: {
                "video.playing": "playing",
                "video.pause": "paused",
                // The browser refused autoplay: the viewer presses play.
                "video.autoplayBlocked": "paused",
              },
            },
            playing: {
              // Held by another screen: whatever started the video, it pauses again.
              entry: liveChannelSetup.enqueueActions(({ context, enqueue }) => {
                if (context.held) enqueue.sendTo("video", { type: "pause" } as VideoCommand);
              }),
              on: { "video.pause": "paused", "video.waiting": "buffering" },
            },
            buffering: {
              on: { "video.playing": "playing", "video.pause": "paused" },
            },
            paused: {
              on: { "video.playing": "playing" },
            },
          },
        },
      },
    },
    failed: {
      on: { "player.retry": "active" },
    },
  },
});

export type LiveChannelMachine = typeof liveChannelMachine;
