/**
 * The player (spec 001 §4 "Player", §9 "Player"; spec 000 §2 `?scene={n}`).
 *
 * `cover` (the poster shown before playback) until the viewer clicks, a 100 ms fade, then
 * `active` (at once, without the fade, for input `startAtOnce`): the video actor (the video.js adapter, provided from outside) is invoked and told
 * to load muted with autoplay;
 * the viewer's remembered mute comes back with the click (the first gesture). `active` runs
 * two regions:
 *
 * - `playback`: loading -> playing <-> paused | seeking | buffering -> ended; failed (retry,
 *   at most three times: core `mayRetryPlayback`). While playing, the progress timer (duration/125) fires
 *   the milestones and the about-to-end check (every 3 s) raises the 'up next' flag.
 * - `subtitles`: 1500 ms after each load the subtitle of `subtitleOnLoad` is put on (off for a
 *   viewer who never chose, unless their own language calls for captions).
 *
 * Relative seeks (quick seek, arrow keys) count from the target of the seek under way
 * (`seekTargetS`, cleared by `video.seeked`), so fast presses add up.
 *
 * Effects, all provided from outside: the `video` callback actor (receives VideoCommand,
 * sends VideoEvent back), `pushAnalytics` (the player video data of spec 001 §3; never for an
 * intro, not after the third error), `storePreferences` (fullscreen, volume, mute, subtitle
 * language, playback rate), `logError` and `reportError`.
 */
import { and, assertEvent, assign, fromCallback, not, or, setup, stateIn } from "xstate";
import {
  ABOUT_TO_END_CHECK_MS,
  PLACEHOLDER_FADE_MS,
  QUICK_SEEK_S,
  SUBTITLE_RESTORE_DELAY_MS,
} from "../core/constants.ts";
import {
  type EntryType,
  errorEvent,
  milestoneEvent,
  type PlayerAnalyticsEvent,
  type PlayerFacts,
  playerEvent,
  type VideoKind,
} from "../core/playerAnalytics.ts";
import { mayRetryPlayback } from "../core/playerError.ts";
import { COVER_KEYS, type KeyIntent, keyIntent } from "../core/playerKeys.ts";
import type { PlayerPreferences } from "../core/playerPreferences.ts";
import {
  isAboutToEnd,
  jumpedTo,
  type MilestoneTracker,
  percentOf,
  playedTo,
  progressTimerIntervalMs,
  sendsAnalytics,
  startMilestones,
} from "../core/playerStats.ts";
import { type SceneMarkerTime, sceneStartS, startPosition } from "../core/resume.ts";
import { relativeSeekTarget } from "../core/seek.ts";
import { chooseSubtitle, subtitleOnLoad } from "../core/subtitles.ts";
import type { SubtitleTrack, VideoCommand, VideoEvent, VideoSource } from "../core/video.ts";
import type { MediaType } from "../core/watchUrl.ts";
import { unprovided } from "./unprovided.ts";

/** The progress timer's pace while the duration is not known yet. */
const UNKNOWN_DURATION_TICK_MS = 1_000;

export interface PlayerMedia {
  readonly videoId: number;
  readonly videoName: string;
  readonly mediaType: MediaType;
  readonly videoKind: VideoKind;
  readonly labels: readonly string[];
  readonly sources: readonly VideoSource[];
  readonly subtitles: readonly SubtitleTrack[];
  readonly sceneMarkers: readonly SceneMarkerTime[];
  /** The picture the lock screen and notification show (Media Session). */
  readonly artwork?: string | null;
}

export interface PlayerInput {
  readonly media: PlayerMedia;
  /** `?scene={n}` of the watch URL. */
  readonly scene: number | null;
  /** The saved position in seconds (play response `resume_position`), or null. */
  readonly resumeS: number | null;
  /** The media's length from the play response, seconds; 0 when unknown. */
  readonly durationS: number;
  /** What the player remembers (core `parsePlayerPreferences` of local storage). */
  readonly preferences: PlayerPreferences;
  /** The search term the viewer came with (s_term), for analytics. */
  readonly searchTerm: string | null;
  /** The browser's languages, first preferred (whether captions come on by themselves). */
  readonly viewerLanguages: readonly string[];
  /**
   * A Play press brought the viewer here: that click was the gesture, playback starts at
   * once (no cover to click again). Default: the cover waits.
   */
  readonly startAtOnce?: boolean;
}

