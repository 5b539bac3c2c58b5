import { messageForStatus } from "./messages.ts";

/** Status of an error object that has none of its own (spec 001 §8: errors default to 500). */
export const DEFAULT_ERROR_STATUS = 500;

/**
 * Every failed call, whatever went wrong (network, timeout, status, undecodable body), as
 * data. A call that got no answer (network failure, timeout) or an answer that does not
 * decode carries status 500: error objects default to status 500 (spec 001 §8).
 */
export interface ApiError {
  readonly _tag: "ApiError";
  readonly status: number;
  readonly message: string;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** What went wrong, for logs and retry decisions; never shown to the viewer. */
  readonly cause: "network" | "timeout" | "status" | "decode";
}

export const apiError = (
  status: number,
  cause: ApiError["cause"],
  fieldErrors: ApiError["fieldErrors"] = {},
  message: string = messageForStatus(status),
): ApiError => ({ _tag: "ApiError", status, message, fieldErrors, cause });

export const isApiError = (u: unknown): u is ApiError =>
  typeof u === "object" && u !== null && (u as { _tag?: unknown })._tag === "ApiError";

/**
 * Any rejection as an ApiError: ports reject only with ApiError, so anything else (a bug, a
 * library's own error) is a call that got no usable answer, status 500 (spec 001 §8).
 */
export const asApiError = (u: unknown): ApiError => (isApiError(u) ? u : apiError(500, "network"));

/** The call got no answer: the network failed or the request timed out (worth a retry). */
export const isNetworkFailure = (u: unknown): boolean =>
  isApiError(u) && (u.cause === "network" || u.cause === "timeout");

/** Loading the user's details refused with 401 or 403 resets the session to anonymous (spec 001 §4). */
export const userLoadResetsSession = (status: number): boolean => status === 401 || status === 403;
