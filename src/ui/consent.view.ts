/**
 * The seam between the consent machine and its views: snapshot -> view props, and
 * send -> named intents. Views never receive the actor.
 */
import type { SnapshotFrom } from "xstate";
import { type ConsentChoice, choiceFromConsent } from "../core/consent.ts";
import type { ConsentEvent, ConsentMachine } from "../machines/consent.machine.ts";

export type ConsentSnapshot = SnapshotFrom<ConsentMachine>;

export interface ConsentView {
  /** The consent bar: asked, not decided yet, and the manager is not open over it. */
  readonly barVisible: boolean;
  readonly managerOpen: boolean;
  /** The footer 'Cookies Preferences' entry: only where consent is asked. */
  readonly canManage: boolean;
  readonly offerRejectAll: boolean;
  /** The choice the manager starts from: the decision in force, or all off. */
  readonly choice: ConsentChoice;
}

const NOTHING_CHOSEN: ConsentChoice = { marketing: false, analytics: false, preferences: false };

export const selectConsentView = (snapshot: ConsentSnapshot): ConsentView => ({
  barVisible: snapshot.matches({ decision: "unmanaged", manager: "closed" }),
  managerOpen: snapshot.matches({ manager: "open" }),
  canManage: snapshot.context.askConsent,
  offerRejectAll: snapshot.context.offerRejectAll,
  choice: snapshot.context.consent ? choiceFromConsent(snapshot.context.consent) : NOTHING_CHOSEN,
});

export interface ConsentIntents {
  readonly acceptAll: () => void;
  readonly rejectAll: () => void;
  readonly save: (choice: ConsentChoice) => void;
  readonly openManager: () => void;
  readonly closeManager: () => void;
}

export const consentIntents = (send: (event: ConsentEvent) => void): ConsentIntents => ({
  acceptAll: () => send({ type: "consent.acceptAll" }),
  rejectAll: () => send({ type: "consent.rejectAll" }),
  save: (choice) => send({ type: "consent.save", ...choice }),
  openManager: () => send({ type: "consent.openManager" }),
  closeManager: () => send({ type: "consent.closeManager" }),
});

export const sameConsentView = (a: ConsentView, b: ConsentView): boolean =>
  a.barVisible === b.barVisible &&
  a.managerOpen === b.managerOpen &&
  a.canManage === b.canManage &&
  a.offerRejectAll === b.offerRejectAll &&
  a.choice.marketing === b.choice.marketing &&
  a.choice.analytics === b.choice.analytics &&
  a.choice.preferences === b.choice.preferences;
