/** Error codes of a connection the other side closed or reset. */
const DISCONNECT_CODES = new Set([
  "ECONNRESET",
  "EPIPE",
  "ECONNABORTED",
  "ERR_STREAM_PREMATURE_CLOSE",
  "ERR_STREAM_DESTROYED",
]);

const DISCONNECT_MESSAGES = new Set([
  "aborted",
  "terminated",
  "Client connection prematurely closed.",
]);

/**
 * Whether an error only says that the client went away (an aborted upload, a reset or
 * broken connection): the error itself or any error in its `cause` chain.
 */
export function isClientDisconnect(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === "string") return DISCONNECT_MESSAGES.has(current);
    if (typeof current !== "object") return false;
    const { code, name, message, cause } = current as {
      code?: unknown;
      name?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string" && DISCONNECT_CODES.has(code)) return true;
    if (name === "AbortError") return true;
    if (typeof message === "string" && DISCONNECT_MESSAGES.has(message)) return true;
    current = cause;
  }
  return false;
}
