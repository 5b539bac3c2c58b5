/**
 * What every machine's `notify` and failure handling share: the toast it asks for, and the
 * failure of an invoke as an ApiError (core `asApiError`).
 */
import { type ApiError, asApiError } from "../core/apiError.ts";
import { TOAST_ERROR_MS } from "../core/constants.ts";
import { messageForStatus, type ToastType, toastTypeForStatus } from "../core/messages.ts";

/** A toast a machine asks for through its `notify` action. */
export interface NotifyParams {
  readonly type: ToastType;
  readonly message: string;
  readonly durationMs?: number;
}

/** The error of a failed invoke's event, as an ApiError. */
export const failureOf = (event: unknown): ApiError =>
  asApiError((event as { error?: unknown }).error);

/** The toast of a failed call: its status's type and message (or `message`), for TOAST_ERROR_MS. */
export const failureToast = (error: unknown, message?: string): NotifyParams => {
  const e = asApiError(error);
  return {
    type: toastTypeForStatus(e.status),
    message: message ?? messageForStatus(e.status),
    durationMs: TOAST_ERROR_MS,
  };
};
