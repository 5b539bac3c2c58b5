/**
 * The newsletter popup (spec 000 §2 "Modals", §4 "Newsletter popup", §9), a feature actor
 * spawned only for guests. `idle` (not now: excluded route, limits) -> `waiting` (60 s, the
 * invoked `delay`) -> `open` (also on the mouse leaving the page; never while a
 * navigation dropdown is open; each display recorded in `newsletter_close`), where it runs the
 * subscribe flow every lead form runs (leadForm.machine.ts: form, confirmation, edit e-mail,
 * result); closing at any point -> `closed` (the cookie keeps the count and time; `true` once
 * subscribed). A route change re-judges.
 */
import { type ActorRefFrom, assign, fromCallback, sendParent, sendTo, setup } from "xstate";
import { NEWSLETTER_DELAY_MS } from "../core/constants.ts";
import type { LeadFormEdit } from "../core/leadForm.ts";
import {
  afterDisplay,
  mayAwaitPopup,
  mayShowPopup,
  type NewsletterRecord,
  type PopupSituation,
  SUBSCRIBED,
} from "../core/newsletterPopup.ts";
import { type LeadFormMachine, leadFormMachine } from "./leadForm.machine.ts";
import { unprovided } from "./unprovided.ts";

/** The system id of the popup actor. */
export const NEWSLETTER_POPUP_ID = "newsletterPopup";
/** The id of the subscribe flow the open popup runs. */
export const POPUP_FORM_ID = "form";

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
  /** When the popup started (epoch ms): its clock until an event brings a later time. */
  readonly startedAt: number;
}

export interface NewsletterPopupContext extends Omit<NewsletterPopupInput, "startedAt"> {
  /**
   * The time as the popup knows it (epoch ms): when it started, then the `at` of the last
   * route, dropdown or mouse event, or of its delay running out. It keeps no clock, so a
   * replayed journal reaches the same states.
   */
  readonly clock: number;
  readonly dropdownOpen: boolean;
  /** The delay ran out on this page: show as soon as nothing stops it. */
  readonly due: boolean;
}

export type NewsletterPopupEvent =
  | { readonly type: "newsletter.route"; readonly pathname: string; readonly at: number }
  | { readonly type: "newsletter.dropdown"; readonly open: boolean; readonly at: number }
  /** The mouse left the page (exit intent). */
  | { readonly type: "newsletter.mouseLeft"; readonly at: number }
  /** From its delay: 60 s on this page have passed, at the browser's time `at`. */
  | { readonly type: "newsletter.due"; readonly at: number }
  | { readonly type: "newsletter.close" }
  | { readonly type: "newsletter.edit"; readonly edit: LeadFormEdit }
  | { readonly type: "newsletter.submit" }
  | { readonly type: "newsletter.editEmail" }
  /** From the subscribe flow: the visitor subscribed; the popup never shows again. */
  | { readonly type: "newsletter.subscribed" };

const situation = (context: NewsletterPopupContext): PopupSituation => ({
  record: context.record,
  now: context.clock,
  pathname: context.pathname,
  excludes: context.excludes,
  // Spawned only for guests; stopped when the viewer logs in.
  isGuest: true,
  dropdownOpen: context.dropdownOpen,
});

/** One more display, recorded at once (a visitor who leaves without closing still counts). */
const recordDisplay = [
  "countDisplay",
  {
    type: "persistRecord",
    params: ({ context }: { context: NewsletterPopupContext }) => ({ record: context.record }),
  },
] as const;

/**
 * The subscribe flow of every lead form (the lead form machine), as the popup runs it: a
 * subscription tells the popup, which records it instead of writing the cookie itself.
 */
export const popupSubscribeFlow = (flow: LeadFormMachine): LeadFormMachine =>
  flow.provide({ actions: { rememberSubscribed: sendParent({ type: "newsletter.subscribed" }) } });

