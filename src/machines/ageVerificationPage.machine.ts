/**
 * The /age-verification page's flow (spec 000 §2, 001 §7 "Age verification"), a feature
 * actor that lives while the page is on screen: `ageVerification.start` -> (a user session
 * is created first when there is none, its cookie written and announced to the guard) ->
 * actor `fetchVerificationUrl { sessionId, returnPath }` (returnPath: the page the guard
 * sent the visitor away from) -> action `openVerificationUrl { url }` -> `opened`; a
 * failure -> `failed` (start again allowed).
 */
import { assign, sendTo, setup } from "xstate";
import { isSafeVerificationUrl, isValidSessionId } from "../core/ageVerification.ts";
import type { AgeVerificationSession } from "../core/schema/ageVerification.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

/** The system id of the page actor (and of the guard it announces new sessions to). */
export const AGE_VERIFICATION_PAGE_ID = "ageVerificationPage";
const GUARD_ID = "ageVerification";

export interface AgeVerificationPageInput {
  /** The guard's session id, if it has one. */
  readonly sessionId: string | null;
  /** The page the guard sent the visitor away from. */
  readonly returnPath: string | null;
  readonly countryCode: string | null;
}

export interface AgeVerificationPageContext extends AgeVerificationPageInput {}

export type AgeVerificationPageEvent = { readonly type: "ageVerification.start" };

export const ageVerificationPageMachine = setup({
  types: {
    input: {} as AgeVerificationPageInput,
    context: {} as AgeVerificationPageContext,
    events: {} as AgeVerificationPageEvent,
  },
  actions: {
    /** Write session_id = sessionId (604800 s, path /, lax, not secure-only). */
    setSessionIdCookie: unprovided<{ readonly sessionId: string }>("setSessionIdCookie"),
    /** Send the browser to the verification service (location.assign). */
    openVerificationUrl: unprovided<{ readonly url: string }>("openVerificationUrl"),
    /** Tell the guard (when it runs) about the new session. */
    announceSession: sendTo(
      ({ system }) => system.get(GUARD_ID),
      (_, params: { readonly sessionId: string }) => ({
        type: "ageVerification.sessionCreated" as const,
        sessionId: params.sessionId,
      }),
    ),
  },
  actors: {
    /** POST /age-verification/session { country_code }: a new user session. */
    createUserSession: unprovidedActor<
      AgeVerificationSession,
      { readonly countryCode: string | null }
    >("createUserSession"),
    /** POST /age-verification/session/{id}/verification-url: where to verify. */
    fetchVerificationUrl: unprovidedActor<
      string,
      { readonly sessionId: string; readonly returnPath: string | null }
    >("fetchVerificationUrl"),
  },
  guards: {
    hasSessionId: ({ context }) => context.sessionId !== null,
    isSafeUrl: (_, params: { readonly url: string }) => isSafeVerificationUrl(params.url),
    isValidSessionId: (_, params: { readonly sessionId: string }) =>
      isValidSessionId(params.sessionId),
  },
}).createMachine({
  id: "ageVerificationPage",
  context: ({ input }) => ({ ...input }),
  initial: "idle",
  states: {
    idle: { on: { "ageVerification.start": "starting" } },
    starting: {
      always: [{ guard: "hasSessionId", target: "fetchingUrl" }, { target: "creatingSession" }],
    },
    creatingSession: {
      invoke: {
        src: "createUserSession",
        input: ({ context }) => ({ countryCode: context.countryCode }),
        onDone: [
          {
            guard: {
              type: "isValidSessionId",
              params: ({ event }) => ({ sessionId: event.output.session_id }),
            },
            target: "fetchingUrl",
            actions: [
              assign({ sessionId: ({ event }) => event.output.session_id }),
              {
                type: "setSessionIdCookie",
                params: ({ event }) => ({ sessionId: event.output.session_id }),
              },
              {
                type: "announceSession",
                params: ({ event }) => ({ sessionId: event.output.session_id }),
              },
            ],
          },
          { target: "failed" },
        ],
        onError: { target: "failed" },
      },
    },
    fetchingUrl: {
      invoke: {
        src: "fetchVerificationUrl",
        input: ({ context }) => ({
          sessionId: context.sessionId ?? "",
          returnPath: context.returnPath,
        }),
        onDone: [
          {
            guard: { type: "isSafeUrl", params: ({ event }) => ({ url: event.output }) },
            target: "opened",
            actions: {
              type: "openVerificationUrl",
              params: ({ event }) => ({ url: event.output }),
            },
          },
          { target: "failed" },
        ],
        onError: { target: "failed" },
      },
    },
    /** The browser is on its way to the verification service. */
    opened: { on: { "ageVerification.start": "starting" } },
    /** The URL could not be had; the visitor may try again. */
    failed: { on: { "ageVerification.start": "starting" } },
  },
});

export type AgeVerificationPageMachine = typeof ageVerificationPageMachine;
