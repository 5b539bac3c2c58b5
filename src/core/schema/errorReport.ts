import { Schema } from "effect";
import { REPORT_MESSAGE_MAX, REPORT_SOURCES } from "../errorReport.ts";

/** An error report as the collector accepts it (core/errorReport.ts builds them). */
export const ErrorReportInput = Schema.Struct({
  source: Schema.Literals(REPORT_SOURCES),
  message: Schema.String.check(Schema.isMaxLength(REPORT_MESSAGE_MAX)),
  page: Schema.String.check(Schema.isMaxLength(200), Schema.isPattern(/^\/[^/]*$/)),
});
