/**
 * Starts `warmStream` for a grant's master playlist in a worker, so the warm-up's next request
 * (the rendition, then its first segment) goes out as soon as the previous answer arrives,
 * not when the main thread is next free: between the play answer and VHS's first request the
 * main thread runs the watch route's render and video.js's set-up in long tasks (issue 25,
 * decision 0049). `prepareStreamWarmer` starts the worker when a Play press is near (the
 * play call's warm-up), so its start-up is not on the way. Without workers (or if one cannot start) the warm-up runs on the page.
 */
import { warmStream } from "./warmStream.ts";

let worker: Worker | null | undefined;

const warmer = (): Worker | null => {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === "undefined"
        ? null
        : new Worker(new URL("./warmStream.worker.ts", import.meta.url), { type: "module" });
  } catch {
    worker = null;
  }
  return worker;
};

/** Starts the worker before a grant comes (a Play about to be pressed): its start is not on the way. */
export function prepareStreamWarmer(): void {
  warmer();
}

/** Warms the stream of `master` (relative to `base`, the page's address); best effort. */
export function warmStreamSoon(master: string, base: string): void {
  const thread = warmer();
  if (thread === null) void warmStream(master, base);
  else thread.postMessage({ master, base });
}
