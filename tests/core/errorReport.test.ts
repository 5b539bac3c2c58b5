import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errorReportOf, reportedPage } from "../../src/core/errorReport.ts";

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

describe("an error report (spec 001 §1 error-reporting service) carries no secret", () => {
  it("names the page by its first path segment only (P)", () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), (segments) => {
        const page = reportedPage(`/${segments.join("/")}`);
        expect(page).toBe(`/${segments[0] ?? ""}`);
        expect(page.split("/")).toHaveLength(2);
      }),
    );
  });

  it("never carries an impersonation token or a reset token from the address", () => {
    expect(reportedPage("/impersonate/eyJhbGciOi.secret.token")).toBe("/impersonate");
    expect(reportedPage("/recover-password/abc123token")).toBe("/recover-password");
    expect(reportedPage("/")).toBe("/");
  });

  it("hides every address in the message and keeps it to 500 characters (P)", () => {
    fc.assert(
      fc.property(fc.string(), segment, fc.string(), (before, grant, after) => {
        const message = `${before} https://cinema.test/media/s/${grant}/films/13/index.m3u8 /media/s/${grant}/x ${after}`;
        const report = errorReportOf("player", message, "/film/the-secret-bridge/watch/movie/13");
        expect(report.message).not.toContain(`/media/s/${grant}`);
        expect(report.message).not.toContain("https://");
        expect(report.message.length).toBeLessThanOrEqual(500);
        expect(report.page).toBe("/film");
        expect(report.source).toBe("player");
      }),
    );
  });
});