export interface PlayerError {
  readonly code: number;
  readonly message: string;
}

export interface PlayerContext {
  readonly media: PlayerMedia;
  readonly searchTerm: string | null;
  readonly viewerLanguages: readonly string[];
  /** The viewer's remembered choices; stored whenever the viewer changes one. */
  readonly preferences: PlayerPreferences;
  readonly startS: number;
  readonly entryType: EntryType;
  /** 0 while unknown. */
  readonly durationS: number;
  /** The current load has its metadata (video.ready). */
  readonly loaded: boolean;
  readonly currentTimeS: number;
  /** The target of a seek asked for and not finished yet (no `video.seeked`), or null. */
  readonly seekTargetS: number | null;
  /** What the video does now (may differ from the preferences while autoplay keeps it muted). */
  readonly muted: boolean;
  readonly volume: number;
  readonly fullscreen: boolean;
  readonly playbackRate: number;
  readonly subtitleLanguage: string | null;
  readonly quality: string | null;
  /** Muted for autoplay, not by the viewer. */
  readonly autoMuted: boolean;
  /** The viewer has interacted (clicked the cover or since): unmuting is allowed. */
  readonly gestureSeen: boolean;
  /** video_start sent for the current play. */
  readonly started: boolean;
  readonly milestones: MilestoneTracker;
  /** Errors so far (analytics stop after the third). */
  readonly errors: number;
  readonly retries: number;
  readonly lastError: PlayerError | null;
  readonly upNext: boolean;
  readonly upNextDismissed: boolean;
  /** Held by the one-screen rule (`player.hold` until `player.release`). */
  readonly held: boolean;
  /** Start without waiting on the cover (input `startAtOnce`). */
  readonly startAtOnce: boolean;
}

/** What the player tells its page: a scene was chosen (the route puts `?scene={n}` in the address). */
export type PlayerEmitted = { readonly type: "player.sceneChosen"; readonly index: number };

export type PlayerUiEvent =
  | { readonly type: "player.start" }
  /** Any click or key on the page: the first one may unmute autoplay. */
  | { readonly type: "player.gesture" }
  | { readonly type: "player.play" }
  | { readonly type: "player.pause" }
  | { readonly type: "player.togglePlay" }
  | { readonly type: "player.seek"; readonly time: number }
  | { readonly type: "player.quickSeek"; readonly direction: "forward" | "back" }
  /** Moves by `seconds` (negative: back) from where the last seek goes (the arrow keys). */
  | { readonly type: "player.seekBy"; readonly seconds: number }
  | { readonly type: "player.scene"; readonly index: number }
  | { readonly type: "player.setVolume"; readonly volume: number }
  | { readonly type: "player.toggleMute" }
  | { readonly type: "player.setSubtitle"; readonly language: string | null }
  | { readonly type: "player.setPlaybackRate"; readonly rate: number }
  | { readonly type: "player.toggleFullscreen" }
  | { readonly type: "player.dismissUpNext" }
  | { readonly type: "player.retry" }
  /**
   * A key the page did not leave to a form or a control (KeyboardEvent.key): core
   * `keyIntent` says what it asks; on the cover, space and k start playback.
   */
  | { readonly type: "player.key"; readonly key: string }
  /** Another screen of the account plays (one screen at a time): pause, and stay paused. */
  | { readonly type: "player.hold" }
  /**
   * This screen plays again (it won the takeover): play, or start when still on the cover;
   * from `positionS` when given (where the screen sent home stopped).
   */
  | { readonly type: "player.release"; readonly positionS?: number | null };

export type PlayerEvent = PlayerUiEvent | VideoEvent;

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

/** The facts analytics reports, from the context. */
export const playerFacts = (context: PlayerContext, bufferingMs = 0): PlayerFacts => ({
  videoId: context.media.videoId,
  videoName: context.media.videoName,
  mediaType: context.media.mediaType,
  videoKind: context.media.videoKind,
  labels: context.media.labels,
  currentTimeS: context.currentTimeS,
  durationS: context.durationS,
  subtitlesAvailable: context.media.subtitles.length > 0,
  subtitleLanguage: context.subtitleLanguage,
  quality: context.quality,
  muted: context.muted,
  fullscreen: context.fullscreen,
  bufferingMs,
  searchTerm: context.searchTerm,
  entryType: context.entryType,
});

