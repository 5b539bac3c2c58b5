import { HttpError } from "./errors.ts";

/** "N seconds" under two minutes, else "N minutes" (rounded up). */
export const waitTime = (seconds: number): string => {
  if (seconds < 120) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
};

/** 429 with `Retry-After` (seconds) and a message that tells the viewer how long to wait. */
export class TooManyRequests extends HttpError {
  constructor(
    readonly retryAfterS: number,
    what: string,
  ) {
    super(429, `${what} Please try again in ${waitTime(retryAfterS)}.`);
  }

  get headers(): Record<string, string> {
    return { "Retry-After": String(this.retryAfterS) };
  }
}
