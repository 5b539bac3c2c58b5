/**
 * What the account and money machines share: the toast they ask for, the failure of an
 * invoke as an ApiError, and the session's system id (they send it `session.reload`,
 * `session.logout` or `session.loginWithToken`).
 */
import { type ApiError, apiError, isApiError } from "../core/apiError.ts";
import type { ToastType } from "../core/messages.ts";

/** The session's system id (app.machine.ts). */
export const SESSION_ID = "session";

/**
 * The impersonation actor's system id: here, apart from its machine, so the layout's banner
 * finds the actor without loading the machine.
 */
export const IMPERSONATION_ID = "impersonation";

export interface NotifyParams {
  readonly type: ToastType;
  readonly message: string;
  readonly durationMs?: number;
}

/** The error of a failed invoke, as the ApiError it must be. */
export const failureOf = (event: unknown): ApiError => {
  const error = (event as { error?: unknown }).error;
  return isApiError(error) ? error : apiError(500, "network");
};
