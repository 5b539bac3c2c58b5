import type { ClockPort } from "../core/ports.ts";

/** The real clock; core and machines get time only through a ClockPort. */
export const systemClock: ClockPort = { now: () => Date.now() };
