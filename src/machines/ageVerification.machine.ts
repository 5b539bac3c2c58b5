/**
 * Age verification by session (spec 000 §2 "Age verification guard"; spec 001 §4, §5, §7).
 *
 * The guard, run on every `navigation.changed { pathname, isLoggedIn }`:
 * - `idle` until the first navigation (or straight to `deciding` when the input names the
 *   first navigation: the first snapshot is then already decided);
 * - `deciding` (transient): steps 1-5 in order, through core `decideGuard`:
 *   logged-in on /age-verification -> `redirecting` with `redirect { to: "/" }`;
 *   logged-in elsewhere, exempt path, or location not requiring verification -> `passed`;
 *   with a session id -> `checking.status`; without -> `checking.creatingSession`;
 * - `checking.status` (actor `fetchSessionStatus`): success -> `setVerifiedCookie`,
 *   `passed`; `success: false` -> `unverified`; a thrown call -> `removeSessionIdCookie`,
 *   then `checking.recovering` (actor `createUserSession`, then `setSessionIdCookie`);
 * - `checking.creatingSession` (actor `createUserSession`, then `setSessionIdCookie`);
 *   a failed fetch still goes on to `unverified`;
 * - `unverified` (transient): `redirect { to: "/age-verification" }` -> `redirecting`,
 *   or `awaitingVerification` when already on that page (never redirects to itself).
 * A new navigation restarts the guard and cancels any call in flight.
 *
 * The /age-verification page's own flow is a feature actor of its own
 * (ageVerificationPage.machine.ts), spawned while the page is on screen; a session it
 * creates is announced with `ageVerification.sessionCreated`.
 *
 * The `redirect { to }` action emits `{ type: "redirect", to }` by default; the app may
 * listen with `actor.on("redirect", ...)` or provide its own `redirect` action.
 */
import { assign, emit, setup } from "xstate";
import {
  AGE_VERIFICATION_PATH,
  type AgeVerificationRules,
  decideGuard,
  HOME_PATH,
  isValidSessionId,
  parseSessionIdCookie,
  requiresAgeVerification,
  verificationRedirect,
} from "../core/ageVerification.ts";
import type { VisitorLocation } from "../core/ports.ts";
import type { AgeVerificationSession } from "../core/schema/ageVerification.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export interface AgeVerificationBackground {
  readonly desktop: string | null;
  readonly mobile: string | null;
}

export interface AgeVerificationInput {
  readonly location: VisitorLocation;
  /** Settings requires_age_verification_countries / _us_states (core `firstVisitSettings`). */
  readonly rules: AgeVerificationRules;
  /** The raw session_id cookie; malformed or tampered values are treated as absent. */
  readonly sessionIdCookie: string | null | undefined;
  /** Settings age-verification-background-desktop / -mobile. */
  readonly background: AgeVerificationBackground;
  /**
   * The page's first navigation, when known at construction (the first render's input):
   * the guard decides for it in the first snapshot, so the server's render and the
   * browser's first render agree; a check that needs the API starts with the actor.
   */
  readonly firstNavigation?: { readonly pathname: string; readonly isLoggedIn: boolean };
}

export interface AgeVerificationContext {
  readonly location: VisitorLocation;
  readonly rules: AgeVerificationRules;
  readonly sessionId: string | null;
  readonly background: AgeVerificationBackground;
  /** The last navigation seen. */
  readonly pathname: string;
  readonly isLoggedIn: boolean;
  /** Where the guard last redirected to (null: it has not). */
  readonly redirectedTo: string | null;
  /** The page the visitor was sent away from to verify (where to come back), if any. */
  readonly returnPath: string | null;
}

export type AgeVerificationEvent =
  | {
      readonly type: "navigation.changed";
      readonly pathname: string;
      readonly isLoggedIn: boolean;
    }
  /** The verification page created a user session (and stored its cookie). */
  | { readonly type: "ageVerification.sessionCreated"; readonly sessionId: string };

export type AgeVerificationEmitted = { readonly type: "redirect"; readonly to: string };

