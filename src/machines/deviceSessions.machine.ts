/**
 * "Where am I signed in" on My Account (issue 26): `loading` (actor `fetchSessions`) ->
 * `ready` | `failed` (`sessions.retry`). In `ready`: `sessions.end { id }` -> `ending` (actor
 * `endSession`) -> the list again; `sessions.endOthers` -> `endingOthers` (actor
 * `endOtherSessions`; a toast says how many ended) -> the list again; `sessions.signOutHere`
 * ends this browser's session the usual way (`session.logout` to the session actor, which
 * calls /logout and clears the tokens). No token is held here: the effects read the vault.
 */
import { assign, enqueueActions, sendTo, setup } from "xstate";
import { TOAST_ERROR_MS, TOAST_SUCCESS_SHORT_MS } from "../core/constants.ts";
import {
  endedOthersMessage,
  SESSION_END_FAILED,
  SESSIONS_LOAD_FAILED,
} from "../core/deviceSessions.ts";
import type { DeviceSession } from "../core/schema/deviceSessions.ts";
import { SESSION_ID } from "./accountEffects.ts";
import type { NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export const DEVICE_SESSIONS_ID = "deviceSessions";

export type DeviceSessionsEvent =
  | { readonly type: "sessions.end"; readonly id: number }
  | { readonly type: "sessions.endOthers" }
  | { readonly type: "sessions.signOutHere" }
  | { readonly type: "sessions.retry" };

export interface DeviceSessionsContext {
  readonly sessions: readonly DeviceSession[];
  /** The session being ended, while it is. */
  readonly endingId: number | null;
  readonly failure: string | null;
}

export const deviceSessionsMachine = setup({
  types: {
    context: {} as DeviceSessionsContext,
    events: {} as DeviceSessionsEvent,
  },
  actions: {
    notify: unprovided<NotifyParams>("notify"),
    /** Ending a session failed: said on the panel and in a toast. */
    reportEndFailed: enqueueActions(({ enqueue }) => {
      enqueue.assign({ failure: SESSION_END_FAILED });
      enqueue({
        type: "notify",
        params: { type: "error", message: SESSION_END_FAILED, durationMs: TOAST_ERROR_MS },
      });
    }),
    logOut: sendTo(({ system }) => system.get(SESSION_ID), { type: "session.logout" }),
  },
  actors: {
    fetchSessions: unprovidedActor<readonly DeviceSession[]>("fetchSessions"),
    endSession: unprovidedActor<void, number>("endSession"),
    endOtherSessions: unprovidedActor<number>("endOtherSessions"),
  },
  guards: {
    isListed: ({ context, event }) =>
      event.type === "sessions.end" && context.sessions.some((s) => s.id === event.id),
  },
}).createMachine({
  id: "deviceSessions",
  context: { sessions: [], endingId: null, failure: null },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "fetchSessions",
        onDone: {
          target: "ready",
          actions: assign({ sessions: ({ event }) => event.output, endingId: null }),
        },
        onError: {
          target: "failed",
          actions: assign({ failure: SESSIONS_LOAD_FAILED, endingId: null }),
        },
      },
    },
    failed: { on: { "sessions.retry": { target: "loading", actions: assign({ failure: null }) } } },
    ready: {
      on: {
        "sessions.end": {
          guard: "isListed",
          target: "ending",
          actions: assign({ endingId: ({ event }) => event.id, failure: null }),
        },
        "sessions.endOthers": {
          target: "endingOthers",
          actions: assign({ failure: null }),
        },
        "sessions.signOutHere": { actions: "logOut" },
      },
    },
    ending: {
      invoke: {
        src: "endSession",
        input: ({ context }) => context.endingId ?? 0,
        onDone: "loading",
        onError: {
          target: "loading",
          actions: "reportEndFailed",
        },
      },
    },
    endingOthers: {
      invoke: {
        src: "endOtherSessions",
        onDone: {
          target: "loading",
          actions: {
            type: "notify",
            params: ({ event }) => ({
              type: "success" as const,
              message: endedOthersMessage(event.output),
              durationMs: TOAST_SUCCESS_SHORT_MS,
            }),
          },
        },
        onError: {
          target: "loading",
          actions: "reportEndFailed",
        },
      },
    },
  },
});
export type DeviceSessionsMachine = typeof deviceSessionsMachine;
