/**
 * `/verify-account/{slug?}` (spec 000 §2, §4; 001 §4, §7): `verify.start { token }` ->
 * actor `verifyAccount` -> status 'success' with token_data: the session logs in with it
 * (`session.loginWithToken`: the tokens go to the vault, never to context), greets, and a
 * session already in is reloaded -> `verified`; another status or a failure -> `failed`.
 * From the verify-account disclaimer: `verify.resend` -> actor `sendVerificationEmail` ->
 * 'Email sent successfully'.
 */
import { assign, sendTo, setup } from "xstate";
import { TOAST_ERROR_MS, TOAST_SUCCESS_SHORT_MS } from "../core/constants.ts";
import { messageForStatus, success } from "../core/messages.ts";
import type { UserVerifyResponse } from "../core/schema/account.ts";
import type { TokenResponse } from "../core/schema/auth.ts";
import { SESSION_ID } from "./accountEffects.ts";
import { failureOf, type NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export const VERIFY_ACCOUNT_ID = "verifyAccount";

/** Not worded by the spec: a verification link that does not work (any failure). */
export const VERIFY_FAILED = "This verification link is invalid or has expired.";

export interface VerifyAccountContext {
  readonly failure: string | null;
}

export type VerifyAccountEvent =
  | { readonly type: "verify.start"; readonly token: string }
  | { readonly type: "verify.resend" };

/** The tokens of a successful verification, or null. */
const tokensOf = (answer: UserVerifyResponse): TokenResponse | null =>
  answer.status === "success" ? answer.token_data : null;

export const verifyAccountMachine = setup({
  types: { context: {} as VerifyAccountContext, events: {} as VerifyAccountEvent },
  actions: {
    notify: unprovided<NotifyParams>("notify"),
    logInWithToken: sendTo(
      ({ system }) => system.get(SESSION_ID),
      (_, token: TokenResponse) => ({ type: "session.loginWithToken" as const, token }),
    ),
    reloadUser: sendTo(({ system }) => system.get(SESSION_ID), { type: "session.reload" }),
  },
  actors: {
    verifyAccount: unprovidedActor<UserVerifyResponse, string>("verifyAccount"),
    sendVerificationEmail: unprovidedActor<void>("sendVerificationEmail"),
  },
  guards: {
    isVerified: ({ event }) =>
      tokensOf((event as unknown as { output: UserVerifyResponse }).output) !== null,
  },
}).createMachine({
  id: "verifyAccount",
  context: { failure: null },
  initial: "idle",
  on: {
    "verify.resend": { target: ".resending" },
  },
  states: {
    idle: {
      on: { "verify.start": { target: "verifying", actions: assign({ failure: null }) } },
    },
    verifying: {
      invoke: {
        src: "verifyAccount",
        input: ({ event }) => (event as { token: string }).token,
        onDone: [
          {
            guard: "isVerified",
            target: "verified",
            actions: [
              // Anonymous: logs in and greets. Already in: the user is loaded again.
              { type: "logInWithToken", params: ({ event }) => tokensOf(event.output)! },
              "reloadUser",
            ],
          },
          { target: "failed", actions: assign({ failure: VERIFY_FAILED }) },
        ],
        onError: {
          target: "failed",
          actions: [
            assign({ failure: VERIFY_FAILED }),
            {
              type: "notify",
              params: ({ event }) => ({
                type: "error" as const,
                message:
                  failureOf(event).status === 404
                    ? VERIFY_FAILED
                    : messageForStatus(failureOf(event).status),
                durationMs: TOAST_ERROR_MS,
              }),
            },
          ],
        },
      },
    },
    verified: {},
    failed: {
      on: { "verify.start": { target: "verifying", actions: assign({ failure: null }) } },
    },
    resending: {
      invoke: {
        src: "sendVerificationEmail",
        onDone: {
          target: "idle",
          actions: {
            type: "notify",
            params: {
              type: "success",
              message: success.emailSent,
              durationMs: TOAST_SUCCESS_SHORT_MS,
            },
          },
        },
        onError: {
          target: "idle",
          actions: {
            type: "notify",
            params: ({ event }) => ({
              type: "error" as const,
              message: messageForStatus(failureOf(event).status),
              durationMs: TOAST_ERROR_MS,
            }),
          },
        },
      },
    },
  },
});
export type VerifyAccountMachine = typeof verifyAccountMachine;
