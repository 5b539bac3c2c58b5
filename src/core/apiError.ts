import { messageForStatus } from "./messages.ts";

/**
 * Every failed call, whatever went wrong (network, status, undecodable body), as data.
 * `status` 0 means the network failed; a body that does not decode is reported as 500
 * (error objects default to status 500, spec 001 §8).
 */
export interface ApiError {
  readonly _tag: "ApiError";
  readonly status: number;
  readonly message: string;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** What went wrong, for logs; never shown to the viewer. */
  readonly cause: "network" | "status" | "decode";
}

export const apiError = (
  status: number,
  cause: ApiError["cause"],
  fieldErrors: ApiError["fieldErrors"] = {},
  message: string = messageForStatus(status),
): ApiError => ({ _tag: "ApiError", status, message, fieldErrors, cause });

export const isApiError = (u: unknown): u is ApiError =>
  typeof u === "object" && u !== null && (u as { _tag?: unknown })._tag === "ApiError";
