/**
 * What the client tells the error-reporting service (spec 001 §1) of an error a viewer met:
 * where it came from, its message and the kind of page. A report carries no secret: every
 * address in the message is hidden (a media address holds its grant, core/playerError.ts),
 * the message is cut to REPORT_MESSAGE_MAX characters, and the page is its first path
 * segment only (a later one can be a slug, a reset token or an impersonation token).
 */
import { withoutAddresses } from "./playerError.ts";

/** The parts of the client that report. */
export const REPORT_SOURCES = ["player", "session", "search"] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

export const REPORT_MESSAGE_MAX = 500;

export interface ErrorReport {
  readonly source: ReportSource;
  readonly message: string;
  readonly page: string;
}

/** The page a report names: `/` or the path's first segment (`/film`, `/series`, `/es`). */
export const reportedPage = (pathname: string): string => {
  const first = pathname.split("/").find((segment) => segment !== "") ?? "";
  return `/${first}`;
};

export const errorReportOf = (
  source: ReportSource,
  message: string,
  pathname: string,
): ErrorReport => ({
  source,
  message: withoutAddresses(message).slice(0, REPORT_MESSAGE_MAX),
  page: reportedPage(pathname),
});
