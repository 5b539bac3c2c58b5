/**
 * Cookie consent (spec 000 §2, §4; spec 001 §4, §7, §9).
 *
 * Three parallel regions:
 * - `decision`: `deciding` (transient) -> `unmanaged` (bar visible) | `managed`.
 *   Not asked (consent off for the country, or a bot): everything is granted silently
 *   (persisted, never posted, no bar). A valid stored cookie restores the decision.
 * - `manager`: `closed` | `open` (the consent manager dialog; only where consent is asked).
 * - `sync`: `idle` | `posting` (`POST /cookies-consent` after every visitor decision;
 *   a failure is only logged).
 *
 * Effects are named and provided by the app with `.provide({ actions, actors })`:
 * `pushConsentDefaults` (entry, before anything else), `persistConsent`,
 * `clearRefusedCookies`, `pushConsentEvent`, `startAbTesting`,
 * `logConsentPostFailure`, and the `postConsent` actor.
 */
import { assertEvent, setup } from "xstate";
import {
  ALL_GRANTED,
  ALL_REFUSED,
  type Consent,
  type ConsentCategory,
  consentFromChoice,
  consentPayload,
  consentStart,
  cookiesToClear,
  newlyGrantedCategories,
  sameConsent,
  startsAbTesting,
} from "../core/consent.ts";
import type { CookieSpec } from "../core/cookies.ts";
import type { ConsentPayload } from "../core/ports.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export interface ConsentMachineInput {
  /** From core `isConsentAsked` (settings consent-enabled / consent-countries, bots). */
  readonly askConsent: boolean;
  /** The consent cookie read through core `parseConsentCookie` (null: absent or invalid). */
  readonly storedConsent: Consent | null;
  readonly country: string | null;
  /** consent_visitor_id, from core `resolveVisitorId` (generated when absent). */
  readonly visitorId: string;
  /** From core `offersRejectAll` (reject-cookies-countries); default true. */
  readonly offerRejectAll?: boolean;
}

export interface ConsentContext {
  readonly askConsent: boolean;
  readonly storedConsent: Consent | null;
  readonly country: string | null;
  readonly visitorId: string;
  readonly offerRejectAll: boolean;
  /** The decision in force; null while unmanaged. */
  readonly consent: Consent | null;
}

export type ConsentEvent =
  | { readonly type: "consent.acceptAll" }
  | { readonly type: "consent.rejectAll" }
  | {
      readonly type: "consent.save";
      readonly marketing: boolean;
      readonly analytics: boolean;
      readonly preferences: boolean;
    }
  | { readonly type: "consent.openManager" }
  | { readonly type: "consent.closeManager" };

export type ConsentDecisionEvent = Extract<
  ConsentEvent,
  { type: "consent.acceptAll" | "consent.rejectAll" | "consent.save" }
>;

/** What a decision event decides. */
export const consentOfDecision = (event: ConsentDecisionEvent): Consent => {
  switch (event.type) {
    case "consent.acceptAll":
      return ALL_GRANTED;
    case "consent.rejectAll":
      return ALL_REFUSED;
    case "consent.save":
      return consentFromChoice(event);
  }
};

const consentSetup = setup({
  types: {
    input: {} as ConsentMachineInput,
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
  },
  actions: {
    /** gtag('consent', 'default', {...denied/granted}) before any other push. */
    pushConsentDefaults: unprovided("pushConsentDefaults"),
    /** Write the consent cookie (and consent_visitor_id). */
    persistConsent: unprovided<{ readonly consent: Consent; readonly visitorId: string }>(
      "persistConsent",
    ),
    /** Remove these cookies (those of every refused category). */
    clearRefusedCookies: unprovided<{ readonly cookies: readonly CookieSpec[] }>(
      "clearRefusedCookies",
    ),
    /** Push the tag-manager event of one accepted category. */
    pushConsentEvent: unprovided<{ readonly category: ConsentCategory }>("pushConsentEvent"),
    /** Start the A/B testing script (analytics accepted). */
    startAbTesting: unprovided("startAbTesting"),
    /** The consent post failed: log it, nothing else. */
    logConsentPostFailure: unprovided<{ readonly error: unknown }>("logConsentPostFailure"),
  },
  actors: {
    postConsent: unprovidedActor<void, ConsentPayload>("postConsent"),
  },
  guards: {
    isConsentAsked: ({ context }) => context.askConsent,
    isConsentNotAsked: ({ context }) =>
      consentStart(context.askConsent, context.storedConsent).kind === "grantSilently",
    hasStoredConsent: ({ context }) =>
      consentStart(context.askConsent, context.storedConsent).kind === "restore",
  },
});

