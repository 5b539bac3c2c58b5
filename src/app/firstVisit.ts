/**
 * The first-visit machines (consent, age restriction, age verification) provided with the
 * real adapters, and their inputs read from the settings, the visitor's location and the
 * cookies (spec 000 §1, §2, §4; spec 001 §4, §7, §9).
 */
import { fromPromise, type InputFrom } from "xstate";
import type { AbTesting } from "../adapters/abTesting.ts";
import type { Analytics } from "../adapters/analytics.ts";
import {
  AGE_RESTRICTION_ACCEPTED_VALUE,
  isAgeRestrictionAccepted,
  parseSessionIdCookie,
  requiresAgeVerification,
  SESSION_VERIFIED_COOKIE_VALUE,
} from "../core/ageVerification.ts";
import {
  isConsentAsked,
  offersRejectAll,
  parseConsentCookie,
  serializeConsent,
} from "../core/consent.ts";
import { COOKIES } from "../core/cookies.ts";
import type { CookiePort, FirstVisitApi } from "../core/ports.ts";
import type { FirstVisitSettings } from "../core/settings.ts";
import type { StartInput } from "../core/startInput.ts";
import { isBot } from "../core/visitor.ts";
import { ageRestrictionMachine } from "../machines/ageRestriction.machine.ts";
import { ageVerificationMachine } from "../machines/ageVerification.machine.ts";
import { consentMachine } from "../machines/consent.machine.ts";

export interface FirstVisitDeps {
  readonly settings: FirstVisitSettings;
  /** The first render's input: location, user agent, the cookies read, the first path. */
  readonly start: StartInput;
  /** Where the flows write their cookies (the browser's; the server's writes nothing). */
  readonly cookies: CookiePort;
  readonly api: FirstVisitApi;
  readonly analytics: Analytics;
  readonly abTesting: AbTesting;
  /** The visitor chose to leave from the age modal. */
  readonly leaveSite: () => void;
  readonly log: (message: string, detail?: unknown) => void;
}

export interface FirstVisitChildren {
  readonly actors: {
    readonly consent: typeof consentMachine;
    readonly ageRestriction: typeof ageRestrictionMachine;
    readonly ageVerification: typeof ageVerificationMachine;
  };
  readonly input: {
    readonly consent: InputFrom<typeof consentMachine>;
    readonly ageRestriction: InputFrom<typeof ageRestrictionMachine>;
    readonly ageVerification: InputFrom<typeof ageVerificationMachine>;
  };
}

/**
 * The machines' inputs from the first render's input: the same on the server and in the
 * browser, so their first snapshots (computed at construction, eventless transitions
 * included) are the same too. The age-verification guard decides for the first path at
 * once; a check it must ask the API for runs when the system starts (in the browser).
 */
export function firstVisitInput(
  settings: FirstVisitSettings,
  start: StartInput,
): FirstVisitChildren["input"] {
  const { location, cookies } = start;
  const countryCheck = { country: location.country, isBot: isBot(start.userAgent) };
  const rules = {
    countries: settings.ageVerificationCountries,
    usStates: settings.ageVerificationUsStates,
  };
  return {
    consent: {
      askConsent: isConsentAsked({
        ...countryCheck,
        enabled: settings.consentEnabled,
        countries: settings.consentCountries,
      }),
      storedConsent: parseConsentCookie(cookies.consent),
      country: location.country,
      visitorId: start.visitorId,
      offerRejectAll: offersRejectAll({
        ...countryCheck,
        countries: settings.rejectCookiesCountries,
      }),
    },
    ageRestriction: {
      enabled: settings.ageRestrictionEnabled,
      accepted: isAgeRestrictionAccepted(cookies.ageRestriction),
      verificationRequired: requiresAgeVerification(location, rules),
    },
    ageVerification: {
      location,
      rules,
      sessionIdCookie: parseSessionIdCookie(cookies.sessionId),
      background: settings.ageVerificationBackground,
      firstNavigation: {
        pathname: start.pathname,
        isLoggedIn: start.restoredTokenExpiresAt !== null,
      },
    },
  };
}

export function firstVisitChildren(deps: FirstVisitDeps): FirstVisitChildren {
  const { cookies, api } = deps;

  const consent = consentMachine.provide({
    actions: {
      pushConsentDefaults: () => deps.analytics.pushConsentDefaults(),
      persistConsent: (_, params) => {
        cookies.set(COOKIES.consent, serializeConsent(params.consent));
        cookies.set(COOKIES.consentVisitorId, params.visitorId);
      },
      clearRefusedCookies: (_, params) => {
        for (const spec of params.cookies) cookies.remove(spec);
      },
      pushConsentEvent: (_, params) => deps.analytics.pushConsentEvent(params.category),
      startAbTesting: () => deps.abTesting.start(),
      logConsentPostFailure: (_, params) =>
        deps.log("Unable to save the cookie consent", params.error),
    },
    actors: {
      postConsent: fromPromise(({ input }) => api.postConsent(input)),
    },
  });

  const ageRestriction = ageRestrictionMachine.provide({
    actions: {
      persistAgeRestriction: () =>
        cookies.set(COOKIES.ageRestriction, AGE_RESTRICTION_ACCEPTED_VALUE),
      leaveSite: () => deps.leaveSite(),
    },
  });

  const ageVerification = ageVerificationMachine.provide({
    actions: {
      setSessionIdCookie: (_, params) => cookies.set(COOKIES.sessionId, params.sessionId),
      setVerifiedCookie: () =>
        cookies.set(COOKIES.sessionIdVerified, SESSION_VERIFIED_COOKIE_VALUE),
      removeSessionIdCookie: () => cookies.remove(COOKIES.sessionId),
    },
    actors: {
      fetchSessionStatus: fromPromise(({ input }) => api.ageVerificationStatus(input.sessionId)),
      createUserSession: fromPromise(({ input }) =>
        api.createAgeVerificationSession(input.countryCode),
      ),
    },
  });

  return {
    actors: { consent, ageRestriction, ageVerification },
    input: firstVisitInput(deps.settings, deps.start),
  };
}
