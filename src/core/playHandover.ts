/**
 * The grant handover (issue 25): the play data fetched for a Play button is reused by the
 * watch page that button opens, so one press makes one play call. A grant is handed over
 * only while it is fresh: taken less than 30 s after it was fetched. Pure: both times come
 * from the caller (the play gate's `takeHandover` actor stamps them).
 */

/** How long a Play button's grant may be reused by the watch page it opens. */
export const HANDOVER_MS = 30_000;

export interface Handover<Grant> {
  readonly grant: Grant;
  /** When the grant was fetched (epoch ms). */
  readonly fetchedAt: number;
  /** When the next gate asked for it (epoch ms). */
  readonly takenAt: number;
}

/** Whether a handed-over grant may still be played (less than 30 s old when taken). */
export const isHandoverFresh = (handover: Handover<unknown> | null): boolean =>
  handover !== null &&
  Number.isFinite(handover.fetchedAt) &&
  Number.isFinite(handover.takenAt) &&
  handover.takenAt - handover.fetchedAt < HANDOVER_MS;
