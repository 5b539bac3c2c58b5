/**
 * A failed lazy load of a page part triggers one page reload, at most once per 60 seconds
 * (spec 000 §2, spec 001 §8). The time of the last reload is kept by the caller.
 */
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from "./constants.ts";

/**
 * Whether to reload now, given when the page was last reloaded for this (ms, or null) and
 * whether the browser is online: a part that fails to load while offline failed for the
 * connection, not for a new version of the site, and a reload would only bring the browser's
 * own offline page in place of the site.
 */
export const shouldReloadAfterChunkError = (
  lastReloadAtMs: number | null,
  nowMs: number,
  online = true,
): boolean =>
  online &&
  (lastReloadAtMs === null ||
    !Number.isFinite(lastReloadAtMs) ||
    nowMs - lastReloadAtMs >= CHUNK_RELOAD_MIN_INTERVAL_MS ||
    nowMs < lastReloadAtMs);

/** Whether an error is a failed dynamic import (the messages of Chromium, Firefox, Safari). */
export const isChunkLoadError = (error: unknown): boolean => {
  const message =
    typeof error === "object" && error !== null && "message" in error
      ? String((error as { message: unknown }).message)
      : typeof error === "string"
        ? error
        : "";
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
};
