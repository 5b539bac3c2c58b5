import { DATA_FETCH_MIN_DELAY_MS } from "./constants.ts";

/**
 * Spec 000 "timings" and 001 §9: "Data fetch minimum delay 200 ms" (decision 0091). A loading
 * indicator drawn for a read the browser makes (a client navigation's page, a search) stays
 * on screen at least that long, so a fast answer does not make it flash. Given how long the
 * indicator has been on screen when the read starts, how much longer its answer waits
 * before it replaces the indicator: 0 once it has been shown that long. A time that is not
 * a number counts as just drawn.
 */
export function loadingFloorLeftMs(shownForMs: number): number {
  if (Number.isNaN(shownForMs)) return DATA_FETCH_MIN_DELAY_MS;
  return Math.min(DATA_FETCH_MIN_DELAY_MS, Math.max(0, DATA_FETCH_MIN_DELAY_MS - shownForMs));
}
