/**
 * Issue 24, step 1: the machines' first snapshot comes from the first render's input
 * (core/startInput.ts), at construction, before anything starts: the server renders from it
 * without starting the system, and the browser's first render must be the same.
 */
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { firstVisitChildren, firstVisitInput } from "../../src/app/firstVisit.ts";
import { createServerAppSystem } from "../../src/app/system.ts";
import type { User } from "../../src/core/schema/index.ts";
import { firstVisitSettings } from "../../src/core/settings.ts";
import type { StartInput } from "../../src/core/startInput.ts";
import {
  ageRestrictionOf,
  ageVerificationOf,
  consentOf,
  sessionOf,
} from "../../src/machines/app.machine.ts";
import { selectMayRenderContent } from "../../src/ui/ageVerification.view.ts";
import { selectUserType } from "../../src/ui/session.view.ts";
import { quietFirstVisit } from "../fixtures/firstVisit.ts";
import { NOW, premiumUser, sessionHarness, startAppSystem } from "../fixtures/session.ts";

const guestOnMovies: StartInput = {
  pathname: "/movies",
  serverDate: NOW,
  location: { country: "GB", usState: null },
  userAgent: "Mozilla/5.0",
  cookies: { ageRestriction: "true" },
  visitorId: "visitor-1",
  restoredTokenExpiresAt: null,
};

const settings = firstVisitSettings([
  { key: "consent-enabled", value: true },
  { key: "consent-countries", value: ["GB"] },
  { key: "age-restriction-enabled", value: true },
  { key: "requires_age_verification_countries", value: ["FR"] },
]);

/** The app system built from `start`, never started (as the server renders it). */
function systemFrom(start: StartInput) {
  const fakes = quietFirstVisit();
  const gateCalls: string[] = [];
  const firstVisit = firstVisitChildren({
    settings,
    start,
    cookies: fakes.cookies.port,
    api: {
      postConsent: async () => {},
      createAgeVerificationSession: async () => {
        gateCalls.push("createAgeVerificationSession");
        return { session_id: "s-1" };
      },
      ageVerificationStatus: async () => {
        gateCalls.push("ageVerificationStatus");
        return true;
      },
      verificationUrl: async () => "/verify",
    },
    analytics: { pushConsentDefaults: () => {}, pushConsentEvent: () => {}, push: () => {} },
    abTesting: { start: () => {}, started: () => false },
    leaveSite: () => {},
    log: () => {},
  });
  const { app, calls } = startAppSystem({
    firstVisit,
    deferStart: true,
    restored:
      start.restoredTokenExpiresAt === null
        ? null
        : {
            access_token: "t",
            token_type: "Bearer",
            expires_in: 3600,
            expires_at: start.restoredTokenExpiresAt,
          },
  });
  return { app, calls, gateCalls };
}

/** The server's system from `start`: the process's unprovided logic, the request's input. */
function serverSystemFrom(start: StartInput, restoredUser: User | null = null) {
  return createServerAppSystem({
    firstVisit: firstVisitInput(settings, start),
    restoredTokenExpiresAt: start.restoredTokenExpiresAt,
    restoredUser,
    clientTokenExpiresAt: null,
    online: true,
    startedAt: NOW,
  });
}

/** What the first render reads from each machine. */
function firstRender(start: StartInput, system = systemFrom(start).app.system) {
  return {
    session: sessionOf(system).getSnapshot().value,
    userType: selectUserType(sessionOf(system).getSnapshot()),
    consent: consentOf(system).getSnapshot().value,
    ageRestriction: ageRestrictionOf(system).getSnapshot().value,
    ageVerification: ageVerificationOf(system).getSnapshot().value,
    mayRenderContent: selectMayRenderContent(ageVerificationOf(system).getSnapshot()),
  };
}

