/**
 * A read's answer shown no sooner than the loading floor (decision 0091, core loadingFloor):
 * the state config every machine that draws a loading indicator for a read shares, so the
 * three of them (search, library lists, watch-again) look the same in the inspector.
 *
 * - `floor`, a region beside the read's: `open` while no loading indicator is to be kept on screen;
 *   `holding` as soon as `shows` holds, for the machine's delay `loadingFloor`; then `passed`
 *   until `shows` stops holding.
 * - `onDone`, the read's answer: kept (`hold`) while the floor is `holding`, the read waiting in
 *   `answered`; otherwise put in (`show`, from the done event) and the read goes to `target`.
 * - `answered`: the kept answer put in (`release`) as soon as the floor stops holding.
 *
 * The machine's setup names the delay `loadingFloor` (how long is left of the loading indicator's
 * minimum time when `holding` starts) and the actions and guard given here.
 */
import { not, stateIn } from "xstate";

export interface AnswerAfterFloor<TGuard, TAction> {
  /** The id of the floor's `holding` state: unique in the machine. */
  readonly id: string;
  /** `passed` where a loading indicator already on screen counts as shown its minimum time. */
  readonly initial: "open" | "passed";
  /** A loading indicator is on screen that has not been shown its minimum time. */
  readonly shows: TGuard;
  /** Where the read goes once its answer is in. */
  readonly target: string;
  /** Puts the done event's answer in. */
  readonly show: TAction;
  /** Keeps the done event's answer while the floor holds. */
  readonly hold: TAction;
  /** Puts the kept answer in. */
  readonly release: TAction;
}

export function answerAfterFloor<TGuard, TAction>(options: AnswerAfterFloor<TGuard, TAction>) {
  const { id, initial, shows, target, show, hold, release } = options;
  const floorHolds = stateIn(`#${id}`);
  return {
    onDone: [
      { guard: floorHolds, target: "answered" as const, actions: hold },
      { target, actions: show },
    ],
    /** Answered before the loading indicator was on screen its minimum time: still loading. */
    answered: { always: { guard: not(floorHolds), target, actions: release } },
    floor: {
      initial,
      states: {
        /** No loading indicator to keep on screen. */
        open: { always: { guard: shows, target: "holding" as const } },
        holding: { id, after: { loadingFloor: "passed" as const } },
        /** The loading indicator has been on screen its minimum time. */
        // `not` cannot see the machine's guards from here: the machine's config checks `shows`.
        passed: { always: { guard: not(shows as never), target: "open" as const } },
      },
    },
  };
}
