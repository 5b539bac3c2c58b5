/**
 * The catalogue port as the routes get it: the HTTP catalogue authorised with the session's
 * bearer (the user's token, else the app-level client token), and holding each call until
 * the session has its first token, so the first page load never goes out unauthorised.
 */
import { waitFor } from "xstate";
import type { CatalogueApi } from "../core/ports.ts";
import type { SessionRef } from "../machines/app.machine.ts";
import { selectIsBooting } from "../machines/session.selectors.ts";

export function afterSessionBoot(session: () => SessionRef, api: CatalogueApi): CatalogueApi {
  const ready = async (): Promise<void> => {
    const ref = session();
    if (selectIsBooting(ref.getSnapshot())) await waitFor(ref, (s) => !selectIsBooting(s));
  };
  const wrapped = {} as Record<keyof CatalogueApi, unknown>;
  for (const key of Object.keys(api) as (keyof CatalogueApi)[]) {
    const call = api[key] as (...args: unknown[]) => Promise<unknown>;
    wrapped[key] = async (...args: unknown[]) => {
      await ready();
      return call(...args);
    };
  }
  return wrapped as CatalogueApi;
}
