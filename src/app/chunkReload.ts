/**
 * A failed lazy load of a page part reloads the page once, at most once per 60 s
 * (core/chunkReload); the time of the last reload is kept in sessionStorage.
 */
import { isChunkLoadError, shouldReloadAfterChunkError } from "../core/chunkReload.ts";

const KEY = "cinema.chunkReloadAt";

export interface ChunkReloadDeps {
  readonly now: () => number;
  readonly storage: () => Pick<Storage, "getItem" | "setItem"> | null;
  readonly reload: () => void;
  /** Whether the browser has a connection (navigator.onLine). */
  readonly online: () => boolean;
}

export const browserChunkReloadDeps: ChunkReloadDeps = {
  now: () => Date.now(),
  storage: () => {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  },
  reload: () => window.location.reload(),
  online: () => navigator.onLine,
};

/** Reloads for a chunk-load error when allowed; whether it did. */
export function reloadOnChunkError(error: unknown, deps: ChunkReloadDeps): boolean {
  if (!isChunkLoadError(error)) return false;
  const storage = deps.storage();
  const raw = storage?.getItem(KEY);
  const last = raw == null ? null : Number(raw);
  const now = deps.now();
  if (!shouldReloadAfterChunkError(last, now, deps.online())) return false;
  try {
    storage?.setItem(KEY, String(now));
  } catch {
    // Without storage the reload still happens; the limit then holds per page load only.
  }
  deps.reload();
  return true;
}

/** Vite's event for a failed preload of a dynamic import. */
export function listenForChunkErrors(deps: ChunkReloadDeps): void {
  window.addEventListener("vite:preloadError", (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (
      reloadOnChunkError(payload ?? new Error("Failed to fetch dynamically imported module"), deps)
    ) {
      event.preventDefault();
    }
  });
}
