/**
 * Originals (spec 001 §7 `/originals` with `exclude_movies` or `exclude_series`): the films
 * page shows the original films, so it leaves the series out; the series page shows the
 * original series, so it leaves the films out (decision 0064).
 */

/** A catalogue list page that shows a row of originals. */
export type OriginalsPage = "films" | "series";

/** The kind of original a page leaves out of its row: the other kind. */
export const originalsExclusion = (page: OriginalsPage): "movies" | "series" =>
  page === "films" ? "series" : "movies";
