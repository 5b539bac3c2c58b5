/**
 * `/impersonate/{token}` (spec 000 §2, §6; 001 §2, §6, §9): `impersonation.start { token,
 * loggedIn }` -> the address is replaced at once (the token leaves the address bar and history) -> the
 * path's last segment becomes the bearer: the session logs in with it
 * (`session.loginWithToken`, 1200 s, no refresh token), a warning toast shows for 1200000 ms
 * -> `active` (the banner) -> after 1200000 ms the session ends -> `ended`. A viewer
 * already logged in is refused (`needsLogout`): the support person's own session is kept
 * apart. The token travels in the event and the session's event only (both under keys the
 * journal redacts), never in context.
 */
import { assign, sendTo, setup } from "xstate";
import {
  IMPERSONATION_TOKEN_LIFETIME_MS,
  TOAST_ERROR_MS,
  TOAST_IMPERSONATE_MS,
} from "../core/constants.ts";
import {
  IMPERSONATION_LINK_INVALID,
  IMPERSONATION_NEEDS_LOGOUT,
  IMPERSONATION_WARNING,
  impersonationEndsAt,
  impersonationToken,
  impersonationTokenResponse,
} from "../core/impersonation.ts";
import type { TokenResponse } from "../core/schema/auth.ts";
import { IMPERSONATION_ID, type NotifyParams, SESSION_ID } from "./accountEffects.ts";
import { unprovided } from "./unprovided.ts";

export { IMPERSONATION_ID };

export interface ImpersonationInput {
  /** Epoch milliseconds; the machine reads time only through it. */
  readonly now: () => number;
}

export interface ImpersonationContext extends ImpersonationInput {
  /** When the impersonation ends (epoch ms), while active. */
  readonly endsAt: number | null;
  readonly failure: string | null;
}

export type ImpersonationEvent =
  /**
   * `token`: the path's token (`impersonationToken(location.pathname)`; the journal redacts
   * the key); `loggedIn`: the session's state when the page opened.
   */
  | { readonly type: "impersonation.start"; readonly token: string; readonly loggedIn: boolean }
  | { readonly type: "impersonation.stop" };

export const impersonationMachine = setup({
  types: {
    input: {} as ImpersonationInput,
    context: {} as ImpersonationContext,
    events: {} as ImpersonationEvent,
  },
  actions: {
    notify: unprovided<NotifyParams>("notify"),
    /** history.replaceState to `/`: the token leaves the address bar and the history. */
    replaceUrl: unprovided("replaceUrl"),
    logInWithToken: sendTo(
      ({ system }) => system.get(SESSION_ID),
      (_, token: TokenResponse) => ({ type: "session.loginWithToken" as const, token }),
    ),
    logOut: sendTo(({ system }) => system.get(SESSION_ID), { type: "session.logout" }),
  },
  guards: {
    hasToken: ({ event }) =>
      event.type === "impersonation.start" &&
      impersonationToken(`/impersonate/${event.token}`) === event.token,
    sessionIsAnonymous: ({ event }) => event.type === "impersonation.start" && !event.loggedIn,
  },
  delays: { impersonationLifetime: IMPERSONATION_TOKEN_LIFETIME_MS },
}).createMachine({
  id: "impersonation",
  context: ({ input }) => ({ ...input, endsAt: null, failure: null }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "impersonation.start": [
          {
            guard: { type: "hasToken" },
            target: "checkingSession",
            actions: "replaceUrl",
          },
          {
            target: "invalid",
            actions: [
              "replaceUrl",
              assign({ failure: IMPERSONATION_LINK_INVALID }),
              {
                type: "notify",
                params: {
                  type: "error",
                  message: IMPERSONATION_LINK_INVALID,
                  durationMs: TOAST_ERROR_MS,
                },
              },
            ],
          },
        ],
      },
    },
    checkingSession: {
      always: [
        {
          guard: "sessionIsAnonymous",
          target: "active",
          actions: [
            {
              type: "logInWithToken",
              params: ({ event }) => impersonationTokenResponse((event as { token: string }).token),
            },
            assign({ endsAt: ({ context }) => impersonationEndsAt(context.now()) }),
            {
              type: "notify",
              params: {
                type: "warning",
                message: IMPERSONATION_WARNING,
                durationMs: TOAST_IMPERSONATE_MS,
              },
            },
          ],
        },
        {
          target: "needsLogout",
          actions: [
            assign({ failure: IMPERSONATION_NEEDS_LOGOUT }),
            {
              type: "notify",
              params: {
                type: "error",
                message: IMPERSONATION_NEEDS_LOGOUT,
                durationMs: TOAST_ERROR_MS,
              },
            },
          ],
        },
      ],
    },
    /** Acting as the user: the banner shows. */
    active: {
      after: { impersonationLifetime: { target: "ended", actions: "logOut" } },
      on: { "impersonation.stop": { target: "ended", actions: "logOut" } },
    },
    ended: { entry: assign({ endsAt: null }) },
    needsLogout: {},
    invalid: {},
  },
});
export type ImpersonationMachine = typeof impersonationMachine;
