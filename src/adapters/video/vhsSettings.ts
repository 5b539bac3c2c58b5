/**
 * The video.js 8 / VHS (@videojs/http-streaming 3) settings of spec 001 §9. The spec's
 * streaming numbers read as Shaka Player's `streaming` configuration; VHS names none of them
 * the same way, so each lands on the VHS knob that does that job (docs/decisions/0039):
 *
 * | spec 001 §9              | VHS                                                          |
 * |--------------------------|--------------------------------------------------------------|
 * | retry timeout 30000      | `Vhs.xhr` replaced by `retryingXhr` (vhsRequests.ts): each    |
 * | stall 5000               | attempt of every manifest, key and segment request is aborted |
 * | connection 10000         | after 30000 ms in all, 10000 ms without headers, or 5000 ms   |
 * | 7 attempts               | without bytes; repeated up to 7 attempts after 1000 ms, then  |
 * | base delay 1000          | twice as long each time, ±50 % (core/mediaRequests.ts); its   |
 * | backoff 2, fuzz 0.5      | `retryParameters` carry the numbers                          |
 * |                          | `maxPlaylistRetries: 7`: a playlist still failing after its   |
 * |                          | attempts is retried 7 times before its rendition is excluded |
 * | buffering goal 12        | `Vhs.GOAL_BUFFER_LENGTH = 12` (seconds buffered ahead)        |
 * | buffer length 30         | `Vhs.MAX_GOAL_BUFFER_LENGTH = 30` (the goal grows up to it)   |
 * |                          | and `Vhs.BACK_BUFFER_LENGTH = 30` (kept behind the playhead)  |
 * | rebuffering goal 6       | `Vhs.BUFFER_LOW_WATER_LINE = MAX_BUFFER_LOW_WATER_LINE = 6`:   |
 * |                          | below 6 s buffered VHS never switches up (the browser resumes |
 * |                          | after a stall on its own; VHS has no start/resume threshold)  |
 *
 * Playback starts on the lowest rendition for a fast first frame
 * (`enableLowInitialPlaylist`), then adapts.
 */
import {
  PLAYER_BUFFER_LENGTH_S,
  PLAYER_BUFFERING_GOAL_S,
  PLAYER_MAX_ATTEMPTS,
  PLAYER_REBUFFERING_GOAL_S,
} from "../../core/constants.ts";
import { MEDIA_RETRY_PARAMETERS } from "../../core/mediaRequests.ts";
import { PLAYBACK_RATES } from "../../core/playerPreferences.ts";
import { type RequestTimers, retryingXhr, type XhrLike, type XhrMethod } from "./vhsRequests.ts";

/** The module-level VHS configuration (`videojs.Vhs`): its buffer globals and request method. */
export interface VhsGlobals {
  GOAL_BUFFER_LENGTH: number;
  MAX_GOAL_BUFFER_LENGTH: number;
  BACK_BUFFER_LENGTH: number;
  BUFFER_LOW_WATER_LINE: number;
  MAX_BUFFER_LOW_WATER_LINE: number;
  xhr: object;
}

/** What is used of the video.js module: VHS, and its XHR (@videojs/xhr). */
export interface VideojsRequests {
  readonly Vhs?: VhsGlobals;
  readonly xhr: XhrMethod;
}

export const VHS_BUFFER_SETTINGS = {
  GOAL_BUFFER_LENGTH: PLAYER_BUFFERING_GOAL_S,
  MAX_GOAL_BUFFER_LENGTH: PLAYER_BUFFER_LENGTH_S,
  BACK_BUFFER_LENGTH: PLAYER_BUFFER_LENGTH_S,
  BUFFER_LOW_WATER_LINE: PLAYER_REBUFFERING_GOAL_S,
  MAX_BUFFER_LOW_WATER_LINE: PLAYER_REBUFFERING_GOAL_S,
} as const;

/** The browser's timers, and an abort that leaves VHS's own abort flag alone. */
const browserTimers = (): RequestTimers => ({
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
  random: Math.random,
  abort: (xhr: XhrLike) => XMLHttpRequest.prototype.abort.call(xhr as unknown as XMLHttpRequest),
});

/** VHS's hook registration (`onRequest`, ...) lives on `Vhs.xhr`: kept on the new method. */
const HOOK_METHODS = ["onRequest", "onResponse", "offRequest", "offResponse"] as const;

const configured = new WeakSet<object>();

/**
 * Applies the buffer settings to VHS and routes its requests through the retrying method,
 * once per VHS instance.
 */
export const configureVhs = (
  videojs: VideojsRequests,
  timers: RequestTimers = browserTimers(),
): void => {
  const vhs = videojs.Vhs;
  if (vhs === undefined || configured.has(vhs)) return;
  configured.add(vhs);
  Object.assign(vhs, VHS_BUFFER_SETTINGS);
  const original = vhs.xhr as Record<string, unknown>;
  const method = retryingXhr(videojs.xhr, MEDIA_RETRY_PARAMETERS, timers);
  for (const name of HOOK_METHODS) {
    if (name in original) Object.assign(method, { [name]: original[name] });
  }
  vhs.xhr = method;
};

/** The options of a new player: muted autoplay (spec 001 §4), VHS tuned per §9. */
export const playerOptions = () => ({
  autoplay: true,
  muted: true,
  controls: true,
  preload: "auto",
  playsinline: true,
  playbackRates: [...PLAYBACK_RATES],
  controlBar: { pictureInPictureToggle: true },
  html5: {
    vhs: {
      enableLowInitialPlaylist: true,
      maxPlaylistRetries: PLAYER_MAX_ATTEMPTS,
      overrideNative: true,
    },
    nativeTextTracks: false,
    // A subtitle file is fetched when its track is turned on, not with the stream: captions
    // start off (spec 001 §4), and the first frame does not wait for four files and their parse.
    preloadTextTracks: false,
    nativeAudioTracks: false,
    nativeVideoTracks: false,
  },
});
