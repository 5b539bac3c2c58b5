/**
 * GDPR account deletion from My Account (spec 000 §4; 001 §4, §8, §9): `gdpr.request` ->
 * `confirming` -> `gdpr.confirm` with the current password (issue 23; it travels in the event
 * to the actor's input, never into context) -> `deleting` ('Deleting account...' for 10000 ms,
 * actor `deleteAccount`, which resolves on 200 or 204) -> 'Account successfully deleted.' and
 * logout -> `deleted`; a wrong or missing password (422): 'Current password is not correct.'
 * -> `confirming`; another failure: 'There was a problem deleting your account.' -> `idle`.
 */
import { sendTo, setup } from "xstate";
import { TOAST_ERROR_MS, TOAST_PROGRESS_MS, TOAST_SUCCESS_SHORT_MS } from "../core/constants.ts";
import { errors, progress, success } from "../core/messages.ts";
import { SESSION_ID } from "./accountEffects.ts";
import { failureOf, type NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export const GDPR_DELETE_ID = "gdprDelete";

export type GdprEvent =
  | { readonly type: "gdpr.request" }
  | { readonly type: "gdpr.confirm"; readonly currentPassword: string }
  | { readonly type: "gdpr.cancel" };

export const gdprMachine = setup({
  types: { events: {} as GdprEvent },
  actions: {
    notify: unprovided<NotifyParams>("notify"),
    /** The session ends (debounced logout); the account no longer exists. */
    logOut: sendTo(({ system }) => system.get(SESSION_ID), { type: "session.logout" }),
  },
  actors: {
    /** DELETE /me/gdpr; its input is the current password. */
    deleteAccount: unprovidedActor<void, string>("deleteAccount"),
  },
  guards: {
    /** The server refused the password (422), not the deletion. */
    passwordRefused: ({ event }) => failureOf(event).status === 422,
  },
}).createMachine({
  id: "gdpr",
  initial: "idle",
  states: {
    idle: { on: { "gdpr.request": "confirming" } },
    confirming: { on: { "gdpr.confirm": "deleting", "gdpr.cancel": "idle" } },
    deleting: {
      entry: {
        type: "notify",
        params: { type: "info", message: progress.deletingAccount, durationMs: TOAST_PROGRESS_MS },
      },
      invoke: {
        src: "deleteAccount",
        input: ({ event }) => (event.type === "gdpr.confirm" ? event.currentPassword : ""),
        onDone: {
          target: "deleted",
          actions: [
            {
              type: "notify",
              params: {
                type: "success",
                message: success.accountDeleted,
                durationMs: TOAST_SUCCESS_SHORT_MS,
              },
            },
            "logOut",
          ],
        },
        onError: [
          {
            guard: "passwordRefused",
            target: "confirming",
            actions: {
              type: "notify",
              params: {
                type: "error",
                message: errors.currentPasswordWrong,
                durationMs: TOAST_ERROR_MS,
              },
            },
          },
          {
            target: "idle",
            actions: {
              type: "notify",
              params: {
                type: "error",
                message: errors.deleteAccountFailed,
                durationMs: TOAST_ERROR_MS,
              },
            },
          },
        ],
      },
    },
    deleted: { type: "final" },
  },
});
export type GdprMachine = typeof gdprMachine;
