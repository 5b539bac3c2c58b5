/**
 * The vocabulary between the player machine and a video element (the video.js adapter in the
 * app, a fake in tests): what the video reports and what it is told. Times are seconds.
 */

/** A playable source: the HLS master playlist of the play response. */
export interface VideoSource {
  readonly src: string;
  readonly type: string;
}

export interface SubtitleTrack {
  readonly language: string;
  readonly label: string;
  readonly url: string;
}

export type VideoEvent =
  /** Metadata loaded: the duration is known. */
  | { readonly type: "video.ready"; readonly duration: number }
  /**
   * Playing. After a stall (`video.waiting`), `stalledMs` is how long the video waited for
   * data, as the video measured it (the machines keep no clock of their own).
   */
  | { readonly type: "video.playing"; readonly stalledMs?: number }
  | { readonly type: "video.pause" }
  | { readonly type: "video.seeking" }
  /** The seek finished; `paused` tells whether playback goes on. */
  | { readonly type: "video.seeked"; readonly currentTime: number; readonly paused: boolean }
  /** Playback stalls for data (buffering). */
  | { readonly type: "video.waiting" }
  | { readonly type: "video.timeupdate"; readonly currentTime: number; readonly duration: number }
  | { readonly type: "video.ended" }
  | { readonly type: "video.error"; readonly code: number; readonly message: string }
  /** The browser refused to start playing (autoplay policy): the viewer has to press play. */
  | { readonly type: "video.autoplayBlocked" }
  | { readonly type: "video.volumechange"; readonly volume: number; readonly muted: boolean }
  | { readonly type: "video.fullscreenchange"; readonly fullscreen: boolean }
  | { readonly type: "video.ratechange"; readonly rate: number }
  /** The subtitle track showing changed (null: none). */
  | { readonly type: "video.subtitlechange"; readonly language: string | null }
  /** The rendition playing changed, e.g. "720p". */
  | { readonly type: "video.qualitychange"; readonly quality: string };

export type VideoCommand =
  | {
      readonly type: "load";
      readonly sources: readonly VideoSource[];
      readonly subtitles: readonly SubtitleTrack[];
      readonly startTime: number;
      readonly muted: boolean;
      readonly autoplay: boolean;
      readonly volume: number;
      readonly playbackRate: number;
      /** What the lock screen and notification show (Media Session); none for live TV. */
      readonly title?: string;
      readonly artwork?: string | null;
    }
  | { readonly type: "play" }
  | { readonly type: "pause" }
  | { readonly type: "seek"; readonly time: number }
  | { readonly type: "setMuted"; readonly muted: boolean }
  | { readonly type: "setVolume"; readonly volume: number }
  | { readonly type: "setSubtitle"; readonly language: string | null }
  | { readonly type: "setPlaybackRate"; readonly rate: number }
  | { readonly type: "setFullscreen"; readonly fullscreen: boolean };
