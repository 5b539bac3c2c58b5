/**
 * How a series page heads its episodes (issue 14): a season dropdown only when there is a
 * choice; one season is headed "Episodes"; a series without episodes has neither.
 */
export type SeasonHeading = "choice" | "single" | "none";

export const seasonHeading = (seasons: readonly number[]): SeasonHeading =>
  seasons.length > 1 ? "choice" : seasons.length === 1 ? "single" : "none";
