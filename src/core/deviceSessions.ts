/**
 * "Where am I signed in" (issue 26): the account's signed-in sessions as My Account lists
 * them. A session is one login (its tokens and their refreshes); it is named by the device
 * and browser of its user agent. Pure: the user agent comes in as a string.
 */

export interface DeviceName {
  /** "iPhone", "Android phone", "Windows computer", ... */
  readonly device: string;
  /** "Chrome", "Firefox", "Safari", "Edge", ... */
  readonly browser: string;
}

const DEVICES: readonly [RegExp, string][] = [
  [/iPad/i, "iPad"],
  [/iPhone|iPod/i, "iPhone"],
  [/Android.*Mobile/i, "Android phone"],
  [/Android/i, "Android tablet"],
  [/CrOS/i, "Chromebook"],
  [/Windows/i, "Windows computer"],
  [/Macintosh|Mac OS X/i, "Mac"],
  [/SMART-TV|SmartTV|Tizen|Web0S|webOS/i, "Smart TV"],
  [/Linux/i, "Linux computer"],
];

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const UNKNOWN: DeviceName = { device: "Unknown device", browser: "Unknown browser" };

/** The device and browser a user agent names ("Unknown ..." for what it does not say). */
export const describeDevice = (userAgent: string | null | undefined): DeviceName => {
  if (typeof userAgent !== "string" || userAgent.trim() === "") return UNKNOWN;
  const device = DEVICES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? UNKNOWN.device;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? UNKNOWN.browser;
  return { device, browser };
};

/** The longest user agent kept for a session (a longer one is cut). */
export const SESSION_USER_AGENT_MAX_LENGTH = 300;

/** How often a session's "last seen" is written again while it is used (ms). */
export const SESSION_LAST_SEEN_STEP_MS = 60_000;

/** Not worded by the spec: what ending the other sessions did. */
export const endedOthersMessage = (ended: number): string =>
  ended === 0
    ? "No other device was signed in."
    : ended === 1
      ? "Signed out of 1 other device."
      : `Signed out of ${ended} other devices.`;

/** Not worded by the spec: a session that could not be ended (it ended already, or offline). */
export const SESSION_END_FAILED = "That device could not be signed out. Please try again.";
/** Not worded by the spec: the list could not be loaded. */
export const SESSIONS_LOAD_FAILED = "Your signed-in devices could not be loaded.";