const ageVerificationSetup = setup({
  types: {
    input: {} as AgeVerificationInput,
    context: {} as AgeVerificationContext,
    events: {} as AgeVerificationEvent,
    emitted: {} as AgeVerificationEmitted,
  },
  actions: {
    /** Navigate (replace) to `to`. Default: emit `{ type: "redirect", to }`. */
    redirect: emit<
      AgeVerificationContext,
      AgeVerificationEvent,
      { readonly to: string },
      AgeVerificationEvent,
      AgeVerificationEmitted
    >((_, params) => ({ type: "redirect", to: params.to })),
    /** Write session_id = sessionId (604800 s, path /, lax, not secure-only). */
    setSessionIdCookie: unprovided<{ readonly sessionId: string }>("setSessionIdCookie"),
    /** Write session_id_verified = "true". */
    setVerifiedCookie: unprovided("setVerifiedCookie"),
    /** Remove session_id. */
    removeSessionIdCookie: unprovided("removeSessionIdCookie"),
    recordNavigation: assign(({ event }) =>
      event.type === "navigation.changed"
        ? { pathname: event.pathname, isLoggedIn: event.isLoggedIn, redirectedTo: null }
        : {},
    ),
  },
  actors: {
    /** GET /age-verification/session/{id}: the success flag. */
    fetchSessionStatus: unprovidedActor<boolean, { readonly sessionId: string }>(
      "fetchSessionStatus",
    ),
    /** POST /age-verification/session { country_code }: a new user session. */
    createUserSession: unprovidedActor<
      AgeVerificationSession,
      { readonly countryCode: string | null }
    >("createUserSession"),
  },
  guards: {
    hasFirstNavigation: ({ context }) => context.pathname !== "",
    isLoggedInOnVerificationPage: ({ context }) => guardDecision(context).kind === "redirect",
    mayPass: ({ context }) => guardDecision(context).kind === "pass",
    hasSessionToCheck: ({ context }) => guardDecision(context).kind === "checkSession",
    isOnVerificationPage: ({ context }) => verificationRedirect(context.pathname) === null,
    isSessionVerified: (_, params: { readonly success: boolean }) => params.success,
    isValidSessionId: (_, params: { readonly sessionId: string }) =>
      isValidSessionId(params.sessionId),
  },
});

/** Redirect (the `redirect` action) and remember where to. */
const redirectTo = (to: string) => [
  ageVerificationSetup.assign(({ context }) => ({
    redirectedTo: to,
    returnPath: to === AGE_VERIFICATION_PATH ? context.pathname : context.returnPath,
  })),
  { type: "redirect" as const, params: { to } },
];

/**
 * A state that fetches a new user session (`createUserSession`), keeps a valid session id
 * in context and in the session_id cookie, and goes on to `next` whatever happens.
 */
const creatingSessionState = (next: string) =>
  ageVerificationSetup.createStateConfig({
    invoke: {
      src: "createUserSession",
      input: ({ context }) => ({ countryCode: context.location.country }),
      onDone: [
        {
          guard: {
            type: "isValidSessionId",
            params: ({ event }) => ({ sessionId: event.output.session_id }),
          },
          target: next,
          actions: [
            assign({ sessionId: ({ event }) => event.output.session_id }),
            {
              type: "setSessionIdCookie",
              params: ({ event }) => ({ sessionId: event.output.session_id }),
            },
          ],
        },
        { target: next },
      ],
      onError: { target: next },
    },
  });

export const ageVerificationMachine = ageVerificationSetup.createMachine({
  id: "ageVerification",
  context: ({ input }) => ({
    location: input.location,
    rules: input.rules,
    sessionId: parseSessionIdCookie(input.sessionIdCookie),
    background: input.background,
    pathname: input.firstNavigation?.pathname ?? "",
    isLoggedIn: input.firstNavigation?.isLoggedIn ?? false,
    redirectedTo: null,
    returnPath: null,
  }),
  initial: "idle",
  on: {
    "navigation.changed": { target: ".deciding", actions: "recordNavigation" },
    "ageVerification.sessionCreated": {
      actions: assign({ sessionId: ({ event }) => event.sessionId }),
    },
  },
  states: {
    idle: { always: { guard: "hasFirstNavigation", target: "deciding" } },
    deciding: {
      always: [
        {
          guard: "isLoggedInOnVerificationPage",
          target: "redirecting",
          actions: redirectTo(HOME_PATH),
        },
        { guard: "mayPass", target: "passed" },
        { guard: "hasSessionToCheck", target: "checking.status" },
        { target: "checking.creatingSession" },
      ],
    },
    checking: {
      initial: "status",
      states: {
        status: {
          invoke: {
            src: "fetchSessionStatus",
            input: ({ context }) => ({ sessionId: context.sessionId ?? "" }),
            onDone: [
              {
                guard: {
                  type: "isSessionVerified",
                  params: ({ event }) => ({ success: event.output === true }),
                },
                target: "#ageVerification.passed",
                actions: "setVerifiedCookie",
              },
              { target: "#ageVerification.unverified" },
            ],
            onError: {
              target: "recovering",
              actions: ["removeSessionIdCookie", assign({ sessionId: null })],
            },
          },
        },
        recovering: creatingSessionState("#ageVerification.unverified"),
        creatingSession: creatingSessionState("#ageVerification.unverified"),
      },
    },
    unverified: {
      always: [
        { guard: "isOnVerificationPage", target: "awaitingVerification" },
        {
          target: "redirecting",
          actions: redirectTo(AGE_VERIFICATION_PATH),
        },
      ],
    },
    /** The visitor may see the page. */
    passed: {},
    /** A redirect was asked for; the next navigation runs the guard again. */
    redirecting: {},
    /** On /age-verification and not verified: the page's own flow takes over. */
    awaitingVerification: {},
  },
});

/** Guard steps 1-5 for the current context (core `decideGuard`). */
function guardDecision(context: AgeVerificationContext) {
  return decideGuard({
    pathname: context.pathname,
    isLoggedIn: context.isLoggedIn,
    verificationRequired: requiresAgeVerification(context.location, context.rules),
    hasSessionId: context.sessionId !== null,
  });
}

export type AgeVerificationMachine = typeof ageVerificationMachine;
