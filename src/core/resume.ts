/**
 * Where playback starts (spec 000 §2 `?scene={n}`; issue "Playback" resume): a chosen scene
 * first, then the saved position, else the beginning. The resume rule itself (a film watched
 * to 90 % or more starts over) is `resumePosition` in resumePosition.ts, shared with the
 * reference server, which already applies it to `resume_position` of `/movies/{id}/play`;
 * applying it again here is harmless and keeps a stale or foreign value in range.
 */
import type { EntryType } from "./playerAnalytics.ts";
import { resumePosition } from "./resumePosition.ts";

export interface SceneMarkerTime {
  readonly start_time: number;
}

/** The start of scene `index` (`?scene={n}`, 0-based into scene_markers), or null. */
export const sceneStartS = (
  markers: readonly SceneMarkerTime[],
  index: number | null,
): number | null => {
  if (index === null || !Number.isInteger(index)) return null;
  const start = markers[index]?.start_time;
  return start !== undefined && Number.isFinite(start) && start >= 0 ? start : null;
};

/** Where playback starts, and how the start is reported in analytics (video_entry_type). */
export const startPosition = (options: {
  readonly scene: number | null;
  readonly sceneMarkers: readonly SceneMarkerTime[];
  /** The saved position in seconds (play response `resume_position`), or null. */
  readonly resumeS: number | null;
  /** The media's length in seconds; 0 when unknown. */
  readonly durationS: number;
}): { readonly positionS: number; readonly entryType: EntryType } => {
  const scene = sceneStartS(options.sceneMarkers, options.scene);
  if (scene !== null) return { positionS: scene, entryType: "scene" };
  const resumed = resumePosition(options.resumeS, options.durationS);
  return resumed > 0
    ? { positionS: resumed, entryType: "resume" }
    : { positionS: 0, entryType: "start" };
};