const loadCommand = (context: PlayerContext, startTime: number): VideoCommand => ({
  type: "load",
  sources: context.media.sources,
  subtitles: context.media.subtitles,
  startTime,
  muted: true,
  autoplay: true,
  volume: context.preferences.volume,
  playbackRate: context.preferences.playbackRate,
  title: context.media.videoName,
  artwork: context.media.artwork ?? null,
});

const playerSetup = setup({
  types: {
    input: {} as PlayerInput,
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    emitted: {} as PlayerEmitted,
  },
  actors: {
    /** The video element: receives VideoCommand, sends VideoEvent back. */
    video: fromCallback<VideoCommand>(() => {
      throw new Error("video is not provided");
    }),
  },
  actions: {
    /** dataLayer push of a player analytics event (adapters/analytics.ts `push`). */
    pushAnalytics: unprovided<PlayerAnalyticsEvent>("pushAnalytics"),
    /** Local storage: the remembered player preferences. */
    storePreferences: unprovided<PlayerPreferences>("storePreferences"),
    /** Console / journal. */
    logError: unprovided<PlayerError>("logError"),
    /** The error-reporting service. */
    reportError: unprovided<PlayerError>("reportError"),
  },
  delays: {
    coverFade: PLACEHOLDER_FADE_MS,
    subtitleRestore: SUBTITLE_RESTORE_DELAY_MS,
    aboutToEndCheck: ABOUT_TO_END_CHECK_MS,
    progressTick: ({ context }) =>
      progressTimerIntervalMs(context.durationS) ?? UNKNOWN_DURATION_TICK_MS,
  },
  guards: {
    canRetry: ({ context }) => mayRetryPlayback(context.retries),
    isLoaded: ({ context }) => context.loaded,
    isPausedOrEnded: or([
      stateIn("#player.active.playback.paused"),
      stateIn("#player.active.playback.ended"),
    ]),
    hasFailed: stateIn("#player.active.playback.failed"),
    seekedPaused: ({ event }) => event.type === "video.seeked" && event.paused,
    isHeld: ({ context }) => context.held,
  },
});

/** Pushes an analytics event unless the video is an intro or 3 errors have happened. */
const pushGated = (
  build: (context: PlayerContext, event: PlayerEvent) => PlayerAnalyticsEvent,
  errorsBefore?: (context: PlayerContext) => number,
) =>
  playerSetup.enqueueActions(({ context, event, enqueue }) => {
    const before = errorsBefore ? errorsBefore(context) : context.errors;
    if (sendsAnalytics(context.durationS, before)) {
      enqueue({ type: "pushAnalytics", params: build(context, event) });
    }
  });

/** Milestones passed by playing up to `percent`: recorded, and pushed when analytics may. */
const reachMilestones = (percent: (context: PlayerContext) => number) =>
  playerSetup.enqueueActions(({ context, enqueue }) => {
    const { tracker, reached } = playedTo(context.milestones, percent(context));
    enqueue.assign({ milestones: tracker });
    if (!sendsAnalytics(context.durationS, context.errors)) return;
    for (const milestone of reached) {
      enqueue({ type: "pushAnalytics", params: milestoneEvent(milestone, playerFacts(context)) });
    }
  });

const currentPercent = (context: PlayerContext): number =>
  percentOf(context.currentTimeS, context.durationS);

/** video_start, once per play. */
const startOnce = playerSetup.enqueueActions(({ context, enqueue }) => {
  if (context.started) return;
  enqueue.assign({ started: true });
  if (sendsAnalytics(context.durationS, context.errors)) {
    enqueue({ type: "pushAnalytics", params: playerEvent("video_start", playerFacts(context)) });
  }
});
/** A play that starts after the end is a new play: milestones fire again. */
const newPlay = playerSetup.assign({ started: false, milestones: startMilestones(0) });

/** A seek finished: the milestones jumped over stay unfired; video_skip reports it. */
const afterSeek = playerSetup.enqueueActions(({ context, event, enqueue }) => {
  assertEvent(event, "video.seeked");
  const moved = { ...context, currentTimeS: event.currentTime };
  enqueue.assign({
    currentTimeS: event.currentTime,
    seekTargetS: null,
    milestones: jumpedTo(context.milestones, percentOf(event.currentTime, context.durationS)),
  });
  if (sendsAnalytics(context.durationS, context.errors)) {
    enqueue({ type: "pushAnalytics", params: playerEvent("video_skip", playerFacts(moved)) });
  }
});

