/**
 * `/impersonate/{token}` (spec 000 §2, §6; 001 §2, §6, §9): `impersonation.start { token,
 * loggedIn }` -> the address is replaced at once (the token leaves the address bar and history) -> the
 * path's last segment becomes the bearer: the session logs in with it
 * (`session.loginWithToken`, 1200 s, no refresh token), a warning toast shows for 1200000 ms
 * -> `active` (the banner) -> after 1200000 ms the session ends -> `ended`. While active, its
 * end is remembered (never the token), so a page reload resumes it with `impersonation.resume
 * { endsAt }` for the time left. A viewer
 * already logged in is refused (`needsLogout`): the support person's own session is kept
 * apart. The token travels in the event and the session's event only (both under keys the
 * journal redacts), never in context.
 */
import { type AnyActorRef, assign, fromCallback, sendTo, setup } from "xstate";
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
import { IMPERSONATION_ID, SESSION_ID } from "./accountEffects.ts";
import type { NotifyParams } from "./notify.ts";
import { unprovided } from "./unprovided.ts";

export { IMPERSONATION_ID };

export interface ImpersonationContext {
  /**
   * When the last start or resume happened (epoch ms, its event's `at`): the machine keeps
   * no clock, so a replayed journal reaches the same states.
   */
  readonly clock: number;
  /** When the impersonation ends (epoch ms), while active. */
  readonly endsAt: number | null;
  readonly failure: string | null;
}

export type ImpersonationEvent =
  /**
   * `token`: the path's token (`impersonationToken(location.pathname)`; the journal redacts
   * the key); `loggedIn`: the session's state when the page opened.
   */
  | {
      readonly type: "impersonation.start";
      readonly token: string;
      readonly loggedIn: boolean;
      readonly at: number;
    }
  /** After a page reload: the remembered end of an impersonation that still runs, and when. */
  | { readonly type: "impersonation.resume"; readonly endsAt: number; readonly at: number }
  | { readonly type: "impersonation.stop" };

/**
 * Tells the machine when the session stops being logged in another way (the header's Log Out,
 * a rejected token): the impersonation is over then too.
 */
const sessionEnds = fromCallback(({ system, sendBack }) => {
  const session = system.get(SESSION_ID) as AnyActorRef | undefined;
  if (session === undefined) return;
  // Logged in once (the impersonation's own login may still be on its way), then not.
  let loggedIn = session.getSnapshot().matches("authenticated");
  const subscription = session.subscribe((snapshot: { matches(state: string): boolean }) => {
    const now = snapshot.matches("authenticated");
    if (loggedIn && !now) sendBack({ type: "impersonation.sessionEnded" });
    loggedIn = now;
  });
  return () => subscription.unsubscribe();
});

export const impersonationMachine = setup({
  types: {
    context: {} as ImpersonationContext,
    events: {} as ImpersonationEvent | { readonly type: "impersonation.sessionEnded" },
  },
  actors: { sessionEnds },
  actions: {
    notify: unprovided<NotifyParams>("notify"),
    /** history.replaceState to `/`: the token leaves the address bar and the history. */
    replaceUrl: unprovided("replaceUrl"),
    /** Keeps the end (epoch ms, not the token) for a reload of the page. */
    remember: unprovided<{ readonly endsAt: number }>("remember"),
    /** Forgets the kept end. */
    forget: unprovided("forget"),
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
  delays: {
    /** What is left of the 1200000 ms (all of it when it starts; less after a reload). */
    impersonationLifetime: ({ context }) =>
      Math.max(
        0,
        (context.endsAt ?? context.clock + IMPERSONATION_TOKEN_LIFETIME_MS) - context.clock,
      ),
  },
}).createMachine({
  id: "impersonation",
  context: { clock: 0, endsAt: null, failure: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "impersonation.resume": {
          target: "active",
          actions: assign({ endsAt: ({ event }) => event.endsAt, clock: ({ event }) => event.at }),
        },
        "impersonation.start": [
          {
            guard: { type: "hasToken" },
            target: "checkingSession",
            actions: ["replaceUrl", assign({ clock: ({ event }) => event.at })],
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
            assign({ endsAt: ({ context }) => impersonationEndsAt(context.clock) }),
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
      entry: {
        type: "remember",
        params: ({ context }) => ({ endsAt: context.endsAt ?? context.clock }),
      },
      invoke: { src: "sessionEnds" },
      after: { impersonationLifetime: { target: "ended", actions: "logOut" } },
      on: {
        "impersonation.stop": { target: "ended", actions: "logOut" },
        "impersonation.sessionEnded": { target: "ended" },
      },
    },
    ended: { entry: [assign({ endsAt: null }), "forget"] },
    needsLogout: {},
    invalid: {},
  },
});
export type ImpersonationMachine = typeof impersonationMachine;
