/** Developer flags: `?devtools` / localStorage `cinema.devtools` / dev mode, and `?inspect`. */

export const DEVTOOLS_STORAGE_KEY = "cinema.devtools";

export interface Flags {
  /** Show the dev panel (live journal, actor states, export). */
  readonly devtools: boolean;
  /** Connect the actor system to the Stately visual inspector. */
  readonly inspect: boolean;
}

export function readFlags(search: string, isDev: boolean, storage: () => Storage | null): Flags {
  const params = new URLSearchParams(search);
  let stored = false;
  try {
    stored = storage()?.getItem(DEVTOOLS_STORAGE_KEY) === "1";
  } catch {
    stored = false;
  }
  return {
    devtools: isDev || params.has("devtools") || stored,
    inspect: params.has("inspect"),
  };
}
