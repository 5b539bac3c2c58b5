/**
 * Where playback starts (issue "Playback", spec 001 §3 continue-watching, spec 000 §2
 * `?scene={n}`): a chosen scene first, then the continue-watching position the server keeps,
 * else the beginning. A film watched to 90 % or more (the complete milestone, spec 001 §9)
 * starts over from the beginning.
 */
import { COMPLETE_PERCENT } from "./constants.ts";
import type { EntryType } from "./playerAnalytics.ts";

/** A film watched this far (percent) starts from the beginning. */
export const RESUME_RESTART_PERCENT = COMPLETE_PERCENT;

/** The continue-watching fields that matter here (spec 001 §3: current_position s, current_percent). */
export interface ResumePoint {
  readonly current_position: number;
  readonly current_percent: number;
}

export interface SceneMarkerTime {
  readonly start_time: number;
}

const inside = (positionS: number, durationS: number | null): boolean =>
  Number.isFinite(positionS) &&
  positionS > 0 &&
  (durationS === null || !Number.isFinite(durationS) || positionS < durationS);

/** The continue-watching position to resume at, in seconds; 0 to start from the beginning. */
export const resumePositionS = (
  point: ResumePoint | null,
  durationS: number | null = null,
): number => {
  if (point === null || !(point.current_percent < RESUME_RESTART_PERCENT)) return 0;
  return inside(point.current_position, durationS) ? point.current_position : 0;
};

/** The start of scene `index` (`?scene={n}`, 0-based into scene_markers), or null. */
export const sceneStartS = (
  markers: readonly SceneMarkerTime[],
  index: number | null,
): number | null => {
  if (index === null || !Number.isInteger(index)) return null;
  const start = markers[index]?.start_time;
  return start !== undefined && Number.isFinite(start) && start >= 0 ? start : null;
};

/** Where playback starts and how the start is reported in analytics (video_entry_type). */
export const startPosition = (options: {
  readonly scene: number | null;
  readonly sceneMarkers: readonly SceneMarkerTime[];
  readonly resume: ResumePoint | null;
  readonly durationS?: number | null;
}): { readonly positionS: number; readonly entryType: EntryType } => {
  const scene = sceneStartS(options.sceneMarkers, options.scene);
  if (scene !== null) return { positionS: scene, entryType: "scene" };
  const resumed = resumePositionS(options.resume, options.durationS ?? null);
  return resumed > 0
    ? { positionS: resumed, entryType: "resume" }
    : { positionS: 0, entryType: "start" };
};
