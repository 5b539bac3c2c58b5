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

export function readFlags(
  search: string,
  isDev: boolean,
  storage: () => Storage | null,
  inspectorBuilt: boolean = INSPECTOR_BUILT,
): Flags {
  const params = new URLSearchParams(search);
  let stored = false;
  try {
    stored = storage()?.getItem(DEVTOOLS_STORAGE_KEY) === "1";
  } catch {
    stored = false;
  }
  return {
    devtools: isDev || params.has("devtools") || stored,
    inspect: inspectorBuilt && params.has("inspect"),
  };
}
