/**
 * `/dev/errors`: the demo's local error collector (spec 001 §1's error-reporting service,
 * where none is configured: server/config/errorReporting.ts). Browsers POST their reports
 * (validated: core/schema/errorReport.ts); the latest KEPT are held in memory and shown, as
 * JSON, to this machine only. A demo helper: mounted only outside production (server/app.ts).
 */
import { Hono } from "hono";
import { ErrorReportInput } from "../../src/core/schema/errorReport.ts";
import { ERROR_COLLECTOR_PATH } from "../config/errorReporting.ts";
import type { AppEnv } from "../context.ts";
import { readBody } from "../http/body.ts";
import { isLoopbackRequest } from "../http/loopback.ts";
import { decodeInput } from "../http/validate.ts";

const KEPT = 100;

interface CollectedReport {
  readonly source: string;
  readonly message: string;
  readonly page: string;
  readonly receivedAt: string;
}

export function devErrorRoutes(now: () => number) {
  const reports: CollectedReport[] = [];
  const app = new Hono<AppEnv>();
  app.post(ERROR_COLLECTOR_PATH, async (c) => {
    const report = decodeInput(ErrorReportInput, await readBody(c));
    reports.unshift({ ...report, receivedAt: new Date(now()).toISOString() });
    reports.length = Math.min(reports.length, KEPT);
    return c.body(null, 204);
  });
  app.get(ERROR_COLLECTOR_PATH, (c) => {
    const headers = { "Cache-Control": "no-store" };
    if (!isLoopbackRequest(c))
      return c.text("The error reports are shown only on this machine.", 403, headers);
    return c.json({ data: reports }, 200, headers);
  });
  return app;
}
