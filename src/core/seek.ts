/**
 * Where a relative seek lands (spec 001 §9 quick forward and rewind 10 s; our arrow keys 5 s).
 * Presses add up: a seek counts from the target of the seek still under way, not from the
 * time the video last reported, so three fast presses of +5 s move 15 s. The target stays
 * within the video (0..duration; no upper bound while the duration is unknown, 0).
 */
export const relativeSeekTarget = (
  position: {
    readonly currentS: number;
    /** The target of a seek the video has not finished (no `seeked` yet), or null. */
    readonly pendingS: number | null;
    /** 0 while unknown. */
    readonly durationS: number;
  },
  deltaS: number,
): number => {
  const from = position.pendingS ?? position.currentS;
  const end = position.durationS > 0 ? position.durationS : Number.POSITIVE_INFINITY;
  return Math.min(end, Math.max(0, from + deltaS));
};
