/**
 * The error-reporting service's client (spec 001 §1): each report (core/errorReport.ts, no
 * secret in it) is POSTed as JSON to the configured address, kept alive across a page's
 * unload, at most REPORTS_PER_PAGE per page load (a failing player must not flood the
 * service). A report that cannot be sent is dropped: reporting never reports on itself.
 * With no address configured, reports go nowhere (the log still has them).
 */
import { type ErrorReport, errorReportOf, type ReportSource } from "../core/errorReport.ts";

const REPORTS_PER_PAGE = 20;

export type ReportError = (source: ReportSource, message: string) => void;

type Send = (url: string, init: RequestInit) => Promise<unknown>;

export function createErrorReporter(options: {
  readonly url: string | null;
  readonly pathname: () => string;
  readonly send: Send;
}): ReportError {
  let sent = 0;
  return (source, message) => {
    if (options.url === null || sent >= REPORTS_PER_PAGE) return;
    sent += 1;
    const report: ErrorReport = errorReportOf(source, message, options.pathname());
    options
      .send(options.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(report),
        keepalive: true,
        credentials: "omit",
      })
      .catch(() => undefined);
  };
}