describe("the machines' first snapshot from the first render's input", () => {
  it("the server's system (no effect provided, one logic per process) starts where the browser's does", () => {
    const starts: StartInput[] = [
      guestOnMovies,
      { ...guestOnMovies, cookies: {} },
      { ...guestOnMovies, location: { country: "FR", usState: null }, pathname: "/movies" },
      { ...guestOnMovies, restoredTokenExpiresAt: NOW + 3_600_000 },
    ];
    for (const start of starts) {
      expect(firstRender(start, serverSystemFrom(start).system)).toEqual(firstRender(start));
    }
  });

  it("two server systems built at once keep each request's own session", () => {
    const member = serverSystemFrom(
      { ...guestOnMovies, restoredTokenExpiresAt: NOW + 3_600_000 },
      premiumUser,
    );
    const guest = serverSystemFrom({ ...guestOnMovies, cookies: {} });
    expect(selectUserType(sessionOf(member.system).getSnapshot())).toBe("Premium");
    expect(selectUserType(sessionOf(guest.system).getSnapshot())).toBe("Guest");
    expect(ageRestrictionOf(member.system).getSnapshot().value).toBe("hidden");
    expect(ageRestrictionOf(guest.system).getSnapshot().value).toBe("showing");
  });

  it("a guest where no verification is asked: the page's content renders at once", () => {
    const first = firstRender(guestOnMovies);
    expect(first.ageVerification).toBe("passed");
    expect(first.mayRenderContent).toBe(true);
    expect(first.userType).toBe("Guest");
    expect(first.ageRestriction).toBe("hidden");
  });

  it("the consent bar and the age modal are decided from the cookies the request sent", () => {
    const asked = firstRender({ ...guestOnMovies, cookies: {} });
    expect(asked.ageRestriction).toBe("showing");
    expect(JSON.stringify(asked.consent)).toContain("unmanaged");
    const answered = firstRender({
      ...guestOnMovies,
      cookies: {
        ageRestriction: "true",
        consent: JSON.stringify({
          marketingConsent: true,
          analyticsConsent: true,
          preferencesConsent: true,
        }),
      },
    });
    expect(JSON.stringify(answered.consent)).toContain('"managed"');
  });

  it("a restored session is a member in the first snapshot", () => {
    const member = firstRender({ ...guestOnMovies, restoredTokenExpiresAt: NOW + 3_600_000 });
    expect(JSON.stringify(member.session)).toContain("authenticated");
    expect(member.userType).not.toBe("Guest");
  });

  it("a restored session whose user the server read is that user in the first snapshot, with no call", () => {
    const harness = sessionHarness();
    const session = createActor(harness.machine, {
      input: { restoredTokenExpiresAt: NOW + 3_600_000, restoredUser: premiumUser, startedAt: NOW },
    });
    const first = session.getSnapshot();
    expect(first.matches({ authenticated: "ready" })).toBe(true);
    expect(selectUserType(first)).toBe("Premium");
    // Without the user, it is loaded (the browser asks for it).
    const unknown = createActor(harness.machine, {
      input: { restoredTokenExpiresAt: NOW + 3_600_000, startedAt: NOW },
    }).getSnapshot();
    expect(unknown.matches({ authenticated: "loadingUser" })).toBe(true);
  });

  it("where verification is asked, the content waits, and no call is made before the start", () => {
    const { app, calls, gateCalls } = systemFrom({
      ...guestOnMovies,
      location: { country: "FR", usState: null },
    });
    const gate = ageVerificationOf(app.system).getSnapshot();
    expect(gate.matches("checking")).toBe(true);
    expect(selectMayRenderContent(gate)).toBe(false);
    expect(gateCalls).toEqual([]);
    expect(calls.clientToken).toBe(0);
    app.start();
    expect(gateCalls).toEqual(["createAgeVerificationSession"]);
    app.stop();
  });

  it("two systems built from the same input (server, browser) have the same first snapshot", () => {
    const starts: StartInput[] = [
      guestOnMovies,
      { ...guestOnMovies, cookies: {} },
      { ...guestOnMovies, pathname: "/age-verification", restoredTokenExpiresAt: NOW + 60_000 },
      {
        ...guestOnMovies,
        location: { country: "FR", usState: null },
        cookies: { sessionId: "a".repeat(32) },
      },
    ];
    for (const start of starts) expect(firstRender(start)).toEqual(firstRender(start));
  });
});
