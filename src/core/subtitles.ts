/**
 * Which subtitle track is on (spec 001 §4 "Player", §9). Captions are off for a viewer who
 * never chose, unless the viewer's own language is not the film's and the film has a track in
 * it (`subtitleOnLoad`). Once the viewer asks for captions without naming a language (the `c`
 * key), the preference order es, fr, de, en, def picks the track (`chooseSubtitle`). The
 * viewer's choice (a language, or off) is remembered and wins on the next film that has it.
 * The player restores it SUBTITLE_RESTORE_DELAY_MS after load (a machine delay).
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

/** The language the catalogue's films are spoken in (ours: the seeded films are in English). */
export const FILM_AUDIO_LANGUAGE = "en";

/**
 * The track on when a film loads, or null for captions off.
 * `remembered`: as in `chooseSubtitle`; `viewerLanguages`: the browser's languages, first
 * preferred. A viewer who never chose gets captions only in their own first language, and
 * only when it is not the film's language and the film has that track.
 */
export const subtitleOnLoad = (
  available: readonly string[],
  remembered: string | null | undefined,
  viewerLanguages: readonly string[],
): string | null => {
  if (remembered !== undefined) return chooseSubtitle(available, remembered);
  const own = viewerLanguages[0];
  if (own === undefined || languageKey(own) === FILM_AUDIO_LANGUAGE) return null;
  return available.find((language) => languageKey(language) === languageKey(own)) ?? null;
};

/** The tracks in menu order: the preference order first, the rest as the film lists them. */
export const orderSubtitles = <T extends { readonly language: string }>(
  tracks: readonly T[],
): readonly T[] => [...tracks].sort((a, b) => rank(a.language) - rank(b.language));
