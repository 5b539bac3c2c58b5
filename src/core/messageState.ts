/**
 * The message state of the global state (spec 000 §3 "message (type, message, duration,
 * className)", 001 §8-§9): one message at a time, kept for its own duration or the
 * default of 20000 ms; and the show-errors flag that lets toasts show at all (001 §5).
 */
import { MESSAGE_STATE_DEFAULT_MS } from "./constants.ts";
import type { ToastType } from "./messages.ts";

export interface MessageRequest {
  readonly type: ToastType;
  readonly message: string;
  readonly durationMs?: number;
  readonly className?: string;
}

export interface MessageState {
  readonly type: ToastType;
  readonly message: string;
  readonly durationMs: number;
  readonly className: string;
}

/** The message state a request gives: its own duration if it has one, else 20000 ms. */
export const messageState = (request: MessageRequest): MessageState => ({
  type: request.type,
  message: request.message,
  durationMs:
    request.durationMs !== undefined && request.durationMs > 0
      ? request.durationMs
      : MESSAGE_STATE_DEFAULT_MS,
  className: request.className ?? "",
});

/**
 * Toasts show only when the show-errors flag is on (spec 001 §5). The spec does not show
 * how the flag is set; this client keeps it on unless a configuration says `false`
 * (decision 0059).
 */
export const toastsShown = (showErrors: boolean | undefined): boolean => showErrors !== false;
