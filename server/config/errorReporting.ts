/**
 * Where browsers send their error reports (spec 001 §1 names an error-reporting service among
 * the supporting services): `CINEMA_ERROR_REPORTING_URL` (an http(s) URL, or a path of this
 * site); unset, the demo's local collector (`/dev/errors`) and, in production, nowhere.
 */
import type { ServerMode } from "./mode.ts";

export const ERROR_COLLECTOR_PATH = "/dev/errors";

type Env = Readonly<Record<string, string | undefined>>;

export function errorReportingUrlFromEnv(mode: ServerMode, env: Env = process.env): string | null {
  const configured = env.CINEMA_ERROR_REPORTING_URL?.trim();
  if (configured) {
    if (configured.startsWith("/") && !configured.startsWith("//")) return configured;
    const url = URL.canParse(configured) ? new URL(configured) : null;
    if (url === null || (url.protocol !== "https:" && url.protocol !== "http:"))
      throw new Error("CINEMA_ERROR_REPORTING_URL must be an http(s) URL or a path of the site");
    return url.href;
  }
  return mode === "production" ? null : ERROR_COLLECTOR_PATH;
}

/** The origin a report goes to, for the page's connect-src, when it is another site's. */
export const reportingOrigin = (url: string | null): string | null =>
  url !== null && URL.canParse(url) ? new URL(url).origin : null;
