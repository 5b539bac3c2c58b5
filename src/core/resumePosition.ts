/**
 * Where a film in progress resumes (issue 7 "Resume"; spec 001 §4: complete at 90 %). Pure:
 * the reference server applies it to the continue-watching list and to `/movies/{id}/play`.
 */

/** Percent of a film from which it counts as watched (the `video_complete` milestone). */
export const COMPLETE_PERCENT = 90;

/** Percent of `duration` reached at `position`, 0 to 100 (0 for an unknown duration). */
export const watchedPercent = (position: number, duration: number): number => {
  if (!(duration > 0) || !(position > 0)) return 0;
  return Math.min(100, (position / duration) * 100);
};

/** A film watched past 90 % is finished: it leaves continue-watching and starts over. */
export const isFinished = (position: number, duration: number): boolean =>
  watchedPercent(position, duration) >= COMPLETE_PERCENT;

/** The position to start at: the saved one, or 0 when none, finished, or out of range. */
export const resumePosition = (saved: number | null, duration: number): number => {
  if (saved === null || !(saved > 0) || isFinished(saved, duration)) return 0;
  return duration > 0 ? Math.min(saved, duration) : saved;
};
