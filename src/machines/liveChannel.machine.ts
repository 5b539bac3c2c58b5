/**
 * The live TV channel on /watch/live-tv (spec 000 §2): one never-ending HLS stream, loaded
 * muted with autoplay as soon as the page opens (docs/decisions/0002), in video.js.
 *
 * - `granting`: the `grant` actor (provided from outside) asks the server for the channel's
 *   signed, short-lived playlist URL (issue 23: live TV media is paid media, like films'); it
 *   answers `grant.ready` with the source, or `grant.failed`.
 * - `active`: the `video` actor (a VideoPort, provided from outside) is invoked and told to
 *   load; its `playback` region follows the video: loading -> playing <-> paused | buffering.
 *   `player.play` and `player.pause` play and pause it.
 * - `failed`: the grant was refused, or the video reported an error or could not be created;
 *   `player.retry` asks for a new grant and loads again.
 *
 * It answers the player machine's vocabulary where the one-screen control (issue 8) needs
 * it: the takeover's effects (app/takeover.ts) find this actor by system id and send
 * `player.hold` (pause, and stay paused whatever starts it) and `player.release` (play on), so
 * a paid viewer's live channel pauses while another screen of the account plays.
 */
import { assign, fromCallback, not, setup } from "xstate";
import type { VideoPort } from "../core/ports.ts";
import type { VideoCommand, VideoEvent, VideoSource } from "../core/video.ts";
import { videoPortActor } from "./videoPort.ts";

/** What the `grant` actor answers: the channel's signed playlist, or why there is none. */
export type LiveGrantEvent =
  | { readonly type: "grant.ready"; readonly source: VideoSource }
  | { readonly type: "grant.failed"; readonly message: string };

export interface LiveChannelError {
  readonly code: number;
  readonly message: string;
}

export interface LiveChannelContext {
  /** The channel's signed HLS playlist (null until the grant arrives). */
  readonly source: VideoSource | null;
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

export type LiveChannelEvent = LiveChannelUiEvent | VideoEvent | LiveGrantEvent;

/**
 * The load of the channel: muted autoplay (browsers allow only muted autoplay), live edge. A
 * held channel loads without autoplay: `player.release` plays it.
 */
export const liveLoadCommand = (source: VideoSource, held = false): VideoCommand => ({
  type: "load",
  sources: [source],
  subtitles: [],
  startTime: 0,
  muted: true,
  autoplay: !held,
  volume: 1,
  playbackRate: 1,
});

/** The live channel's `video` actor: the one video-port actor of every player. */
export const liveVideoActor = (open: () => Promise<VideoPort>) =>
  videoPortActor(open, {
    failure: (error) => `The live channel could not load: ${String(error)}`,
  });

/**
 * The `grant` actor over a call that resolves the channel's signed playlist URL (the
 * composition root's `GET /live-tv/play`); an answer after the actor stopped is dropped.
 */
export const liveGrantActor = (request: () => Promise<string>) =>
  fromCallback(({ sendBack }) => {
    let stopped = false;
    request().then(
      (src) => {
        if (!stopped) {
          sendBack({
            type: "grant.ready",
            source: { src, type: "application/x-mpegURL" },
          } satisfies LiveGrantEvent);
        }
      },
      (error: unknown) => {
        if (!stopped) {
          sendBack({
            type: "grant.failed",
            message: `The live channel could not be opened: ${error instanceof Error ? error.message : String(error)}`,
          } satisfies LiveGrantEvent);
        }
      },
    );
    return () => {
      stopped = true;
    };
  });

const liveChannelSetup = setup({
  types: {
    context: {} as LiveChannelContext,
    events: {} as LiveChannelEvent,
  },
  actors: {
    /** The channel's signed playlist: answers `grant.ready` or `grant.failed`. */
    grant: fromCallback(() => {
      throw new Error("grant is not provided");
    }),
    /** The video element: receives VideoCommand, sends VideoEvent back. */
    video: fromCallback<VideoCommand>(() => {
      throw new Error("video is not provided");
    }),
  },
  guards: {
    isHeld: ({ context }) => context.held,
  },
});

/** Held: the video is paused again (its own start, or a play video.js deferred). */
const pauseIfHeld = liveChannelSetup.enqueueActions(({ context, enqueue }) => {
  if (context.held) enqueue.sendTo("video", { type: "pause" } as VideoCommand);
});

const command = (build: (context: LiveChannelContext & { source: VideoSource }) => VideoCommand) =>
  liveChannelSetup.enqueueActions(({ context, enqueue }) => {
    if (context.source !== null)
      enqueue.sendTo("video", build({ ...context, source: context.source }));
  });

export const liveChannelMachine = liveChannelSetup.createMachine({
  id: "liveChannel",
  context: { source: null, error: null, held: false },
  on: {
    "player.hold": { actions: assign({ held: true }) },
    "player.release": { actions: assign({ held: false }) },
  },
  initial: "granting",
  states: {
    granting: {
      invoke: { id: "grant", src: "grant" },
      entry: assign({ error: null }),
      on: {
        "grant.ready": {
          target: "active",
          actions: assign({ source: ({ event }) => event.source }),
        },
        "grant.failed": {
          target: "failed",
          actions: assign({ error: ({ event }) => ({ code: 0, message: event.message }) }),
        },
      },
    },
    active: {
      invoke: { id: "video", src: "video" },
      entry: [
        assign({ error: null }),
        command((context) => liveLoadCommand(context.source, context.held)),
      ],
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
                // video.js runs a play asked for during a load once the source is set, after
                // a pause sent meanwhile (the hold of a screen that opened while another
                // plays): the video starting to wait for data is paused again while held.
                "video.waiting": { actions: pauseIfHeld },
                "video.playing": "playing",
                "video.pause": "paused",
                // The browser refused autoplay: the viewer presses play.
                "video.autoplayBlocked": "paused",
              },
            },
            playing: {
              // Held by another screen: whatever started the video, it pauses again.
              entry: pauseIfHeld,
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
      // A new grant each time: the last one may have expired.
      on: { "player.retry": "granting" },
    },
  },
});

export type LiveChannelMachine = typeof liveChannelMachine;
