/**
 * Cancelling the subscription from My Account (spec 000 §4, §6; 001 §4, §7, §8).
 * `cancellation.start`: a bundle (cross-selling) subscriber is told to cancel on their
 * platform (`bundle`); in the app (`use-no-email-cancellation-flow` on) the steps are
 * `message` -> `form` (reasons) -> `cancelling` (actor `cancelSubscription` with the active
 * subscription's data id) -> 'Your subscription has been cancelled!' and the user reloaded;
 * by e-mail (the setting off) -> `requestingEmail` -> 200: 'An email for cancel confirmation
 * has been sent!' and the user reloaded, 422: the bundle error. From the mailed link,
 * `cancellation.byToken { token }` -> 200: cancelled, 404: 'Your subscription has already
 * been cancelled or link has expired.'.
 */
import { assign, sendTo, setup } from "xstate";
import {
  type CancellationAccess,
  type CancellationFlow,
  type CancelReason,
  emailCancellationOutcome,
  inAppCancellationOutcome,
  toggleReason,
  tokenCancellationOutcome,
} from "../core/cancellation.ts";
import { TOAST_ERROR_MS, TOAST_SUCCESS_SHORT_MS } from "../core/constants.ts";
import { errors, success } from "../core/messages.ts";
import { SESSION_ID } from "./accountEffects.ts";
import { failureOf, type NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export const CANCELLATION_ID = "cancellation";

export interface CancellationInput {
  /** `cancellationAccess(user)`. */
  readonly access: CancellationAccess;
  /** `cancellationFlow(settings)`. */
  readonly flow: CancellationFlow;
}

export interface CancellationContext extends CancellationInput {
  readonly reasons: readonly CancelReason[];
  /** The message shown in the panel (bundle, expired link, failure), else null. */
  readonly notice: string | null;
}

export type CancellationEvent =
  | { readonly type: "cancellation.start" }
  | { readonly type: "cancellation.next" }
  | { readonly type: "cancellation.toggleReason"; readonly reason: CancelReason }
  | { readonly type: "cancellation.confirm" }
  | { readonly type: "cancellation.close" }
  | { readonly type: "cancellation.byToken"; readonly token: string };

const ok = (message: string): NotifyParams => ({
  type: "success",
  message,
  durationMs: TOAST_SUCCESS_SHORT_MS,
});
const bad = (message: string): NotifyParams => ({
  type: "error",
  message,
  durationMs: TOAST_ERROR_MS,
});

export const cancellationMachine = setup({
  types: {
    input: {} as CancellationInput,
    context: {} as CancellationContext,
    events: {} as CancellationEvent,
  },
  actions: {
    notify: unprovided<NotifyParams>("notify"),
    reloadUser: sendTo(({ system }) => system.get(SESSION_ID), { type: "session.reload" }),
  },
  actors: {
    cancelSubscription: unprovidedActor<
      void,
      { readonly subscriptionDataId: number; readonly reasons: readonly CancelReason[] }
    >("cancelSubscription"),
    requestCancellationEmail: unprovidedActor<void>("requestCancellationEmail"),
    cancelByToken: unprovidedActor<void, string>("cancelByToken"),
  },
  guards: {
    isBundle: ({ context }) => context.access.kind === "bundle",
    canCancel: ({ context }) => context.access.kind === "allowed",
    isInApp: ({ context }) => context.flow === "inApp",
    isBundleRefusal: ({ event }) =>
      emailCancellationOutcome(failureOf(event).status).kind === "bundle",
    isExpiredLink: ({ event }) =>
      tokenCancellationOutcome(failureOf(event).status).kind === "linkExpired",
  },
}).createMachine({
  id: "cancellation",
  context: ({ input }) => ({ ...input, reasons: [], notice: null }),
  initial: "idle",
  on: {
    "cancellation.byToken": { target: ".cancellingByToken" },
  },
  states: {
    idle: {
      on: {
        "cancellation.start": [
          {
            guard: "isBundle",
            target: "bundle",
            actions: [
              assign({ notice: errors.bundleCancel }),
              { type: "notify", params: bad(errors.bundleCancel) },
            ],
          },
          { guard: "canCancel", target: "choosing" },
        ],
      },
    },
    /** 'Hey! You have a bundle subscription. ...' */
    bundle: { on: { "cancellation.close": { target: "idle", actions: assign({ notice: null }) } } },
    choosing: {
      always: [{ guard: "isInApp", target: "message" }, { target: "requestingEmail" }],
    },
    /** The first step option: a message before the reasons. */
    message: {
      on: { "cancellation.next": "form", "cancellation.close": "idle" },
    },
    /** The second step option: the reasons form. */
    form: {
      on: {
        "cancellation.toggleReason": {
          actions: assign({
            reasons: ({ context, event }) => toggleReason(context.reasons, event.reason),
          }),
        },
        "cancellation.confirm": "cancelling",
        "cancellation.close": { target: "idle", actions: assign({ reasons: [] }) },
      },
    },
    cancelling: {
      invoke: {
        src: "cancelSubscription",
        input: ({ context }) => ({
          subscriptionDataId:
            context.access.kind === "allowed" ? context.access.subscriptionDataId : 0,
          reasons: context.reasons,
        }),
        onDone: {
          target: "cancelled",
          actions: [
            { type: "notify", params: ok(inAppCancellationOutcome(200).message) },
            "reloadUser",
          ],
        },
        onError: {
          target: "form",
          actions: [
            assign({
              notice: ({ event }) => inAppCancellationOutcome(failureOf(event).status).message,
            }),
            { type: "notify", params: bad(errors.cancelFailed) },
          ],
        },
      },
    },
    requestingEmail: {
      invoke: {
        src: "requestCancellationEmail",
        onDone: {
          target: "emailSent",
          actions: [{ type: "notify", params: ok(success.cancelEmailSent) }, "reloadUser"],
        },
        onError: [
          {
            guard: "isBundleRefusal",
            target: "bundle",
            actions: [
              assign({ notice: errors.bundleCancel }),
              { type: "notify", params: bad(errors.bundleCancel) },
            ],
          },
          {
            target: "idle",
            actions: [
              assign({ notice: errors.cancelFailed }),
              { type: "notify", params: bad(errors.cancelFailed) },
            ],
          },
        ],
      },
    },
    /** 'An email for cancel confirmation has been sent!' */
    emailSent: { on: { "cancellation.close": "idle" } },
    cancellingByToken: {
      invoke: {
        src: "cancelByToken",
        input: ({ event }) => (event as { token: string }).token,
        onDone: {
          target: "cancelled",
          actions: [{ type: "notify", params: ok(success.subscriptionCancelled) }, "reloadUser"],
        },
        onError: [
          {
            guard: "isExpiredLink",
            target: "linkExpired",
            actions: [
              assign({ notice: errors.cancelLinkExpired }),
              { type: "notify", params: bad(errors.cancelLinkExpired) },
            ],
          },
          {
            target: "idle",
            actions: [
              assign({ notice: errors.cancelFailed }),
              { type: "notify", params: bad(errors.cancelFailed) },
            ],
          },
        ],
      },
    },
    /** 'Your subscription has already been cancelled or link has expired.' */
    linkExpired: {
      on: { "cancellation.close": { target: "idle", actions: assign({ notice: null }) } },
    },
    /** 'Your subscription has been cancelled!' */
    cancelled: {},
  },
});
export type CancellationMachine = typeof cancellationMachine;
