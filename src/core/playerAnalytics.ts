/**
 * The player video data of spec 001 §3 and the player analytics events of spec 001 §4:
 * video_start, video_progress, video_pause, video_complete, video_skip, video_buffering,
 * video_error (with code and message). Whether an event may be pushed at all (intros, the
 * 3-error stop) is `sendsAnalytics` in playerStats.ts.
 *
 * Field values the spec does not word are ours: video_type is the video type label
 * (spec 001 §9: movie, serie), video_category the video kind (movie, trailer, episode,
 * chapter, bts, bhs, bhs-related, interview, other, live-tv), sound "on"/"off", screen
 * "fullscreen"/"normal", buffering_time in ms, video_entry_type how playback started.
 */
import { percentOf } from "./playerStats.ts";
import type { VideoKind } from "./schema/playback.ts";
import type { MediaType, WatchMedia } from "./watchUrl.ts";

export type PlayerAnalyticsEventName =
  | "video_start"
  | "video_progress"
  | "video_pause"
  | "video_complete"
  | "video_skip"
  | "video_buffering"
  | "video_error";

export type { VideoKind };

/** How playback started: from the beginning, from the continue-watching position, at a scene. */
export type EntryType = "start" | "resume" | "scene";

/** What the player knows when it pushes an event. */
export interface PlayerFacts {
  readonly videoId: number;
  readonly videoName: string;
  readonly mediaType: MediaType;
  readonly videoKind: VideoKind;
  /** The film's labels, joined with ", "; empty when it has none. */
  readonly labels: readonly string[];
  readonly currentTimeS: number;
  readonly durationS: number;
  readonly subtitlesAvailable: boolean;
  readonly subtitleLanguage: string | null;
  /** The rendition playing, e.g. "720p"; null before one is known. */
  readonly quality: string | null;
  readonly muted: boolean;
  readonly fullscreen: boolean;
  /** Time spent buffering in the stall this event reports (video_buffering), else 0. */
  readonly bufferingMs: number;
  readonly searchTerm: string | null;
  readonly entryType: EntryType;
}

/** Spec 001 §3 "Player video data". */
export interface PlayerVideoData {
  readonly video_id: number;
  readonly video_current_time: number;
  readonly video_duration: number;
  readonly video_percent: number;
  readonly video_name: string;
  readonly video_type: "movie" | "serie";
  readonly video_category: VideoKind;
  readonly label: string;
  readonly subtitles_available: boolean;
  readonly subtitles_enabled: boolean;
  readonly subtitle_language: string;
  readonly quality: string;
  readonly sound: "on" | "off";
  readonly screen: "fullscreen" | "normal";
  readonly buffering_time: number;
  readonly search_term: string;
  readonly video_entry_type: EntryType;
}

export interface PlayerAnalyticsEvent extends PlayerVideoData {
  readonly event: PlayerAnalyticsEventName;
  readonly error_code?: number;
  readonly error_message?: string;
}

/** The video kind of what a watch URL plays. */
export const videoKindOf = (media: WatchMedia, mediaType: MediaType): VideoKind => {
  switch (media.kind) {
    case "movie":
      return mediaType === "movie" ? "movie" : "episode";
    case "bhs":
      return media.variant === "related" ? "bhs-related" : "bhs";
    default:
      return media.kind;
  }
};

const seconds = (value: number): number => (Number.isFinite(value) ? Math.round(value) : 0);

export const playerVideoData = (facts: PlayerFacts): PlayerVideoData => ({
  video_id: facts.videoId,
  video_current_time: seconds(facts.currentTimeS),
  video_duration: seconds(facts.durationS),
  video_percent: Math.round(percentOf(facts.currentTimeS, facts.durationS)),
  video_name: facts.videoName,
  video_type: facts.mediaType === "movie" ? "movie" : "serie",
  video_category: facts.videoKind,
  label: facts.labels.join(", "),
  subtitles_available: facts.subtitlesAvailable,
  subtitles_enabled: facts.subtitleLanguage !== null,
  subtitle_language: facts.subtitleLanguage ?? "",
  quality: facts.quality ?? "",
  sound: facts.muted ? "off" : "on",
  screen: facts.fullscreen ? "fullscreen" : "normal",
  buffering_time: Math.max(0, Math.round(facts.bufferingMs)),
  search_term: facts.searchTerm ?? "",
  video_entry_type: facts.entryType,
});

/** An analytics event other than a milestone or an error. */
export const playerEvent = (
  event: "video_start" | "video_pause" | "video_skip" | "video_buffering",
  facts: PlayerFacts,
): PlayerAnalyticsEvent => ({ event, ...playerVideoData(facts) });

/** video_progress or video_complete: video_percent is the milestone reached. */
export const milestoneEvent = (
  milestone: { readonly event: "video_progress" | "video_complete"; readonly percent: number },
  facts: PlayerFacts,
): PlayerAnalyticsEvent => ({
  ...playerVideoData(facts),
  event: milestone.event,
  video_percent: milestone.percent,
});

/** video_error carries the error's code and message (spec 001 §4). */
export const errorEvent = (
  error: { readonly code: number; readonly message: string },
  facts: PlayerFacts,
): PlayerAnalyticsEvent => ({
  event: "video_error",
  ...playerVideoData(facts),
  error_code: error.code,
  error_message: error.message,
});