const storePreferences = {
  type: "storePreferences",
  params: ({ context }: { context: PlayerContext }) => context.preferences,
} as const;

const seekTo = (time: (context: PlayerContext, event: PlayerEvent) => number | null) =>
  playerSetup.enqueueActions(({ context, event, enqueue }) => {
    const target = time(context, event);
    if (target === null) return;
    const end = context.durationS > 0 ? context.durationS : Number.POSITIVE_INFINITY;
    const to = clamp(target, 0, end);
    enqueue.assign({ seekTargetS: to });
    enqueue.sendTo("video", { type: "seek", time: to } as VideoCommand);
  });

/** Released before playback with a position: playback starts there. */
const startFromRelease = playerSetup.assign(({ context, event }) =>
  event.type === "player.release" && event.positionS !== undefined && event.positionS !== null
    ? { startS: event.positionS, currentTimeS: event.positionS }
    : { startS: context.startS },
);

const command = (build: (context: PlayerContext, event: PlayerEvent) => VideoCommand) =>
  playerSetup.enqueueActions(({ context, event, enqueue }) => {
    enqueue.sendTo("video", build(context, event));
  });

/** The player's own event for a key's intent, from where the player is; null: nothing to do. */
const eventForIntent = (intent: KeyIntent, c: PlayerContext): PlayerUiEvent | null => {
  switch (intent.kind) {
    case "togglePlay":
      return { type: "player.togglePlay" };
    case "quickSeek":
      return { type: "player.quickSeek", direction: intent.direction };
    case "seekBy":
      return { type: "player.seekBy", seconds: intent.seconds };
    case "volumeBy":
      return { type: "player.setVolume", volume: c.volume + intent.step };
    case "toggleFullscreen":
      return { type: "player.toggleFullscreen" };
    case "toggleMute":
      return { type: "player.toggleMute" };
    case "toggleCaptions": {
      if (c.subtitleLanguage !== null) return { type: "player.setSubtitle", language: null };
      const available = c.media.subtitles.map((track) => track.language);
      // Captions back on: the remembered language, else the preference order.
      const remembered = c.preferences.subtitleLanguage ?? undefined;
      const language =
        chooseSubtitle(available, remembered) ?? chooseSubtitle(available, undefined);
      return language === null ? null : { type: "player.setSubtitle", language };
    }
  }
};

/** A key while the player is up: a gesture (it may unmute), then what the key asks. */
const answerKey = playerSetup.enqueueActions(({ context, event, enqueue }) => {
  if (event.type !== "player.key") return;
  const intent = keyIntent(event.key);
  const next = intent === null ? null : eventForIntent(intent, context);
  if (next === null) return;
  enqueue.raise({ type: "player.gesture" });
  enqueue.raise(next);
});

/** Unmute what autoplay muted, once the viewer has interacted, unless they chose mute. */
const unmuteAutoplay = playerSetup.enqueueActions(({ context, enqueue }) => {
  if (context.autoMuted && context.gestureSeen && !context.preferences.muted) {
    enqueue.sendTo("video", { type: "setMuted", muted: false } as VideoCommand);
  }
});

