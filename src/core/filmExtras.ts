/**
 * What a film page draws below its head from reads of its own (spec 001 §7, decision 0068):
 * the behind the scenes of `/movies/bts`, with the film's own first.
 */

/**
 * The behind-the-scenes row of a film page: the films `/movies/bts` answered, in its order,
 * the page's own film first when it has one, each film once.
 */
export const btsRowOf = <T extends { readonly id: number }>(
  films: readonly T[],
  filmId: number,
): readonly T[] => {
  const seen = new Set<number>();
  const once = films.filter((film) => !seen.has(film.id) && seen.add(film.id));
  const own = once.filter((film) => film.id === filmId);
  return [...own, ...once.filter((film) => film.id !== filmId)];
};
