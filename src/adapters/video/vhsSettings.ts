/**
 * The video.js 8 / VHS (@videojs/http-streaming 3) settings of spec 001 §9.
 *
 * The spec's streaming numbers read like a Shaka-style retry and buffering configuration;
 * this is where each lands in VHS:
 *
 * | spec 001 §9              | VHS                                                          |
 * |--------------------------|--------------------------------------------------------------|
 * | retry timeout 30000      | request timeout of every manifest and segment request, set    |
 * |                          | with the global `Vhs.xhr.onRequest` hook (VHS default 45000)  |
 * | 7 attempts               | `maxPlaylistRetries: 7` (a playlist that keeps failing is     |
 * |                          | excluded from rendition selection)                           |
 * | buffering goal 12        | `Vhs.GOAL_BUFFER_LENGTH = 12` (seconds buffered ahead)        |
 * | buffer length 30         | `Vhs.MAX_GOAL_BUFFER_LENGTH = 30` (the goal grows up to it)   |
 * |                          | and `Vhs.BACK_BUFFER_LENGTH = 30` (kept behind the playhead)  |
 * | stall 5000               | no equivalent: VHS has no per-request stall timeout           |
 * | connection 10000         | no equivalent: XHR has no connect timeout                     |
 * | base delay 1000, backoff | no equivalent: VHS retries on its own schedule; the player    |
 * | 2, fuzz 0.5              | machine's retry after an error is the viewer's                |
 * | rebuffering goal 6       | no equivalent: playback resumes when the browser has enough   |
 *
 * Playback starts on the lowest rendition for a fast first frame
 * (`enableLowInitialPlaylist`), then adapts.
 */
import {
  PLAYER_BUFFER_LENGTH_S,
  PLAYER_BUFFERING_GOAL_S,
  PLAYER_MAX_ATTEMPTS,
  PLAYER_REQUEST_TIMEOUT_MS,
} from "../../core/constants.ts";
import { PLAYBACK_RATES } from "../../core/playerPreferences.ts";

/** The module-level VHS configuration (`videojs.Vhs`). */
export interface VhsGlobals {
  GOAL_BUFFER_LENGTH: number;
  MAX_GOAL_BUFFER_LENGTH: number;
  BACK_BUFFER_LENGTH: number;
  xhr: { onRequest(hook: (options: { timeout?: number }) => { timeout?: number }): void };
}

export const VHS_BUFFER_SETTINGS = {
  GOAL_BUFFER_LENGTH: PLAYER_BUFFERING_GOAL_S,
  MAX_GOAL_BUFFER_LENGTH: PLAYER_BUFFER_LENGTH_S,
  BACK_BUFFER_LENGTH: PLAYER_BUFFER_LENGTH_S,
} as const;

/** Every VHS request times out after PLAYER_REQUEST_TIMEOUT_MS. */
export const withRequestTimeout = <O extends { timeout?: number }>(options: O): O => ({
  ...options,
  timeout: PLAYER_REQUEST_TIMEOUT_MS,
});

const configured = new WeakSet<object>();

/** Applies the buffer settings and the request timeout to VHS, once per VHS instance. */
export const configureVhs = (vhs: VhsGlobals): void => {
  if (configured.has(vhs)) return;
  configured.add(vhs);
  Object.assign(vhs, VHS_BUFFER_SETTINGS);
  vhs.xhr.onRequest(withRequestTimeout);
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
    nativeAudioTracks: false,
    nativeVideoTracks: false,
  },
});
