/** The library actor as views see it: null until it runs (or for builds without it). */
import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { LibraryRef } from "../../machines/library.machine.ts";
import { LIBRARY_ID } from "../../machines/libraryId.ts";
import { libraryIntents } from "../library.view.ts";
import { useAppActor } from "../system.tsx";

/**
 * The library runs in the browser only (its effects are the features'): the server renders
 * without it, and so does the hydrating render (React reads the server snapshot, null),
 * which then re-renders with it.
 */
export function useLibraryRef(): LibraryRef | null {
  const app = useAppActor();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = app.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [app],
  );
  const current = useCallback(
    () => (app.getSnapshot().children[LIBRARY_ID] as LibraryRef | undefined) ?? null,
    [app],
  );
  return useSyncExternalStore(subscribe, current, serverLibrary);
}

const serverLibrary = (): null => null;

/** The library's intents, bound (no-ops until the library runs). */
export function useLibraryIntents(library: LibraryRef | null) {
  return useMemo(() => libraryIntents((event) => library?.send(event)), [library]);
}
