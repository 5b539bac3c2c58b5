/**
 * The experiment cookie (spec 001 §3, §4, §9) through the cookie port (js-cookie): read on a
 * visit; when missing or unreadable, drawn (0 to 99) against the threshold and written with
 * its lifetime, 3600 s for -1, else 32140800 s (core `resolveExperimentCookie`).
 */
import { COOKIES } from "../core/cookies.ts";
import {
  drawFrom,
  type ExperimentCookieValue,
  resolveExperimentCookie,
} from "../core/experiments.ts";
import type { CookiePort } from "../core/ports.ts";

export function experimentCookie(
  cookies: CookiePort,
  threshold: number,
  random: () => number = Math.random,
): ExperimentCookieValue {
  const decision = resolveExperimentCookie(
    cookies.get(COOKIES.experiment.name),
    drawFrom(random()),
    threshold,
  );
  if (decision.write !== null) {
    cookies.set({ ...COOKIES.experiment, maxAgeS: decision.write.maxAgeS }, decision.write.text);
  }
  return decision.value;
}