export const playerMachine = playerSetup.createMachine({
  id: "player",
  context: ({ input }) => {
    const start = startPosition({
      scene: input.scene,
      sceneMarkers: input.media.sceneMarkers,
      resumeS: input.resumeS,
      durationS: input.durationS,
    });
    return {
      media: input.media,
      searchTerm: input.searchTerm,
      viewerLanguages: input.viewerLanguages,
      preferences: input.preferences,
      startS: start.positionS,
      entryType: start.entryType,
      // The video's own duration replaces it on video.ready.
      durationS: input.durationS,
      loaded: false,
      currentTimeS: start.positionS,
      seekTargetS: null,
      muted: true,
      volume: input.preferences.volume,
      fullscreen: false,
      playbackRate: input.preferences.playbackRate,
      subtitleLanguage: null,
      quality: null,
      autoMuted: true,
      gestureSeen: false,
      started: false,
      // The start is placed on the milestones once the duration is known (video.ready).
      milestones: startMilestones(0),
      errors: 0,
      retries: 0,
      lastError: null,
      upNext: false,
      upNextDismissed: false,
      held: false,
      startAtOnce: input.startAtOnce === true,
    };
  },
  initial: "cover",
  // Before playback, a hold is only remembered; `active`'s `hold` region applies it.
  on: {
    "player.hold": { actions: assign({ held: true }) },
    "player.release": [
      { guard: stateIn("#player.active"), actions: assign({ held: false }) },
      { actions: [assign({ held: false }), startFromRelease] },
    ],
  },
  states: {
    cover: {
      // The press on another page was the click: nothing to fade from, no time to lose.
      always: {
        guard: ({ context }) => context.startAtOnce,
        target: "active",
        actions: assign({ gestureSeen: true, startAtOnce: false }),
      },
      on: {
        "player.start": { target: "fading", actions: assign({ gestureSeen: true }) },
        "player.key": {
          guard: ({ event }) => COVER_KEYS.includes(event.key),
          target: "fading",
          actions: assign({ gestureSeen: true }),
        },
        // The screen that wins a takeover plays by itself, even from its cover: the viewer's
        // click on 'WATCH ON THIS DEVICE' is the gesture.
        "player.release": {
          guard: "isHeld",
          target: "fading",
          actions: [assign({ held: false, gestureSeen: true }), startFromRelease],
        },
      },
    },
    fading: {
      after: { coverFade: "active" },
    },
    active: {
      type: "parallel",
      invoke: { id: "video", src: "video" },
      entry: [
        command((context) => loadCommand(context, context.startS)),
        // Fullscreen comes back only with the click that started playback (browsers allow
        // it only on a gesture); the adapter ignores a refusal.
        command((context) => ({
          type: "setFullscreen",
          fullscreen: context.preferences.fullscreen,
        })),
      ],
      on: {
        "video.ready": {
          actions: [
            assign({
              loaded: true,
              durationS: ({ context, event }) =>
                event.duration > 0 ? event.duration : context.durationS,
            }),
            // The start position is a fraction of the duration only now.
            assign({
              milestones: ({ context, event }) =>
                context.started
                  ? context.milestones
                  : jumpedTo(context.milestones, percentOf(context.currentTimeS, event.duration)),
            }),
          ],
        },
        "video.timeupdate": {
          actions: assign({
            currentTimeS: ({ event }) => event.currentTime,
            durationS: ({ context, event }) =>
              Number.isFinite(event.duration) && event.duration > 0
                ? event.duration
                : context.durationS,
          }),
        },
        // A seek that ended outside `seeking` (begun while loading or buffering): the target
        // is reached all the same.
        "video.seeked": {
          actions: assign({ currentTimeS: ({ event }) => event.currentTime, seekTargetS: null }),
        },
        "video.volumechange": {
          actions: playerSetup.enqueueActions(({ context, event, enqueue }) => {
            assertEvent(event, "video.volumechange");
            // Autoplay's own mute is not the viewer's choice: it is not remembered.
            const autoMuted = context.autoMuted && event.muted;
            enqueue.assign({ muted: event.muted, volume: event.volume, autoMuted });
            if (autoMuted) return;
            enqueue.assign({
              preferences: { ...context.preferences, muted: event.muted, volume: event.volume },
            });
            enqueue(storePreferences);
          }),
        },
        "video.fullscreenchange": {
          actions: [
            assign({
              fullscreen: ({ event }) => event.fullscreen,
              preferences: ({ context, event }) => ({
                ...context.preferences,
                fullscreen: event.fullscreen,
              }),
            }),
            storePreferences,
          ],
        },
        "video.ratechange": {
          actions: [
            assign({
              playbackRate: ({ event }) => event.rate,
              preferences: ({ context, event }) => ({
                ...context.preferences,
                playbackRate: event.rate,
              }),
            }),
            storePreferences,
          ],
        },
        "video.subtitlechange": {
          actions: playerSetup.enqueueActions(({ context, event, enqueue }) => {
            assertEvent(event, "video.subtitlechange");
            // The echo of the restore is not a choice of the viewer.
            if (event.language === context.subtitleLanguage) return;
            enqueue.assign({
              subtitleLanguage: event.language,
              preferences: { ...context.preferences, subtitleLanguage: event.language },
            });
            enqueue(storePreferences);
          }),
        },
        "video.qualitychange": {
          actions: assign({ quality: ({ event }) => event.quality }),
        },
        "video.error": {
          target: ".playback.failed",
          actions: [
            assign({
              errors: ({ context }) => context.errors + 1,
              lastError: ({ event }) => ({ code: event.code, message: event.message }),
            }),
            { type: "logError", params: ({ context }) => context.lastError! },
            { type: "reportError", params: ({ context }) => context.lastError! },
            // The count before this error decides: the third error is still sent.
            pushGated(
              (context) => errorEvent(context.lastError!, playerFacts(context)),
              (context) => context.errors - 1,
            ),
          ],
        },
        "player.gesture": {
          actions: [assign({ gestureSeen: true }), unmuteAutoplay],
        },
        "player.key": { actions: answerKey },
        "player.toggleMute": {
          actions: [
            assign({ gestureSeen: true }),
            command((context) => ({ type: "setMuted", muted: !context.muted })),
          ],
        },
        "player.setVolume": {
          actions: command((_, event) => {
            assertEvent(event, "player.setVolume");
            return { type: "setVolume", volume: clamp(event.volume, 0, 1) };
          }),
        },
        "player.setSubtitle": {
          actions: command((_, event) => {
            assertEvent(event, "player.setSubtitle");
            return { type: "setSubtitle", language: event.language };
          }),
        },
        "player.setPlaybackRate": {
          actions: command((_, event) => {
            assertEvent(event, "player.setPlaybackRate");
            return { type: "setPlaybackRate", rate: event.rate };
          }),
        },
        "player.toggleFullscreen": {
          actions: command((context) => ({
            type: "setFullscreen",
            fullscreen: !context.fullscreen,
          })),
        },
        "player.dismissUpNext": {
          actions: assign({ upNext: false, upNextDismissed: true }),
        },
        // Held by another screen: nothing plays here until released.
        "player.play": {
          guard: and([not("hasFailed"), not("isHeld")]),
          actions: command(() => ({ type: "play" })),
        },
        "player.pause": { guard: not("hasFailed"), actions: command(() => ({ type: "pause" })) },
        // Play when paused or at the end; otherwise (playing, loading, buffering) pause.
        "player.togglePlay": [
          {
            guard: and(["isPausedOrEnded", not("isHeld")]),
            actions: command(() => ({ type: "play" })),
          },
          { guard: "isPausedOrEnded" },
          { guard: not("hasFailed"), actions: command(() => ({ type: "pause" })) },
        ],
        "player.seek": {
          guard: not("hasFailed"),
          actions: seekTo((_, event) => (event.type === "player.seek" ? event.time : null)),
        },
        "player.quickSeek": {
          guard: not("hasFailed"),
          actions: seekTo((context, event) =>
            event.type === "player.quickSeek"
              ? relativeSeekTarget(
                  {
                    currentS: context.currentTimeS,
                    pendingS: context.seekTargetS,
                    durationS: context.durationS,
                  },
                  event.direction === "forward" ? QUICK_SEEK_S : -QUICK_SEEK_S,
                )
              : null,
          ),
        },
        "player.seekBy": {
          guard: not("hasFailed"),
          actions: seekTo((context, event) =>
            event.type === "player.seekBy"
              ? relativeSeekTarget(
                  {
                    currentS: context.currentTimeS,
                    pendingS: context.seekTargetS,
                    durationS: context.durationS,
                  },
                  event.seconds,
                )
              : null,
          ),
        },
        "player.scene": {
          guard: not("hasFailed"),
          actions: [
            seekTo((context, event) =>
              event.type === "player.scene"
                ? sceneStartS(context.media.sceneMarkers, event.index)
                : null,
            ),
            // The address holds the chosen scene (spec 000 §2 `?scene={n}`): the route writes it.
            playerSetup.enqueueActions(({ context, event, enqueue }) => {
              if (event.type !== "player.scene") return;
              if (sceneStartS(context.media.sceneMarkers, event.index) === null) return;
              enqueue.emit({ type: "player.sceneChosen", index: event.index });
            }),
          ],
        },
      },
      states: {
        playback: {
          initial: "loading",
          states: {
            loading: {
              on: {
                "video.playing": "playing",
                "video.autoplayBlocked": "paused",
              },
            },
            playing: {
              type: "parallel",
              entry: [startOnce, unmuteAutoplay],
              on: {
                "video.pause": {
                  target: "paused",
                  actions: pushGated((context) => playerEvent("video_pause", playerFacts(context))),
                },
                // Milestones played through before the jump count; the jump itself does not.
                "video.seeking": { target: "seeking", actions: reachMilestones(currentPercent) },
                "video.waiting": "buffering",
                "video.ended": "ended",
              },
              states: {
                progress: {
                  initial: "ticking",
                  states: {
                    ticking: {
                      after: {
                        progressTick: {
                          target: "ticking",
                          reenter: true,
                          actions: reachMilestones(currentPercent),
                        },
                      },
                    },
                  },
                },
                endCheck: {
                  initial: "checking",
                  states: {
                    checking: {
                      after: {
                        aboutToEndCheck: {
                          target: "checking",
                          reenter: true,
                          actions: assign({
                            upNext: ({ context }) =>
                              !context.upNextDismissed &&
                              isAboutToEnd(context.currentTimeS, context.durationS),
                          }),
                        },
                      },
                    },
                  },
                },
              },
            },
            paused: {
              on: {
                "video.playing": "playing",
                "video.seeking": "seeking",
                "video.ended": "ended",
              },
            },
            seeking: {
              on: {
                "video.seeked": [
                  { guard: "seekedPaused", target: "paused", actions: afterSeek },
                  { target: "playing", actions: afterSeek },
                ],
                "video.ended": "ended",
              },
            },
            buffering: {
              on: {
                "video.playing": {
                  target: "playing",
                  actions: [
                    // The stall's length is the video's measure (time from the event).
                    pushGated((context, event) =>
                      playerEvent(
                        "video_buffering",
                        playerFacts(
                          context,
                          event.type === "video.playing" ? (event.stalledMs ?? 0) : 0,
                        ),
                      ),
                    ),
                  ],
                },
                "video.pause": "paused",
                "video.seeking": "seeking",
                "video.ended": "ended",
              },
            },
            ended: {
              entry: [
                assign({
                  currentTimeS: ({ context }) => context.durationS || context.currentTimeS,
                }),
                reachMilestones(() => 100),
                assign({
                  upNext: ({ context }) =>
                    !context.upNextDismissed && isAboutToEnd(context.durationS, context.durationS),
                }),
              ],
              on: {
                // Playing again after the end is a new play: video_start and milestones again.
                "video.playing": { target: "playing", actions: newPlay },
                "video.seeking": { target: "seeking", actions: newPlay },
              },
            },
            failed: {
              on: {
                // A retry loads again; the subtitle is put back after that load too.
                "player.retry": {
                  guard: "canRetry",
                  target: ["loading", "#player.active.subtitles.waiting"],
                  actions: [
                    assign({
                      seekTargetS: null,
                      retries: ({ context }) => context.retries + 1,
                      started: false,
                      autoMuted: true,
                      loaded: false,
                    }),
                    command((context) => loadCommand(context, context.currentTimeS)),
                  ],
                },
              },
            },
          },
        },
        subtitles: {
          initial: "waiting",
          states: {
            // Once the video has loaded (video.ready).
            waiting: { always: { guard: "isLoaded", target: "restoring" } },
            restoring: {
              after: {
                subtitleRestore: {
                  target: "restored",
                  actions: playerSetup.enqueueActions(({ context, enqueue }) => {
                    const language = subtitleOnLoad(
                      context.media.subtitles.map((track) => track.language),
                      context.preferences.subtitleLanguage,
                      context.viewerLanguages,
                    );
                    enqueue.assign({ subtitleLanguage: language });
                    enqueue.sendTo("video", { type: "setSubtitle", language } as VideoCommand);
                  }),
                },
              },
            },
            restored: {},
          },
        },
        // One screen at a time (issue 8): while held the video stays paused, whatever starts
        // it (autoplay of a load under way, a key); released, it plays on.
        hold: {
          initial: "checking",
          states: {
            checking: {
              always: [{ guard: "isHeld", target: "held" }, { target: "free" }],
            },
            free: {
              on: { "player.hold": { target: "held", actions: assign({ held: true }) } },
            },
            held: {
              entry: command(() => ({ type: "pause" })),
              on: {
                "video.playing": { actions: command(() => ({ type: "pause" })) },
                // video.js runs a play asked for during a load after a pause sent meanwhile:
                // a video that starts waiting for data is paused again (docs/decisions/0049).
                "video.waiting": { actions: command(() => ({ type: "pause" })) },
                "player.release": {
                  target: "free",
                  actions: [
                    assign({ held: false }),
                    seekTo((_, event) =>
                      event.type === "player.release" ? (event.positionS ?? null) : null,
                    ),
                    command(() => ({ type: "play" })),
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});

export type PlayerMachine = typeof playerMachine;
