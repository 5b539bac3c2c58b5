/**
 * Which subtitle track is on (spec 001 §4 "Player", §9): the remembered choice when the film
 * has that track (or when the viewer turned subtitles off), otherwise the first language of the
 * preference order es, fr, de, en, def that the film has. The player restores it
 * SUBTITLE_RESTORE_DELAY_MS after load (a machine delay).
 */

export const SUBTITLE_PREFERENCE = ["es", "fr", "de", "en", "def"] as const;

/** A track's language compared without letter case or region: "ES-es" is "es". */
export const languageKey = (language: string): string =>
  language.trim().toLowerCase().split(/[-_]/, 1)[0]!;

/** The preference rank of a language; languages outside the order come after it. */
const rank = (language: string): number => {
  const index = (SUBTITLE_PREFERENCE as readonly string[]).indexOf(languageKey(language));
  return index === -1 ? SUBTITLE_PREFERENCE.length : index;
};

/**
 * The language to show, as the film's track names it, or null for none.
 * `remembered`: undefined when the viewer never chose, null when they turned subtitles off.
 */
export const chooseSubtitle = (
  available: readonly string[],
  remembered: string | null | undefined,
): string | null => {
  if (remembered === null) return null;
  if (remembered !== undefined) {
    const same = available.find((language) => languageKey(language) === languageKey(remembered));
    if (same !== undefined) return same;
  }
  const preferred = available.filter((language) => rank(language) < SUBTITLE_PREFERENCE.length);
  return preferred.sort((a, b) => rank(a) - rank(b))[0] ?? null;
};

/** The tracks in menu order: the preference order first, the rest as the film lists them. */
export const orderSubtitles = <T extends { readonly language: string }>(
  tracks: readonly T[],
): readonly T[] => [...tracks].sort((a, b) => rank(a.language) - rank(b.language));
