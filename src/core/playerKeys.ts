/**
 * The player's keys (spec 001 §9 quick seek; issue 25): what each key asks of the player.
 * The watch page hands every key it does not leave to a form or a control to the player
 * machine as `player.key`; the machine turns it into its own event with `keyIntent`.
 */

/** Arrow keys move this far in time (ours; j/l are the spec's quick seek). */
export const ARROW_SEEK_S = 5;
/** Arrow keys change the volume by this much (ours). */
export const ARROW_VOLUME_STEP = 0.1;

export type KeyIntent =
  | { readonly kind: "togglePlay" }
  | { readonly kind: "quickSeek"; readonly direction: "forward" | "back" }
  | { readonly kind: "seekBy"; readonly seconds: number }
  | { readonly kind: "volumeBy"; readonly step: number }
  | { readonly kind: "toggleFullscreen" }
  | { readonly kind: "toggleMute" }
  | { readonly kind: "toggleCaptions" };

const INTENTS: Readonly<Record<string, KeyIntent>> = {
  " ": { kind: "togglePlay" },
  k: { kind: "togglePlay" },
  j: { kind: "quickSeek", direction: "back" },
  l: { kind: "quickSeek", direction: "forward" },
  ArrowLeft: { kind: "seekBy", seconds: -ARROW_SEEK_S },
  ArrowRight: { kind: "seekBy", seconds: ARROW_SEEK_S },
  ArrowUp: { kind: "volumeBy", step: ARROW_VOLUME_STEP },
  ArrowDown: { kind: "volumeBy", step: -ARROW_VOLUME_STEP },
  f: { kind: "toggleFullscreen" },
  m: { kind: "toggleMute" },
  c: { kind: "toggleCaptions" },
};

/** What `key` (KeyboardEvent.key) asks of a player that plays; null: not a player key. */
export const keyIntent = (key: string): KeyIntent | null =>
  Object.hasOwn(INTENTS, key) ? INTENTS[key]! : null;

/** Keys the player answers while it plays (or is paused, loading, failed). */
export const PLAYER_KEYS: readonly string[] = Object.keys(INTENTS);
/** Keys the cover answers: they start playback, as a click on it does. */
export const COVER_KEYS: readonly string[] = [" ", "k"];
