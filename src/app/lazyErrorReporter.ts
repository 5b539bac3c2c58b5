/**
 * The error reporter (adapters/errorReporting.ts), loaded with the first report rather than
 * with the page: most pages never report, and the first load of `/` has a budget (issue 24).
 * One reporter serves the page, so its per-page limit holds; a failed load is tried again at
 * the next report.
 */
import type { ReportError } from "../adapters/errorReporting.ts";

export function lazyErrorReporter(options: {
  readonly url: string | null;
  readonly pathname: () => string;
  readonly send: (url: string, init: RequestInit) => Promise<unknown>;
}): ReportError {
  let reporter: Promise<ReportError> | null = null;
  return (source, message) => {
    if (options.url === null) return;
    reporter ??= import("../adapters/errorReporting.ts").then(({ createErrorReporter }) =>
      createErrorReporter(options),
    );
    reporter.then(
      (report) => report(source, message),
      () => {
        reporter = null;
      },
    );
  };
}
