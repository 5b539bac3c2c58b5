/**
 * A lead form outside the popup (spec 000 §2, §4 "Newsletter subscribe", §8): the footer's
 * subscribe banner, the lead modal opened by `?newsletter`, the guest play-attempt modal and
 * /newsletter-free-film. `editing` -> (valid) `submitting` -> actor `subscribe` ->
 * `confirmed` (fields cleared; the confirmation or, for gmail where enabled, the
 * e-mail-provider shortcut) -> `editingEmail` (resubmit) -> `registerResult`. A call that
 * fails at the network while the marketing tool is blocked shows the adblock notice; other
 * failures go to the shared error handler (a toast); a resubmit that returns nothing shows
 * 'An error ocurred, try again with another email'.
 */
import { assign, setup } from "xstate";
import { isNetworkFailure } from "../core/apiError.ts";
import {
  EMPTY_LEAD_FORM,
  editLeadForm,
  isLeadFormValid,
  type LeadFormEdit,
  type LeadFormValues,
  type LeadPosition,
  type NewsletterSubscription,
  subscriptionPayload,
} from "../core/leadForm.ts";
import { errors } from "../core/messages.ts";
import {
  type AnalyticsEvent,
  type Confirmation,
  confirmationOf,
  emailProviderShortcut,
  type RegisterResult,
  registerResultOf,
  type SubscribeOutcome,
  subscribeEvents,
  subscribeOutcome,
} from "../core/newsletter.ts";
import type { NewsletterSubscriberResponse } from "../core/schema/newsletter.ts";
import { failureOf, type NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export interface LeadFormInput {
  readonly leadPosition: LeadPosition;
  readonly marketingFormKey: string;
  /** The button's text, sent as leadText. */
  readonly leadText: string;
  /** Whether the marketing opt-in box shows (opt-in-checkbox-countries). */
  readonly optInShown: boolean;
  /** `sniperlink-sender-email`, or null: no e-mail-provider shortcut. */
  readonly sniperSender: string | null;
  readonly viewerIsPremium: boolean;
  /** The marketing tool (the tag manager's dataLayer) is missing at start. */
  readonly marketingBlocked: boolean;
}

export interface LeadFormContext extends LeadFormInput {
  readonly form: LeadFormValues;
  /** The visitor touched the form: its messages show. */
  readonly touched: boolean;
  /** The address of the last successful subscription. */
  readonly submittedEmail: string;
  readonly confirmation: Confirmation;
  /** The sniper link of the e-mail-provider popup, or null. */
  readonly shortcut: string | null;
  readonly registerResult: RegisterResult;
  /** 'An error ocurred, try again with another email' after an empty resubmit. */
  readonly resubmitError: string | null;
}

export type LeadFormEvent =
  | { readonly type: "lead.edit"; readonly edit: LeadFormEdit }
  | { readonly type: "lead.submit" }
  /** From the confirmation: change the address and send again. */
  | { readonly type: "lead.editEmail" }
  /** Close a confirmation or result ('Got it', the close button, Escape). */
  | { readonly type: "lead.dismiss" };

const outcomeOf = (event: unknown): SubscribeOutcome =>
  subscribeOutcome((event as { output: NewsletterSubscriberResponse | null }).output);

export const leadFormMachine = setup({
  types: {
    input: {} as LeadFormInput,
    context: {} as LeadFormContext,
    events: {} as LeadFormEvent,
  },
  actions: {
    /** Pushes analytics events to the dataLayer. */
    pushAnalytics: unprovided<{ readonly events: readonly AnalyticsEvent[] }>("pushAnalytics"),
    /** Writes `newsletter_close` = true: the popup never shows again. */
    rememberSubscribed: unprovided("rememberSubscribed"),
    /** The shared error handler: a toast with the catalogue text of the failure. */
    notifyError: unprovided<NotifyParams>("notifyError"),
  },
  actors: {
    /** POST /newsletter_subscriber (the effect adds the UTM cookie's fields); null: nothing. */
    subscribe: unprovidedActor<NewsletterSubscriberResponse | null, NewsletterSubscription>(
      "subscribe",
    ),
  },
  guards: {
    isValid: ({ context }) => isLeadFormValid(context.form),
    isBlocked: ({ context }) => context.marketingBlocked,
    gotNothing: ({ event }) => outcomeOf(event).kind === "nothing",
    /** No answer at all: the call was stopped before the network (an ad blocker). */
    wasBlocked: ({ event }) => isNetworkFailure(failureOf(event)),
  },
}).createMachine({
  id: "leadForm",
  context: ({ input }) => ({
    ...input,
    form: EMPTY_LEAD_FORM,
    touched: false,
    submittedEmail: "",
    confirmation: "alreadyUser",
    shortcut: null,
    registerResult: "alreadyRegistered",
    resubmitError: null,
  }),
  on: {
    "lead.edit": {
      actions: assign({
        form: ({ context, event }) => editLeadForm(context.form, event.edit),
        touched: true,
        resubmitError: null,
      }),
    },
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        "lead.submit": [
          { guard: "isBlocked" },
          { guard: "isValid", target: "submitting" },
          { actions: assign({ touched: true }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: "subscribe",
        input: ({ context }) => subscriptionPayload(context.form, context),
        onDone: {
          target: "confirmed",
          actions: [
            assign(({ context, event }) => {
              const outcome = outcomeOf(event);
              const email = context.form.email.trim();
              return {
                submittedEmail: email,
                confirmation: confirmationOf(outcome, context.viewerIsPremium),
                shortcut:
                  outcome.kind === "subscribed"
                    ? emailProviderShortcut(email, context.sniperSender)
                    : null,
                form: EMPTY_LEAD_FORM,
                touched: false,
              };
            }),
            {
              type: "pushAnalytics",
              params: ({ context, event }) => ({
                events: subscribeEvents(outcomeOf(event), context.leadPosition),
              }),
            },
            "rememberSubscribed",
          ],
        },
        onError: [
          {
            guard: "wasBlocked",
            target: "editing",
            actions: assign({ marketingBlocked: true }),
          },
          {
            target: "editing",
            actions: {
              type: "notifyError",
              params: ({ event }) => ({ type: "error", message: failureOf(event).message }),
            },
          },
        ],
      },
    },
    confirmed: {
      on: {
        "lead.editEmail": {
          target: "editingEmail",
          actions: assign({
            form: ({ context }) => ({
              ...EMPTY_LEAD_FORM,
              email: context.submittedEmail,
              termsAndConditions: true,
            }),
            touched: false,
            resubmitError: null,
          }),
        },
        "lead.dismiss": "editing",
      },
    },
    editingEmail: {
      initial: "editing",
      on: { "lead.dismiss": { target: "editing", actions: assign({ form: EMPTY_LEAD_FORM }) } },
      states: {
        editing: {
          on: {
            "lead.submit": [
              { guard: "isValid", target: "submitting" },
              { actions: assign({ touched: true }) },
            ],
          },
        },
        submitting: {
          invoke: {
            src: "subscribe",
            input: ({ context }) => subscriptionPayload(context.form, context),
            onDone: [
              {
                guard: "gotNothing",
                target: "editing",
                actions: assign({ resubmitError: errors.resubmitFailed }),
              },
              {
                target: "#leadForm.registerResult",
                actions: [
                  assign(({ context, event }) => ({
                    submittedEmail: context.form.email.trim(),
                    registerResult: registerResultOf(outcomeOf(event)),
                    form: EMPTY_LEAD_FORM,
                    touched: false,
                  })),
                  {
                    type: "pushAnalytics",
                    params: ({ context, event }) => ({
                      events: subscribeEvents(outcomeOf(event), context.leadPosition),
                    }),
                  },
                  "rememberSubscribed",
                ],
              },
            ],
            onError: {
              target: "editing",
              actions: {
                type: "notifyError",
                params: ({ event }) => ({ type: "error", message: failureOf(event).message }),
              },
            },
          },
        },
      },
    },
    registerResult: { on: { "lead.dismiss": "editing" } },
  },
});

export type LeadFormMachine = typeof leadFormMachine;
