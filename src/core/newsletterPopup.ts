/**
 * When the newsletter popup may show (spec 000 §2 "Modals", §4 "Newsletter popup", §9): the
 * `newsletter_close` cookie's record of past displays, the limits (3 displays, more than a
 * day apart), the routes it never shows on, and who sees it. The flow over time is
 * `machines/newsletterPopup.machine.ts`.
 */
import { NEWSLETTER_MAX_DISPLAYS, NEWSLETTER_MIN_INTERVAL_MS } from "./constants.ts";
import { type LeadPosition, leadPositionOf } from "./leadForm.ts";

/** What the `newsletter_close` cookie remembers. */
export type NewsletterRecord =
  /** Never displayed (no cookie, or an unreadable one). */
  | { readonly kind: "none" }
  /** Displayed `displayed` times, the last at `displayTime` (epoch ms). */
  | { readonly kind: "displayed"; readonly displayed: number; readonly displayTime: number }
  /** The viewer subscribed: the cookie is `true`, the popup never shows again. */
  | { readonly kind: "subscribed" };

export const NO_RECORD: NewsletterRecord = { kind: "none" };
export const SUBSCRIBED: NewsletterRecord = { kind: "subscribed" };

/** The cookie value once subscribed. */
export const SUBSCRIBED_COOKIE_VALUE = "true";

/** Longest cookie value read; anything longer is tampering and reads as no record. */
const MAX_COOKIE_CHARS = 256;

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;
const isTime = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

/**
 * The cookie as read: `true`, or `{"displayed":n,"displayTime":ms}`. Anything else (absent,
 * bad JSON, wrong shape, huge) is no record. Never throws.
 */
export const parseNewsletterClose = (raw: string | null | undefined): NewsletterRecord => {
  if (typeof raw !== "string" || raw.length > MAX_COOKIE_CHARS) return NO_RECORD;
  if (raw.trim() === SUBSCRIBED_COOKIE_VALUE) return SUBSCRIBED;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return NO_RECORD;
  }
  if (json === true) return SUBSCRIBED;
  if (typeof json !== "object" || json === null) return NO_RECORD;
  const { displayed, displayTime } = json as Record<string, unknown>;
  return isCount(displayed) && isTime(displayTime)
    ? { kind: "displayed", displayed, displayTime }
    : NO_RECORD;
};

/** The cookie value of a record (`none` has no cookie: null). */
export const serializeNewsletterClose = (record: NewsletterRecord): string | null => {
  switch (record.kind) {
    case "none":
      return null;
    case "subscribed":
      return SUBSCRIBED_COOKIE_VALUE;
    case "displayed":
      return JSON.stringify({ displayed: record.displayed, displayTime: record.displayTime });
  }
};

/** The record after one more display at `now`; a subscribed record stays subscribed. */
export const afterDisplay = (record: NewsletterRecord, now: number): NewsletterRecord =>
  record.kind === "subscribed"
    ? record
    : {
        kind: "displayed",
        displayed: (record.kind === "displayed" ? record.displayed : 0) + 1,
        displayTime: now,
      };

/**
 * Whether the record allows one more display at `now`: never displayed, or displayed fewer
 * than 3 times and more than a day ago (a clock behind the last display is not a day later).
 */
export const recordAllowsDisplay = (record: NewsletterRecord, now: number): boolean => {
  switch (record.kind) {
    case "none":
      return true;
    case "subscribed":
      return false;
    case "displayed":
      return (
        record.displayed < NEWSLETTER_MAX_DISPLAYS &&
        now - record.displayTime > NEWSLETTER_MIN_INTERVAL_MS
      );
  }
};

/** The page the lead popup and modal never show on (spec 000 §2). */
export const AGE_VERIFICATION_PATH = "/age-verification";

/**
 * The path as written and, when its first segment looks like a locale (`/es/login`), the path
 * without it: a path is excluded when either form is (over-excluding only hides a popup).
 */
const pathForms = (pathname: string): readonly string[] => {
  const path = pathname.replace(/\/+$/, "") || "/";
  const match = /^\/[a-z]{2}(?:-[A-Za-z]{2})?(\/.+)$/.exec(path);
  return match?.[1] ? [path, match[1]] : [path];
};

const normalizeExclude = (exclude: string): string =>
  `/${exclude.trim().replace(/^\/+/, "")}`.replace(/\/+$/, "") || "/";

/**
 * Whether a path is one the popup never shows on: /age-verification, or a path of the
 * configuration's `excludes` (the path itself and everything under it; `/` excludes only
 * the home page), with or without a locale prefix.
 */
export const isExcludedPath = (pathname: string, excludes: readonly string[]): boolean => {
  const paths = pathForms(pathname);
  return [AGE_VERIFICATION_PATH, ...excludes].some((raw) => {
    const exclude = normalizeExclude(raw);
    return paths.some((path) =>
      exclude === "/" ? path === "/" : path === exclude || path.startsWith(`${exclude}/`),
    );
  });
};

/** Everything the popup's eligibility depends on at one moment. */
export interface PopupSituation {
  readonly record: NewsletterRecord;
  readonly now: number;
  readonly pathname: string;
  readonly excludes: readonly string[];
  /** Only logged-out viewers see the popup. */
  readonly isGuest: boolean;
  /** A navigation dropdown is open: the popup waits. */
  readonly dropdownOpen: boolean;
}

/** Whether the popup may count down on this page: a guest, within the limits, a page it shows on. */
export const mayAwaitPopup = (s: PopupSituation): boolean =>
  s.isGuest && recordAllowsDisplay(s.record, s.now) && !isExcludedPath(s.pathname, s.excludes);

/** Whether the popup may show now (after the delay, or on the mouse leaving the page). */
export const mayShowPopup = (s: PopupSituation): boolean => mayAwaitPopup(s) && !s.dropdownOpen;

/**
 * The lead modal `?newsletter` opens (spec 000 §2): its lead position (`lead_position`,
 * pop_up by default), or null when it does not open: no `newsletter` in the query, a
 * member, or /age-verification.
 */
export const leadModalPosition = (
  query: { readonly newsletter?: unknown; readonly lead_position?: unknown },
  pathname: string,
  isGuest: boolean,
): LeadPosition | null =>
  isGuest && query.newsletter !== undefined && !isExcludedPath(pathname, [])
    ? leadPositionOf(query.lead_position)
    : null;
