/**
 * My Account's password change (spec 001 §5, §8): `password.submit` carries the three
 * fields (never kept: no secret in context) -> invalid: field messages (required, length,
 * 'Password confirmation does not match') -> `saving` (actor `changePassword`) ->
 * 'Successfully updated!' -> `changed`; any failure reads 'Current password is not correct.'.
 */
import { assign, setup } from "xstate";
import { TOAST_ERROR_MS, TOAST_SUCCESS_SHORT_MS } from "../core/constants.ts";
import { success } from "../core/messages.ts";
import type { PasswordChange } from "../core/ports.ts";
import {
  type PasswordFormErrors,
  passwordChangeErrors,
  passwordChangeFailureMessage,
} from "../core/profile.ts";
import { failureOf, type NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export const PASSWORD_CHANGE_ID = "passwordChange";

export interface PasswordContext {
  /** Messages per field; no value is kept. */
  readonly fieldErrors: PasswordFormErrors<keyof PasswordChange>;
  /** 'Current password is not correct.' after a failed change, else null. */
  readonly failure: string | null;
}

export type PasswordEvent =
  | ({ readonly type: "password.submit" } & PasswordChange)
  /** The viewer typed again: the messages go. */
  | { readonly type: "password.edit" };

const formOf = (event: PasswordChange): PasswordChange => ({
  current_password: event.current_password,
  password: event.password,
  password_confirmation: event.password_confirmation,
});

export const passwordMachine = setup({
  types: { context: {} as PasswordContext, events: {} as PasswordEvent },
  actions: { notify: unprovided<NotifyParams>("notify") },
  actors: { changePassword: unprovidedActor<void, PasswordChange>("changePassword") },
  guards: {
    isValid: ({ event }) =>
      event.type === "password.submit" &&
      Object.keys(passwordChangeErrors(formOf(event))).length === 0,
  },
}).createMachine({
  id: "password",
  context: { fieldErrors: {}, failure: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "password.edit": { actions: assign({ fieldErrors: {}, failure: null }) },
        "password.submit": [
          {
            guard: "isValid",
            target: "saving",
            actions: assign({ fieldErrors: {}, failure: null }),
          },
          {
            actions: assign({
              fieldErrors: ({ event }) => passwordChangeErrors(formOf(event)),
            }),
          },
        ],
      },
    },
    saving: {
      invoke: {
        src: "changePassword",
        input: ({ event }) => formOf(event as PasswordChange),
        onDone: {
          target: "changed",
          actions: {
            type: "notify",
            params: {
              type: "success",
              message: success.updated,
              durationMs: TOAST_SUCCESS_SHORT_MS,
            },
          },
        },
        onError: {
          target: "editing",
          actions: [
            assign({
              failure: ({ event }) => passwordChangeFailureMessage(failureOf(event).status),
            }),
            {
              type: "notify",
              params: ({ event }) => ({
                type: "error" as const,
                message: passwordChangeFailureMessage(failureOf(event).status),
                durationMs: TOAST_ERROR_MS,
              }),
            },
          ],
        },
      },
    },
    /** Done; another change may follow. */
    changed: {
      on: { "password.edit": { target: "editing" } },
    },
  },
});
export type PasswordMachine = typeof passwordMachine;
