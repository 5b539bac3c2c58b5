/** The library actor as views see it: null until it runs (or for builds without it). */
import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { LibraryRef } from "../../machines/library.machine.ts";
import { LIBRARY_ID } from "../../machines/libraryId.ts";
import { libraryIntents } from "../library.view.ts";
import { useAppActor } from "../system.tsx";

export function useLibraryRef(): LibraryRef | null {
  const app = useAppActor();
  return useSelector(
    app,
    (snapshot) => (snapshot.children[LIBRARY_ID] as LibraryRef | undefined) ?? null,
  );
}

/** The library's intents, bound (no-ops until the library runs). */
export function useLibraryIntents(library: LibraryRef | null) {
  return useMemo(() => libraryIntents((event) => library?.send(event)), [library]);
}
