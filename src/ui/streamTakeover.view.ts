/**
 * The seam between the stream-takeover machine and the watch page (ARCHITECTURE.md,
 * xstate-tree): who takes part (core `takeoverApplies`), the machine's input, the selector
 * of what the 'Attention' modal shows and the intents of its two buttons.
 */
import type { SnapshotFrom } from "xstate";
import type { VideoKind } from "../core/playerAnalytics.ts";
import { isPaidContent, takeoverApplies } from "../core/streamTakeover.ts";
import type { UserType } from "../core/userType.ts";
import type {
  StreamTakeoverInput,
  StreamTakeoverViewEvent,
  streamTakeoverMachine,
} from "../machines/streamTakeover.machine.ts";

/** The system id of the watch page's takeover actor (one watch page at a time). */
export const STREAM_TAKEOVER_ID = "streamTakeover";

export type StreamTakeoverMachine = typeof streamTakeoverMachine;
export type StreamTakeoverSnapshot = SnapshotFrom<StreamTakeoverMachine>;

/** What the watch page knows when the player starts. */
export interface TakeoverFacts {
  readonly userType: UserType;
  /** The viewer's account id (null: a guest). */
  readonly accountId: number | null;
  readonly kind: VideoKind;
  readonly content: { readonly user_level: number; readonly is_free: boolean };
  /** What plays (core `mediaKey`), handed over to a screen that takes over; none for live TV. */
  readonly media?: string | null;
}

/** The takeover machine's input for this playback, or null when the control does not apply. */
export const takeoverInputOf = (
  facts: TakeoverFacts,
  deviceId: string,
): StreamTakeoverInput | null =>
  facts.accountId !== null &&
  takeoverApplies({
    userType: facts.userType,
    kind: facts.kind,
    paidContent: isPaidContent(facts.content),
  })
    ? { accountId: facts.accountId, deviceId, media: facts.media ?? null }
    : null;

/** What the watch page shows of the takeover. */
export type TakeoverView =
  /** Nothing: this screen plays, is joining, or presence is unavailable (it plays). */
  | "none"
  /** 'Attention' with its two buttons: another screen plays. */
  | "attention"
  /**
   * 'WATCH ON THIS DEVICE' was chosen: the modal stays, its buttons wait, until the other
   * screen has handed over where it stopped (or left).
   */
  | "takingOver"
  /** Leaving: another screen took over, or 'GO BACK'. */
  | "leaving";

export const selectTakeoverView = (snapshot: StreamTakeoverSnapshot): TakeoverView => {
  if (snapshot.matches("pausedByOther")) return "attention";
  if (snapshot.matches("takingOver") || snapshot.matches("handingOver")) return "takingOver";
  if (snapshot.matches("kicked") || snapshot.matches("wentBack")) return "leaving";
  return "none";
};

export interface TakeoverIntents {
  readonly watchHere: () => void;
  readonly goBack: () => void;
}

export const takeoverIntents = (
  send: (event: StreamTakeoverViewEvent) => void,
  /** Stamps the choice with when it was made (local epoch ms). */
  now: () => number,
): TakeoverIntents => ({
  watchHere: () => send({ type: "takeover.watchHere", at: now() }),
  goBack: () => send({ type: "takeover.goBack" }),
});
