/**
 * The API ports as the app hands them out: each call waits while the session is booting or
 * renewing a token (so it never goes out unauthorised or with a token being replaced), and
 * a call refused with 401 asks the session to renew its token, then goes once more.
 */
import { waitFor } from "xstate";
import { isApiError } from "../core/apiError.ts";
import type { SessionRef } from "../machines/app.machine.ts";
import { selectIsBooting } from "../ui/session.view.ts";

export function authorizedCalls<T extends object>(session: () => SessionRef, api: T): T {
  const ready = async (): Promise<void> => {
    const ref = session();
    if (selectIsBooting(ref.getSnapshot())) await waitFor(ref, (s) => !selectIsBooting(s));
  };
  const wrapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(api)) {
    if (typeof value !== "function") continue;
    const call = value as (...args: unknown[]) => Promise<unknown>;
    wrapped[key] = async (...args: unknown[]) => {
      await ready();
      try {
        return await call(...args);
      } catch (error) {
        if (!isApiError(error) || error.status !== 401) throw error;
        session().send({ type: "session.tokenRejected" });
        await ready();
        return call(...args);
      }
    };
  }
  return wrapped as T;
}
