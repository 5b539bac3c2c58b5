/**
 * What every machine's `notify` and failure handling share: the toast it asks for, and the
 * failure of an invoke as an ApiError (core `asApiError`).
 */
import { type ApiError, asApiError } from "../core/apiError.ts";
import type { ToastType } from "../core/messages.ts";

/** A toast a machine asks for through its `notify` action. */
export interface NotifyParams {
  readonly type: ToastType;
  readonly message: string;
  readonly durationMs?: number;
}

/** The error of a failed invoke's event, as an ApiError. */
export const failureOf = (event: unknown): ApiError =>
  asApiError((event as { error?: unknown }).error);
