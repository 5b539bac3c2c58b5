/**
 * How the player fetches its media (spec 001 §9 "retry timeout 30000, stall 5000, connection
 * 10000, 7 attempts, base delay 1000, backoff 2, fuzz 0.5"): every manifest and segment
 * request is one of at most 7 attempts; an attempt fails when it takes 30000 ms in all, gets
 * no answer (headers) within 10000 ms, or receives nothing for 5000 ms; a failed attempt that
 * is worth repeating is repeated after 1000 ms, then twice as long each time, each delay
 * fuzzed by up to ±50 %.
 */
import {
  PLAYER_CONNECTION_TIMEOUT_MS,
  PLAYER_MAX_ATTEMPTS,
  PLAYER_REQUEST_TIMEOUT_MS,
  PLAYER_RETRY_BACKOFF_FACTOR,
  PLAYER_RETRY_BASE_DELAY_MS,
  PLAYER_RETRY_FUZZ_FACTOR,
  PLAYER_STALL_TIMEOUT_MS,
} from "./constants.ts";

/** Named as the spec (and Shaka Player's `retryParameters`) name them. */
export interface RetryParameters {
  /** One attempt's whole time, ms. */
  readonly timeout: number;
  /** Longest silence (no bytes) once the answer has begun, ms. */
  readonly stallTimeout: number;
  /** Longest wait for the answer's headers, ms. */
  readonly connectionTimeout: number;
  readonly maxAttempts: number;
  /** The delay after the first failed attempt, ms. */
  readonly baseDelay: number;
  /** Each next delay is this many times the one before. */
  readonly backoffFactor: number;
  /** A delay is moved by up to this fraction of itself, either way. */
  readonly fuzzFactor: number;
}

export const MEDIA_RETRY_PARAMETERS: RetryParameters = {
  timeout: PLAYER_REQUEST_TIMEOUT_MS,
  stallTimeout: PLAYER_STALL_TIMEOUT_MS,
  connectionTimeout: PLAYER_CONNECTION_TIMEOUT_MS,
  maxAttempts: PLAYER_MAX_ATTEMPTS,
  baseDelay: PLAYER_RETRY_BASE_DELAY_MS,
  backoffFactor: PLAYER_RETRY_BACKOFF_FACTOR,
  fuzzFactor: PLAYER_RETRY_FUZZ_FACTOR,
};

/**
 * Whether a failed attempt is worth another: no answer at all (network error, timeout:
 * status 0), a server error (5xx), 408 or 429. A refusal (403 of an expired signed URL, 404)
 * is not: it would fail the same way.
 */
export const worthRetrying = (status: number): boolean =>
  status === 0 || status === 408 || status === 429 || status >= 500;

/**
 * The delay before the attempt after `failedAttempt` (1 = the first failed), or null when
 * no attempt is left. `random` is in [0, 1): 0.5 gives the unfuzzed delay.
 */
export const retryDelayMs = (
  failedAttempt: number,
  random: number,
  parameters: RetryParameters = MEDIA_RETRY_PARAMETERS,
): number | null => {
  if (failedAttempt >= parameters.maxAttempts) return null;
  const delay = parameters.baseDelay * parameters.backoffFactor ** (failedAttempt - 1);
  return delay * (1 + parameters.fuzzFactor * (2 * random - 1));
};
