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

export type ExperimentCookieValue = -1 | 0 | 1;

/** A draw is a whole number from 0 to 99. */
export const isValidDraw = (draw: number): boolean =>
  Number.isInteger(draw) && draw >= 0 && draw <= EXPERIMENT_DRAW_MAX;

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

/** An experiment (`GET /experiment/{id}`) is on when its value is 1. */
export const isExperimentOn = (experiment: { readonly value: number | string } | null): boolean =>
  experiment !== null && Number(experiment.value) === 1;