export const newsletterPopupMachine = setup({
  types: {
    input: {} as NewsletterPopupInput,
    context: {} as NewsletterPopupContext,
    events: {} as NewsletterPopupEvent,
    /** The open popup's subscribe flow, and the wait's delay. */
    children: {} as { form: "form"; delay: "delay" },
  },
  actions: {
    countDisplay: assign(({ context }) => ({
      record: afterDisplay(context.record, context.clock),
    })),
    /** Writes `newsletter_close` with the record (1 year, path /). */
    persistRecord: unprovided<{ readonly record: NewsletterRecord }>("persistRecord"),
  },
  actors: {
    /** The subscribe flow shared with every lead form (its effects provided by the app). */
    form: popupSubscribeFlow(leadFormMachine),
    /**
     * The wait before the popup: NEWSLETTER_DELAY_MS, then the time it ran out as the browser
     * tells it. A device that slept through the wait wakes days later: that time, not the
     * wait's start plus the delay, is the display's (`newsletter_close`'s displayTime).
     */
    delay: fromCallback<NewsletterPopupEvent>(({ sendBack }) => {
      const timer = setTimeout(
        () => sendBack({ type: "newsletter.due", at: Date.now() }),
        NEWSLETTER_DELAY_MS,
      );
      return () => clearTimeout(timer);
    }),
  },
  guards: {
    mayAwait: ({ context }) => mayAwaitPopup(situation(context)),
    isDueAndMayShow: ({ context }) => context.due && mayShowPopup(situation(context)),
  },
}).createMachine({
  id: "newsletterPopup",
  context: ({ input: { startedAt, ...input } }) => ({
    ...input,
    clock: startedAt,
    dropdownOpen: false,
    due: false,
  }),
  on: {
    "newsletter.route": {
      actions: assign({ pathname: ({ event }) => event.pathname, clock: ({ event }) => event.at }),
    },
    "newsletter.dropdown": {
      actions: assign({ dropdownOpen: ({ event }) => event.open, clock: ({ event }) => event.at }),
    },
    "newsletter.mouseLeft": { actions: assign({ clock: ({ event }) => event.at }) },
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
          actions: assign({
            pathname: ({ event }) => event.pathname,
            clock: ({ event }) => event.at,
          }),
        },
      },
    },
    waiting: {
      entry: assign({ due: false }),
      invoke: { id: "delay", src: "delay" },
      always: [
        { guard: ({ context }) => !mayAwaitPopup(situation(context)), target: "idle" },
        { guard: "isDueAndMayShow", target: "open", actions: [...recordDisplay] },
      ],
      on: {
        "newsletter.due": {
          actions: assign({ due: true, clock: ({ event }) => event.at }),
        },
        "newsletter.mouseLeft": {
          guard: ({ context, event }) => mayShowPopup(situation({ ...context, clock: event.at })),
          target: "open",
          actions: [assign({ clock: ({ event }) => event.at }), ...recordDisplay],
        },
      },
    },
    /** Shown: the subscribe flow runs inside (form, confirmation, edit e-mail, result). */
    open: {
      invoke: {
        id: POPUP_FORM_ID,
        src: "form",
        input: ({ context }) => ({
          leadPosition: "pop_up" as const,
          marketingFormKey: context.marketingFormKey,
          leadText: context.leadText,
          optInShown: context.optInShown,
          sniperSender: context.sniperSender,
          // A guest is never premium; the popup shows whatever the marketing tool does.
          viewerIsPremium: false,
          marketingBlocked: false,
        }),
      },
      on: {
        "newsletter.close": "closed",
        "newsletter.edit": {
          actions: sendTo(POPUP_FORM_ID, ({ event }) => ({
            type: "lead.edit" as const,
            edit: event.edit,
          })),
        },
        "newsletter.submit": { actions: sendTo(POPUP_FORM_ID, { type: "lead.submit" }) },
        "newsletter.editEmail": { actions: sendTo(POPUP_FORM_ID, { type: "lead.editEmail" }) },
        "newsletter.subscribed": {
          actions: [
            assign({ record: SUBSCRIBED }),
            { type: "persistRecord", params: { record: SUBSCRIBED } },
          ],
        },
      },
    },
    /** Closed on this page; the cookie already holds the count and time. */
    closed: {
      entry: { type: "persistRecord", params: ({ context }) => ({ record: context.record }) },
      on: {
        "newsletter.route": {
          target: "idle",
          actions: assign({
            pathname: ({ event }) => event.pathname,
            clock: ({ event }) => event.at,
          }),
        },
      },
    },
  },
});

export type NewsletterPopupMachine = typeof newsletterPopupMachine;
export type PopupFormRef = ActorRefFrom<LeadFormMachine>;
