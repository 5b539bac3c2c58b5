/**
 * `/email-change/undo/{token}` (issue 23, decision 0036): the page waits for the viewer's
 * press (a link opened by a mail scanner changes nothing); `emailUndo.confirm { token }` ->
 * actor `undoEmailChange` -> `undone` (the account's sessions were ended: the session is
 * asked to reload, which finds out) or `failed` with core `emailUndoFailure`'s message; a
 * failure of the moment may be tried again. The token travels in the event only.
 */
import { assign, sendTo, setup } from "xstate";
import { emailUndoFailure } from "../core/emailChangeUndo.ts";
import { SESSION_ID } from "./accountEffects.ts";
import { failureOf } from "./notify.ts";
import { unprovidedActor } from "./unprovided.ts";

export const EMAIL_CHANGE_UNDO_ID = "emailChangeUndo";

export interface EmailChangeUndoContext {
  readonly failure: string | null;
  readonly canRetry: boolean;
}

export type EmailChangeUndoEvent = { readonly type: "emailUndo.confirm"; readonly token: string };

export const emailChangeUndoMachine = setup({
  types: { context: {} as EmailChangeUndoContext, events: {} as EmailChangeUndoEvent },
  actions: {
    reloadSession: sendTo(({ system }) => system.get(SESSION_ID), { type: "session.reload" }),
  },
  actors: {
    undoEmailChange: unprovidedActor<void, string>("undoEmailChange"),
  },
  guards: {
    canRetry: ({ context }) => context.canRetry,
  },
}).createMachine({
  id: "emailChangeUndo",
  context: { failure: null, canRetry: false },
  initial: "ready",
  states: {
    ready: {
      on: { "emailUndo.confirm": "undoing" },
    },
    undoing: {
      entry: assign({ failure: null, canRetry: false }),
      invoke: {
        src: "undoEmailChange",
        input: ({ event }) => (event as EmailChangeUndoEvent).token,
        onDone: { target: "undone", actions: "reloadSession" },
        onError: {
          target: "failed",
          actions: assign(({ event }) => {
            const { message, canRetry } = emailUndoFailure(failureOf(event).status);
            return { failure: message, canRetry };
          }),
        },
      },
    },
    undone: {},
    failed: {
      on: { "emailUndo.confirm": { guard: "canRetry", target: "undoing" } },
    },
  },
});
export type EmailChangeUndoMachine = typeof emailChangeUndoMachine;
