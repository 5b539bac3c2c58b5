/**
 * `/recover-password/{slug?}` (spec 000 §2, §5; 001 §7, §8, §9). Without a token: the request
 * (`reset.request { email }` -> actor `requestReset` -> 'Details sent to your email', or
 * 'We can't find an user with that e-mail address.'). With the mailed token: `reset.find
 * { token }` -> actor `findReset` -> `ready` (the address) -> `reset.submit { token,
 * password, password_confirmation }` (the confirmation must match) -> actor `resetPassword`
 * (3 retries, in the adapter) -> `done`. Any failure of the token or the reset reads
 * 'Unable to process, please try reseting your password again.'. The token and passwords
 * travel in events and inputs only.
 */
import { assign, setup } from "xstate";
import { TOAST_ERROR_MS, TOAST_SUCCESS_SHORT_MS } from "../core/constants.ts";
import { errors, messageForStatus, success } from "../core/messages.ts";
import {
  type ResetForm,
  resetFailureMessage,
  resetFormErrors,
  resetPayload,
  resetRequestError,
  resetRequestOutcome,
} from "../core/passwordReset.ts";
import type { PasswordResetPayload } from "../core/ports.ts";
import type { PasswordFormErrors } from "../core/profile.ts";
import { failureOf, type NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export const PASSWORD_RESET_ID = "passwordReset";

export interface PasswordResetContext {
  /** The address the token was mailed to, once found. */
  readonly email: string | null;
  readonly emailError: string | null;
  readonly fieldErrors: PasswordFormErrors<keyof ResetForm>;
  /** The message of the last failure shown on the page, else null. */
  readonly failure: string | null;
}

export type PasswordResetEvent =
  | { readonly type: "reset.request"; readonly email: string }
  | { readonly type: "reset.find"; readonly token: string }
  | ({ readonly type: "reset.submit"; readonly token: string } & ResetForm);

const error = (message: string): NotifyParams => ({
  type: "error",
  message,
  durationMs: TOAST_ERROR_MS,
});

export const passwordResetMachine = setup({
  types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent },
  actions: {
    notify: unprovided<NotifyParams>("notify"),
    clearMessages: assign({ emailError: null, failure: null }),
    showEmailError: assign({
      emailError: ({ event }) =>
        event.type === "reset.request" ? resetRequestError(event.email) : null,
    }),
  },
  actors: {
    requestReset: unprovidedActor<void, string>("requestReset"),
    findReset: unprovidedActor<string, string>("findReset"),
    resetPassword: unprovidedActor<void, PasswordResetPayload>("resetPassword"),
  },
  guards: {
    isValidEmail: ({ event }) =>
      event.type === "reset.request" && resetRequestError(event.email) === null,
    isValidReset: ({ event }) =>
      event.type === "reset.submit" && Object.keys(resetFormErrors(event)).length === 0,
    isUnknownEmail: ({ event }) =>
      resetRequestOutcome(failureOf(event).status).kind === "unknownEmail",
  },
}).createMachine({
  id: "passwordReset",
  context: { email: null, emailError: null, fieldErrors: {}, failure: null },
  initial: "idle",
  on: {
    "reset.find": { target: ".finding", actions: assign({ failure: null, email: null }) },
  },
  states: {
    idle: {
      on: {
        "reset.request": [
          { guard: "isValidEmail", target: "requesting", actions: "clearMessages" },
          { actions: "showEmailError" },
        ],
      },
    },
    requesting: {
      invoke: {
        src: "requestReset",
        input: ({ event }) => (event as { email: string }).email.trim(),
        onDone: {
          target: "requested",
          actions: {
            type: "notify",
            params: {
              type: "success",
              message: success.detailsSent,
              durationMs: TOAST_SUCCESS_SHORT_MS,
            },
          },
        },
        onError: [
          {
            guard: "isUnknownEmail",
            target: "idle",
            actions: [
              assign({ failure: errors.noUserWithEmail }),
              { type: "notify", params: error(errors.noUserWithEmail) },
            ],
          },
          {
            target: "idle",
            actions: {
              type: "notify",
              params: ({ event }) => error(messageForStatus(failureOf(event).status)),
            },
          },
        ],
      },
    },
    /** 'Details sent to your email'; the viewer may ask again. */
    requested: {
      on: {
        "reset.request": [
          { guard: "isValidEmail", target: "requesting", actions: "clearMessages" },
          { actions: "showEmailError" },
        ],
      },
    },
    finding: {
      invoke: {
        src: "findReset",
        input: ({ event }) => (event as { token: string }).token,
        onDone: { target: "ready", actions: assign({ email: ({ event }) => event.output }) },
        onError: {
          target: "invalid",
          actions: [
            assign({ failure: ({ event }) => resetFailureMessage(failureOf(event).status) }),
            {
              type: "notify",
              params: ({ event }) => error(resetFailureMessage(failureOf(event).status)),
            },
          ],
        },
      },
    },
    /** The token is live: the new password may be sent. */
    ready: {
      on: {
        "reset.submit": [
          {
            guard: "isValidReset",
            target: "resetting",
            actions: assign({ fieldErrors: {}, failure: null }),
          },
          { actions: assign({ fieldErrors: ({ event }) => resetFormErrors(event) }) },
        ],
      },
    },
    resetting: {
      invoke: {
        src: "resetPassword",
        input: ({ context, event }) => {
          const submitted = event as { token: string } & ResetForm;
          return resetPayload(context.email ?? "", submitted.token, submitted);
        },
        onDone: {
          target: "done",
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
          target: "ready",
          actions: [
            assign({ failure: ({ event }) => resetFailureMessage(failureOf(event).status) }),
            {
              type: "notify",
              params: ({ event }) => error(resetFailureMessage(failureOf(event).status)),
            },
          ],
        },
      },
    },
    /** The token is unknown, used or expired: ask for a new one. */
    invalid: {
      on: {
        "reset.request": [
          { guard: "isValidEmail", target: "requesting", actions: "clearMessages" },
          { actions: "showEmailError" },
        ],
      },
    },
    /** The password is reset: the viewer logs in with it. */
    done: { type: "final" },
  },
});
export type PasswordResetMachine = typeof passwordResetMachine;
