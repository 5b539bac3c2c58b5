/**
 * Experiments (spec 000 §3, 001 §4, §9): the experiment cookie holds -1 (out of the
 * experiment), 0 (control) or 1 (on), drawn once from 0 to 99 against the setting's
 * threshold; a threshold of 0 or less gives -1. The cookie lives 3600 s when -1, else
 * 32140800 s. An experiment's value 1 means on. The draw comes in as an argument.
 */
import {
  EXPERIMENT_COOKIE_MAX_AGE_S,
  EXPERIMENT_COOKIE_OFF_MAX_AGE_S,
  EXPERIMENT_DRAW_MAX,
} from "./constants.ts";
import type { Setting } from "./schema/settings.ts";
import { settingValue } from "./settings.ts";

export type ExperimentCookieValue = -1 | 0 | 1;

/**
 * -1 when the threshold is 0 or less (or not a number); otherwise 1 when the draw is below
 * the threshold (a threshold of 30 puts 30 draws in 100 in the experiment), else 0.
 */
export const experimentCookieValue = (draw: number, threshold: number): ExperimentCookieValue => {
  if (!Number.isFinite(threshold) || threshold <= 0) return -1;
  return draw < threshold ? 1 : 0;
};

/** The cookie's lifetime in seconds: 3600 for -1, else 32140800. */
export const experimentCookieMaxAgeS = (value: ExperimentCookieValue): number =>
  value === -1 ? EXPERIMENT_COOKIE_OFF_MAX_AGE_S : EXPERIMENT_COOKIE_MAX_AGE_S;

/** A stored cookie value, or null when missing or not one of -1, 0, 1 (draw again). */
export const parseExperimentCookie = (raw: string | undefined): ExperimentCookieValue | null => {
  if (raw === "-1") return -1;
  if (raw === "0") return 0;
  if (raw === "1") return 1;
  return null;
};

/** The experiment the site runs: its threshold is the setting `ab-918` (0 to 100). */
export const EXPERIMENT_THRESHOLD_SETTING = "ab-918";

/** What to do with the experiment cookie: the value in force, and what to write, if anything. */
export interface ExperimentCookieDecision {
  readonly value: ExperimentCookieValue;
  /** Null when the stored value stands; else the text and lifetime (s) to write. */
  readonly write: { readonly text: string; readonly maxAgeS: number } | null;
}

/**
 * The experiment cookie as read on a visit: a stored -1, 0 or 1 stands (drawn once); a
 * missing or unreadable one is drawn (`draw` 0 to 99) against the threshold and written
 * with its lifetime (3600 s for -1, else 32140800 s).
 */
export const resolveExperimentCookie = (
  raw: string | undefined,
  draw: number,
  threshold: number,
): ExperimentCookieDecision => {
  const stored = parseExperimentCookie(raw);
  if (stored !== null) return { value: stored, write: null };
  const value = experimentCookieValue(draw, threshold);
  return { value, write: { text: String(value), maxAgeS: experimentCookieMaxAgeS(value) } };
};

/** A draw from a random number in [0, 1): a whole number from 0 to 99. */
export const drawFrom = (random: number): number =>
  Math.min(EXPERIMENT_DRAW_MAX, Math.max(0, Math.floor(random * (EXPERIMENT_DRAW_MAX + 1))));

/**
 * The experiment's threshold from the settings (`ab-918`): a number, or a text that reads as
 * one; anything else is 0 (out of the experiment: -1).
 */
export const experimentThreshold = (settings: readonly Setting[]): number => {
  const value = settingValue(settings, EXPERIMENT_THRESHOLD_SETTING);
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : 0;
};
