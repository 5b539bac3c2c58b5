/**
 * The effects of the feature actors, as the views need them: for each feature machine the
 * view loads lazily, a function that gives the machine its real effects. The composition
 * root implements this (src/app/features.ts), tests give fakes; views never see adapters.
 */
import type { NewsletterSite } from "../core/newsletter.ts";
import type { NewsletterRecord } from "../core/newsletterPopup.ts";
import type { AgeVerificationPageMachine } from "../machines/ageVerificationPage.machine.ts";
import type { LeadFormMachine } from "../machines/leadForm.machine.ts";
import type { NewsletterPopupMachine } from "../machines/newsletterPopup.machine.ts";
import type { PlayerMachine } from "../machines/player.machine.ts";
import type { PlayGateMachine, PlayGrant } from "../machines/playGate.machine.ts";
import type { searchMachine } from "../machines/search.machine.ts";
import type { ViewStatsMachine } from "../machines/viewStats.machine.ts";
import type { AccountFeature } from "./account/feature.ts";
import type { LibraryFeature } from "./library/feature.ts";
import type { PlaybackReads, PlayerVideoTarget } from "./player.view.ts";
import type { StreamTakeoverMachine } from "./streamTakeover.view.ts";

/** Where the takeover acts: the player it pauses and resumes, and the page's navigation. */
export interface TakeoverTarget {
  /** The system id of the player actor it pauses and resumes. */
  readonly playerId: string;
  /** Another screen took over: to the home page. */
  readonly goHome: () => void;
  /** 'GO BACK': back one page. */
  readonly goBack: () => void;
}

/** One screen at a time (issue 8): the presence channel and the player's side of it. */
export interface TakeoverFeature {
  readonly machine: (
    machine: StreamTakeoverMachine,
    target: TakeoverTarget,
  ) => StreamTakeoverMachine;
  /** A new presence member id for one playback. */
  readonly newDeviceId: () => string;
  readonly now: () => number;
}

/** The newsletter popup and lead forms (issue 9). */
export interface NewsletterFeature {
  readonly site: NewsletterSite;
  readonly popup: (machine: NewsletterPopupMachine) => NewsletterPopupMachine;
  readonly leadForm: (machine: LeadFormMachine) => LeadFormMachine;
  /** The `newsletter_close` cookie as it is now. */
  readonly record: () => NewsletterRecord;
  /** The marketing tool (the dataLayer) is missing: an ad blocker took it. */
  readonly marketingBlocked: () => boolean;
  readonly now: () => number;
}

export interface FeatureEffects {
  /**
   * Account and money (issue 13), loaded when an account page first asks (the same promise
   * each time); absent: account pages show no forms.
   */
  readonly account?: () => Promise<AccountFeature>;
  /** My Space, lists, ratings, comments and downloads (issue 12); absent: none of them shows. */
  readonly library?: LibraryFeature;
  /** Absent where the composition root gives no newsletter (tests): no popup, inert forms. */
  readonly newsletter?: NewsletterFeature;
  readonly ageVerificationPage: (machine: AgeVerificationPageMachine) => AgeVerificationPageMachine;
  /** The header search (issue 10): `POST /search`, failures logged. */
  readonly search: (machine: typeof searchMachine) => typeof searchMachine;
  /**
   * Playback (issue 7): `trailer` is the open grant of a trailer; null asks the server, with
   * `/movies/{id}/play`, or for `call` "related" (issue 11) `/related-content/{id}/play`.
   */
  readonly playGate: (
    machine: PlayGateMachine,
    trailer: PlayGrant | null,
    call?: "film" | "related",
  ) => PlayGateMachine;
  /** The video.js player inside `video.container()`; each video event also goes to view stats. */
  readonly player: (machine: PlayerMachine, video: PlayerVideoTarget) => PlayerMachine;
  readonly viewStats: (machine: ViewStatsMachine) => ViewStatsMachine;
  /** Concurrent-stream control (issue 8); absent: no screen is ever limited. */
  readonly takeover?: TakeoverFeature;
  /** Member reads of playback and the player's remembered choices. */
  readonly playback: PlaybackReads;
}
