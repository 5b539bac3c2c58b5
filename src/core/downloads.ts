/**
 * Downloads (spec 000 §6, 001 §6, §8, §9): trial users cannot download; full members
 * (Premium, and CrossSelling subscribers) may download up to 10 films per calendar month;
 * guests must log in and registered members without a subscription must upgrade.
 */
import { DOWNLOADS_PER_MONTH } from "./constants.ts";
import type { UserType } from "./userType.ts";

export type DownloadDecision =
  | "allowed"
  | "trial"
  | "limit-reached"
  | "needs-login"
  | "needs-premium";

/** The calendar month (UTC) of an instant, as `year * 12 + month`: equal within a month. */
export const calendarMonthOf = (epochMs: number): number => {
  const date = new Date(epochMs);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
};

/** The first instant (epoch ms, UTC) of the calendar month of an instant. */
export const calendarMonthStart = (epochMs: number): number => {
  const date = new Date(epochMs);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
};

/** The first instant of the next calendar month: when the monthly count starts again. */
export const nextCalendarMonthStart = (epochMs: number): number => {
  const date = new Date(epochMs);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
};

/** How many of the viewer's downloads (epoch ms) fall in the calendar month of `nowMs`. */
export const downloadsThisMonth = (downloadTimes: readonly number[], nowMs: number): number => {
  const month = calendarMonthOf(nowMs);
  return downloadTimes.filter((at) => calendarMonthOf(at) === month).length;
};

/** Whether a viewer may start a download now, given their downloads so far (epoch ms). */
export const downloadDecision = (
  userType: UserType,
  downloadTimes: readonly number[],
  nowMs: number,
): DownloadDecision => {
  switch (userType) {
    case "Guest":
      return "needs-login";
    case "Trial":
      return "trial";
    case "Registered":
      return "needs-premium";
    case "Premium":
    case "CrossSelling":
      return downloadsThisMonth(downloadTimes, nowMs) >= DOWNLOADS_PER_MONTH
        ? "limit-reached"
        : "allowed";
  }
};
