/**
 * What the player remembers locally (spec 001 §4 "Player"): fullscreen, volume, mute and
 * subtitle language; playback rate too. A stored value that is missing, malformed or out of
 * range reads as the default, field by field.
 */

export interface PlayerPreferences {
  readonly fullscreen: boolean;
  /** 0..1 */
  readonly volume: number;
  readonly muted: boolean;
  /** undefined: never chosen; null: subtitles turned off; else the language. */
  readonly subtitleLanguage: string | null | undefined;
  readonly playbackRate: number;
}

/** The local-storage key the preferences live under. */
export const PLAYER_PREFERENCES_KEY = "playerPreferences";

/** The playback speeds the player offers. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export const DEFAULT_PLAYER_PREFERENCES: PlayerPreferences = {
  fullscreen: false,
  volume: 1,
  muted: false,
  subtitleLanguage: undefined,
  playbackRate: 1,
};

const LANGUAGE = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/;

const field = <T>(value: unknown, valid: (v: unknown) => v is T, fallback: T): T =>
  valid(value) ? value : fallback;

const isBoolean = (v: unknown): v is boolean => typeof v === "boolean";
const isVolume = (v: unknown): v is number => typeof v === "number" && v >= 0 && v <= 1;
const isRate = (v: unknown): v is number =>
  typeof v === "number" && (PLAYBACK_RATES as readonly number[]).includes(v);
const isLanguageChoice = (v: unknown): v is string | null =>
  v === null || (typeof v === "string" && LANGUAGE.test(v));

/** The preferences read from storage (any JSON value, or undefined when absent). */
export const parsePlayerPreferences = (stored: unknown): PlayerPreferences => {
  if (typeof stored !== "object" || stored === null) return DEFAULT_PLAYER_PREFERENCES;
  const record = stored as Record<string, unknown>;
  const d = DEFAULT_PLAYER_PREFERENCES;
  return {
    fullscreen: field(record.fullscreen, isBoolean, d.fullscreen),
    volume: field(record.volume, isVolume, d.volume),
    muted: field(record.muted, isBoolean, d.muted),
    subtitleLanguage: isLanguageChoice(record.subtitleLanguage)
      ? record.subtitleLanguage
      : undefined,
    playbackRate: field(record.playbackRate, isRate, d.playbackRate),
  };
};
