/**
 * The newsletter popup (spec 000 §2 "Modals", §4 "Newsletter popup", §9), a feature actor
 * spawned only for guests. `idle` (not now: excluded route, limits) -> `waiting` (60 s,
 * delay `newsletterDelay`) -> `shown` (also on the mouse leaving the page; never while a
 * navigation dropdown is open; each display recorded in `newsletter_close`) -> `submitting`
 * -> `confirmed` (the confirmation, or the e-mail-provider shortcut for gmail) ->
 * `editingEmail` (resubmit) -> `registerResult`; closing at any point -> `closed` (the
 * cookie keeps the count and time; `true` once subscribed). A route change re-judges.
 */
import { assign, setup } from "xstate";
import { NEWSLETTER_DELAY_MS } from "../core/constants.ts";
import {
  EMPTY_LEAD_FORM,
  editLeadForm,
  isLeadFormValid,
  type LeadFormEdit,
  type LeadFormValues,
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
import {
  afterDisplay,
  mayAwaitPopup,
  mayShowPopup,
  type NewsletterRecord,
  type PopupSituation,
  SUBSCRIBED,
} from "../core/newsletterPopup.ts";
import type { NewsletterSubscriberResponse } from "../core/schema/newsletter.ts";
import { failureOf, type NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

/** The system id of the popup actor. */
export const NEWSLETTER_POPUP_ID = "newsletterPopup";

export interface NewsletterPopupInput {
  /** The `newsletter_close` cookie as read at start. */
  readonly record: NewsletterRecord;
  readonly pathname: string;
  /** The newsletter info config's `excludes`. */
  readonly excludes: readonly string[];
  readonly marketingFormKey: string;
  readonly leadText: string;
  readonly optInShown: boolean;
  readonly sniperSender: string | null;
  /** Epoch milliseconds; the machine reads time only through it. */
  readonly now: () => number;
}

export interface NewsletterPopupContext extends NewsletterPopupInput {
  readonly dropdownOpen: boolean;
  /** The delay ran out on this page: show as soon as nothing stops it. */
  readonly due: boolean;
  readonly form: LeadFormValues;
  readonly touched: boolean;
  readonly submittedEmail: string;
  readonly confirmation: Confirmation;
  readonly shortcut: string | null;
  readonly registerResult: RegisterResult;
  readonly resubmitError: string | null;
}

export type NewsletterPopupEvent =
  | { readonly type: "newsletter.route"; readonly pathname: string }
  | { readonly type: "newsletter.dropdown"; readonly open: boolean }
  /** The mouse left the page (exit intent). */
  | { readonly type: "newsletter.mouseLeft" }
  | { readonly type: "newsletter.close" }
  | { readonly type: "newsletter.edit"; readonly edit: LeadFormEdit }
  | { readonly type: "newsletter.submit" }
  | { readonly type: "newsletter.editEmail" };

const situation = (context: NewsletterPopupContext): PopupSituation => ({
  record: context.record,
  now: context.now(),
  pathname: context.pathname,
  excludes: context.excludes,
  // Spawned only for guests; stopped when the viewer logs in.
  isGuest: true,
  dropdownOpen: context.dropdownOpen,
});

const outcomeOf = (event: unknown): SubscribeOutcome =>
  subscribeOutcome((event as { output: NewsletterSubscriberResponse | null }).output);

const notifyFailure = {
  type: "notifyError",
  params: ({ event }: { event: unknown }) => ({
    type: "error" as const,
    message: failureOf(event).message,
  }),
} as const;

/** One more display, recorded at once (a visitor who leaves without closing still counts). */
const recordDisplay = [
  "countDisplay",
  {
    type: "persistRecord",
    params: ({ context }: { context: NewsletterPopupContext }) => ({ record: context.record }),
  },
] as const;

export const newsletterPopupMachine = setup({
  types: {
    input: {} as NewsletterPopupInput,
    context: {} as NewsletterPopupContext,
    events: {} as NewsletterPopupEvent,
  },
  actions: {
    countDisplay: assign(({ context }) => ({
      record: afterDisplay(context.record, context.now()),
      form: EMPTY_LEAD_FORM,
      touched: false,
    })),
    /** Writes `newsletter_close` with the record (1 year, path /). */
    persistRecord: unprovided<{ readonly record: NewsletterRecord }>("persistRecord"),
    pushAnalytics: unprovided<{ readonly events: readonly AnalyticsEvent[] }>("pushAnalytics"),
    /** The shared error handler: a toast. */
    notifyError: unprovided<NotifyParams>("notifyError"),
  },
  actors: {
    /** POST /newsletter_subscriber (the effect adds the UTM cookie's fields); null: nothing. */
    subscribe: unprovidedActor<NewsletterSubscriberResponse | null, NewsletterSubscription>(
      "subscribe",
    ),
  },
  delays: {
    newsletterDelay: NEWSLETTER_DELAY_MS,
  },
  guards: {
    mayAwait: ({ context }) => mayAwaitPopup(situation(context)),
    mayShow: ({ context }) => mayShowPopup(situation(context)),
    isDueAndMayShow: ({ context }) => context.due && mayShowPopup(situation(context)),
    isValid: ({ context }) => isLeadFormValid(context.form),
    gotNothing: ({ event }) => outcomeOf(event).kind === "nothing",
  },
}).createMachine({
  id: "newsletterPopup",
  context: ({ input }) => ({
    ...input,
    dropdownOpen: false,
    due: false,
    form: EMPTY_LEAD_FORM,
    touched: false,
    submittedEmail: "",
    confirmation: "alreadyUser",
    shortcut: null,
    registerResult: "alreadyUser",
    resubmitError: null,
  }),
  on: {
    "newsletter.route": { actions: assign({ pathname: ({ event }) => event.pathname }) },
    "newsletter.dropdown": { actions: assign({ dropdownOpen: ({ event }) => event.open }) },
    "newsletter.edit": {
      actions: assign({
        form: ({ context, event }) => editLeadForm(context.form, event.edit),
        touched: true,
        resubmitError: null,
      }),
    },
  },
  initial: "idle",
  states: {
    /** Not now: an excluded route, or the cookie's limits. A route change judges again. */
    idle: {
      always: { guard: "mayAwait", target: "waiting" },
      on: {
        "newsletter.route": {
          target: "idle",
          reenter: true,
          actions: assign({ pathname: ({ event }) => event.pathname }),
        },
      },
    },
    waiting: {
      entry: assign({ due: false }),
      after: { newsletterDelay: { actions: assign({ due: true }) } },
      always: [
        { guard: ({ context }) => !mayAwaitPopup(situation(context)), target: "idle" },
        { guard: "isDueAndMayShow", target: "shown", actions: [...recordDisplay] },
      ],
      on: {
        "newsletter.mouseLeft": { guard: "mayShow", target: "shown", actions: [...recordDisplay] },
      },
    },
    shown: {
      on: {
        "newsletter.close": "closed",
        "newsletter.submit": [
          { guard: "isValid", target: "submitting" },
          { actions: assign({ touched: true }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: "subscribe",
        input: ({ context }) =>
          subscriptionPayload(context.form, {
            marketingFormKey: context.marketingFormKey,
            leadPosition: "pop_up",
            leadText: context.leadText,
            optInShown: context.optInShown,
          }),
        onDone: {
          target: "confirmed",
          actions: [
            assign(({ context, event }) => {
              const outcome = outcomeOf(event);
              const email = context.form.email.trim();
              return {
                submittedEmail: email,
                // A guest is never premium.
                confirmation: confirmationOf(outcome, false),
                shortcut:
                  outcome.kind === "subscribed"
                    ? emailProviderShortcut(email, context.sniperSender)
                    : null,
                record: SUBSCRIBED,
              };
            }),
            {
              type: "pushAnalytics",
              params: ({ event }) => ({ events: subscribeEvents(outcomeOf(event), "pop_up") }),
            },
            { type: "persistRecord", params: { record: SUBSCRIBED } },
          ],
        },
        onError: { target: "shown", actions: notifyFailure },
      },
    },
    confirmed: {
      on: {
        "newsletter.close": "closed",
        "newsletter.editEmail": {
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
      },
    },
    editingEmail: {
      initial: "editing",
      on: { "newsletter.close": "closed" },
      states: {
        editing: {
          on: {
            "newsletter.submit": [
              { guard: "isValid", target: "submitting" },
              { actions: assign({ touched: true }) },
            ],
          },
        },
        submitting: {
          invoke: {
            src: "subscribe",
            input: ({ context }) =>
              subscriptionPayload(context.form, {
                marketingFormKey: context.marketingFormKey,
                leadPosition: "pop_up",
                leadText: context.leadText,
                optInShown: context.optInShown,
              }),
            onDone: [
              {
                guard: "gotNothing",
                target: "editing",
                actions: assign({ resubmitError: errors.resubmitFailed }),
              },
              {
                target: "#newsletterPopup.registerResult",
                actions: [
                  assign(({ context, event }) => ({
                    submittedEmail: context.form.email.trim(),
                    registerResult: registerResultOf(outcomeOf(event)),
                  })),
                  {
                    type: "pushAnalytics",
                    params: ({ event }) => ({
                      events: subscribeEvents(outcomeOf(event), "pop_up"),
                    }),
                  },
                  { type: "persistRecord", params: { record: SUBSCRIBED } },
                ],
              },
            ],
            onError: { target: "editing", actions: notifyFailure },
          },
        },
      },
    },
    registerResult: { on: { "newsletter.close": "closed" } },
    /** Closed on this page; the cookie already holds the count and time. */
    closed: {
      entry: { type: "persistRecord", params: ({ context }) => ({ record: context.record }) },
      on: {
        "newsletter.route": {
          target: "idle",
          actions: assign({ pathname: ({ event }) => event.pathname }),
        },
      },
    },
  },
});

export type NewsletterPopupMachine = typeof newsletterPopupMachine;
