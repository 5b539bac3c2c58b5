/** What a card's link says to assistive technology: one name, its parts spoken in order. */

/** Minutes as said aloud: "1 h 35 min", "45 min" (units apart, so they are not run together). */
export const spokenLength = (minutes: number | null): string | null => {
  if (minutes === null || !Number.isFinite(minutes) || minutes <= 0) return null;
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
};

/**
 * "Gentle Orchard, free, 2020, 1 h 35 min": the title, then the badges (lower case), then the
 * year and the length, the missing ones left out.
 */
export const cardName = (
  title: string,
  badges: readonly (string | false | null | undefined)[],
  details: readonly (string | null)[],
): string =>
  [title, ...badges.map((badge) => (badge ? badge.toLowerCase() : null)), ...details]
    .filter((part): part is string => Boolean(part))
    .join(", ");
