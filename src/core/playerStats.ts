/**
 * The player's statistics rules (spec 001 §4 "Player", "View statistics", §9 "Player"):
 *
 * - view stats: first send after 5 s of played time, then one every 15 s of played time;
 *   played time grows only while the video plays (never paused, seeking, buffering, ended);
 * - milestones: video_progress at 10, 25, 50, 75 %, video_complete at 90 %, each at most once
 *   per play, when playback plays through it (a seek past a milestone does not fire it);
 * - a video shorter than 20 s is an intro and sends no analytics; analytics stop after the
 *   third error;
 * - the progress timer ticks every duration/125; "about to end" is 35 s before the end,
 *   checked every 3 s.
 *
 * Pure: time comes in as elapsed milliseconds, positions as seconds.
 */
import {
  ABOUT_TO_END_S,
  ANALYTICS_MAX_ERRORS,
  COMPLETE_PERCENT,
  INTRO_THRESHOLD_S,
  PROGRESS_PERCENTS,
  PROGRESS_TIMER_DIVISOR,
  STATS_FIRST_SEND_MS,
  STATS_RESEND_MS,
} from "./constants.ts";

// ---- View stats schedule ---------------------------------------------------------------

/** What the video is doing, as far as played time is concerned. */
export type PlaybackPhase = "idle" | "playing" | "paused" | "seeking" | "buffering" | "ended";

export interface StatsSchedule {
  readonly phase: PlaybackPhase;
  /** Wall time spent playing, ms. */
  readonly playedMs: number;
  /** The played time at which the next send is due, ms. */
  readonly nextSendAtMs: number;
}

export type ScheduleEvent =
  | { readonly type: "phase"; readonly phase: PlaybackPhase }
  /** Wall time passed since the previous event, ms. */
  | { readonly type: "elapsed"; readonly ms: number };

export const initialStatsSchedule: StatsSchedule = {
  phase: "idle",
  playedMs: 0,
  nextSendAtMs: STATS_FIRST_SEND_MS,
};

/** The schedule after an event, and how many sends fell due with it. */
export const stepStatsSchedule = (
  schedule: StatsSchedule,
  event: ScheduleEvent,
): { readonly schedule: StatsSchedule; readonly sendsDue: number } => {
  if (event.type === "phase") return { schedule: { ...schedule, phase: event.phase }, sendsDue: 0 };
  if (schedule.phase !== "playing" || !(event.ms > 0)) return { schedule, sendsDue: 0 };
  const playedMs = schedule.playedMs + event.ms;
  let nextSendAtMs = schedule.nextSendAtMs;
  let sendsDue = 0;
  while (playedMs >= nextSendAtMs) {
    sendsDue += 1;
    nextSendAtMs += STATS_RESEND_MS;
  }
  return { schedule: { ...schedule, playedMs, nextSendAtMs }, sendsDue };
};

/** Wall time until the next send if the video keeps playing; null while it does not play. */
export const msUntilNextSend = (schedule: StatsSchedule): number | null =>
  schedule.phase === "playing" ? schedule.nextSendAtMs - schedule.playedMs : null;

// ---- Milestones ---------------------------------------------------------------------------

export type Milestone =
  | { readonly event: "video_progress"; readonly percent: (typeof PROGRESS_PERCENTS)[number] }
  | { readonly event: "video_complete"; readonly percent: typeof COMPLETE_PERCENT };

export const MILESTONES: readonly Milestone[] = [
  ...PROGRESS_PERCENTS.map((percent) => ({ event: "video_progress" as const, percent })),
  { event: "video_complete", percent: COMPLETE_PERCENT },
];

export interface MilestoneTracker {
  /** The percent playback was last seen at. */
  readonly lastPercent: number;
  /** The milestone percents fired in this play. */
  readonly fired: readonly number[];
}

const clampPercent = (percent: number): number =>
  Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;

/** A new play starting at `percent` (0 from the beginning, more when resuming). */
export const startMilestones = (percent: number): MilestoneTracker => ({
  lastPercent: clampPercent(percent),
  fired: [],
});

/** The percent of `duration` at `currentTime`, 0..100; 0 while the duration is unknown. */
export const percentOf = (currentTime: number, duration: number): number =>
  Number.isFinite(duration) && duration > 0 ? clampPercent((currentTime / duration) * 100) : 0;

/**
 * Playback went from the last seen percent to `percent` by playing: every milestone passed on
 * the way that has not fired in this play fires, in order.
 */
export const playedTo = (
  tracker: MilestoneTracker,
  percent: number,
): { readonly tracker: MilestoneTracker; readonly reached: readonly Milestone[] } => {
  const to = clampPercent(percent);
  const reached = MILESTONES.filter(
    (m) => m.percent > tracker.lastPercent && m.percent <= to && !tracker.fired.includes(m.percent),
  );
  return {
    tracker: { lastPercent: to, fired: [...tracker.fired, ...reached.map((m) => m.percent)] },
    reached,
  };
};

/** Playback jumped (seek) to `percent`: milestones on the way are skipped, not fired. */
export const jumpedTo = (tracker: MilestoneTracker, percent: number): MilestoneTracker => ({
  ...tracker,
  lastPercent: clampPercent(percent),
});

// ---- Analytics gates and timers ----------------------------------------------------------

/** A video shorter than 20 s is an intro; an unknown duration is not (yet) one. */
export const isIntro = (durationS: number): boolean =>
  Number.isFinite(durationS) && durationS > 0 && durationS < INTRO_THRESHOLD_S;

/**
 * Whether an analytics event may be pushed: never for an intro, and no more once 3 errors
 * have happened. `errorsBefore` counts the errors before this event, so the third error's own
 * video_error is still sent and nothing after it.
 */
export const sendsAnalytics = (durationS: number, errorsBefore: number): boolean =>
  !isIntro(durationS) && errorsBefore < ANALYTICS_MAX_ERRORS;

/** The progress timer's interval: duration/125, in ms; null while the duration is unknown. */
export const progressTimerIntervalMs = (durationS: number): number | null =>
  Number.isFinite(durationS) && durationS > 0 ? (durationS * 1000) / PROGRESS_TIMER_DIVISOR : null;

/**
 * About to end: 35 s or less left. A video of 35 s or less never is (its whole length would
 * be "the end"), and neither is one of unknown duration.
 */
export const isAboutToEnd = (currentTimeS: number, durationS: number): boolean =>
  Number.isFinite(durationS) &&
  durationS > ABOUT_TO_END_S &&
  durationS - currentTimeS <= ABOUT_TO_END_S;