/**
 * Every effect of a decision, in order (persist, clear refused cookies, one tag-manager
 * event per newly granted category, A/B testing), then the decision is recorded.
 */
const applyConsent = (
  decision: (args: { context: ConsentContext; event: ConsentEvent }) => {
    readonly consent: Consent;
    readonly persist: boolean;
  },
) =>
  consentSetup.enqueueActions(({ context, event, enqueue }) => {
    const { consent, persist } = decision({ context, event });
    if (persist) {
      enqueue({ type: "persistConsent", params: { consent, visitorId: context.visitorId } });
    }
    const cookies = cookiesToClear(consent);
    if (cookies.length > 0) enqueue({ type: "clearRefusedCookies", params: { cookies } });
    for (const category of newlyGrantedCategories(context.consent, consent)) {
      enqueue({ type: "pushConsentEvent", params: { category } });
    }
    if (startsAbTesting(context.consent, consent)) enqueue({ type: "startAbTesting" });
    enqueue.assign({ consent });
  });

const decisionEvents = ["consent.acceptAll", "consent.rejectAll", "consent.save"] as const;

/** A visitor decision (only where consent is asked): effects, bar and manager closed, post. */
const decide = () => ({
  guard: "isConsentAsked" as const,
  target: [".decision.managed", ".manager.closed", ".sync.posting"],
  actions: applyConsent(({ event }) => {
    assertEvent(event, decisionEvents);
    return { consent: consentOfDecision(event), persist: true };
  }),
});

export const consentMachine = consentSetup.createMachine({
  id: "consent",
  type: "parallel",
  context: ({ input }) => ({
    askConsent: input.askConsent,
    storedConsent: input.storedConsent,
    country: input.country,
    visitorId: input.visitorId,
    offerRejectAll: input.offerRejectAll ?? true,
    consent: null,
  }),
  entry: "pushConsentDefaults",
  on: {
    "consent.acceptAll": decide(),
    "consent.rejectAll": decide(),
    "consent.save": decide(),
  },
  states: {
    decision: {
      initial: "deciding",
      states: {
        deciding: {
          always: [
            {
              guard: "isConsentNotAsked",
              target: "managed",
              actions: applyConsent(({ context }) => ({
                consent: ALL_GRANTED,
                persist: !sameConsent(context.storedConsent, ALL_GRANTED),
              })),
            },
            {
              guard: "hasStoredConsent",
              target: "managed",
              actions: applyConsent(({ context }) => ({
                consent: context.storedConsent ?? ALL_REFUSED,
                persist: false,
              })),
            },
            { target: "unmanaged" },
          ],
        },
        /** Consent asked and not decided: the bar shows. */
        unmanaged: {},
        /** Decided (by the visitor, a stored cookie, or silently). */
        managed: {},
      },
    },
    manager: {
      initial: "closed",
      states: {
        closed: {
          on: { "consent.openManager": { guard: "isConsentAsked", target: "open" } },
        },
        open: {
          on: { "consent.closeManager": { target: "closed" } },
        },
      },
    },
    sync: {
      initial: "idle",
      states: {
        idle: {},
        posting: {
          invoke: {
            src: "postConsent",
            input: ({ context }) =>
              consentPayload(context.visitorId, context.country, context.consent ?? ALL_REFUSED),
            onDone: { target: "idle" },
            onError: {
              target: "idle",
              actions: {
                type: "logConsentPostFailure",
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
      },
    },
  },
});

export type ConsentMachine = typeof consentMachine;
