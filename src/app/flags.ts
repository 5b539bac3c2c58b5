/** Developer flags: `?devtools` / localStorage `cinema.devtools` / dev mode, and `?inspect`. */

export const DEVTOOLS_STORAGE_KEY = "cinema.devtools";

export interface Flags {
  /** Show the dev panel (live journal, actor states, export). */
  readonly devtools: boolean;
  /** Connect the actor system to the Stately visual inspector. */
  readonly inspect: boolean;
}

/**
 * The inspector is a development tool: `?inspect` works in development, or in a build made
 * with VITE_INSPECTOR=1 on purpose; a production build ignores it (and ships no inspector).
 */
export const INSPECTOR_BUILT = import.meta.env.DEV || import.meta.env.VITE_INSPECTOR === "1";

/**
 * The flags the address and the build give. The dev panel's stored opt-in is read apart
 * (`devtoolsStored`), once the page is drawn: the first read of localStorage costs the
 * start-up a round trip to the browser's storage.
 */
export function readFlags(
  search: string,
  isDev: boolean,
  inspectorBuilt: boolean = INSPECTOR_BUILT,
): Flags {
  const params = new URLSearchParams(search);
  return {
    devtools: isDev || params.has("devtools"),
    inspect: inspectorBuilt && params.has("inspect"),
  };
}

/** Whether this browser keeps the dev panel on (localStorage `cinema.devtools` = "1"). */
export function devtoolsStored(storage: () => Storage | null): boolean {
  try {
    return storage()?.getItem(DEVTOOLS_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}
