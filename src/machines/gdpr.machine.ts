/**
 * GDPR account deletion from My Account (spec 000 §4; 001 §4, §8, §9): `gdpr.request` ->
 * `confirming` -> `gdpr.confirm` -> `deleting` ('Deleting account...' for 10000 ms, actor
 * `deleteAccount`, which resolves on 200 or 204) -> 'Account successfully deleted.' and
 * logout -> `deleted`; a failure: 'There was a problem deleting your account.' -> `idle`.
 */
import { sendTo, setup } from "xstate";
import { TOAST_ERROR_MS, TOAST_PROGRESS_MS, TOAST_SUCCESS_SHORT_MS } from "../core/constants.ts";
import { errors, progress, success } from "../core/messages.ts";
import { type NotifyParams, SESSION_ID } from "./accountEffects.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export const GDPR_DELETE_ID = "gdprDelete";

export type GdprEvent =
  | { readonly type: "gdpr.request" }
  | { readonly type: "gdpr.confirm" }
  | { readonly type: "gdpr.cancel" };

export const gdprMachine = setup({
  types: { events: {} as GdprEvent },
  actions: {
    notify: unprovided<NotifyParams>("notify"),
    /** The session ends (debounced logout); the account no longer exists. */
    logOut: sendTo(({ system }) => system.get(SESSION_ID), { type: "session.logout" }),
  },
  actors: { deleteAccount: unprovidedActor<void>("deleteAccount") },
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
        onError: {
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
      },
    },
    deleted: { type: "final" },
  },
});
export type GdprMachine = typeof gdprMachine;
