/**
 * Ratings (spec 000 §4 "Lists", 001 §4 "Rating", §7 `/rate`): a viewer's rating of an item is
 * created when they have none for it (POST) and updated otherwise (PUT), and taken back with
 * DELETE; a rating of a comment is always created.
 */
import type { RatedItem, RatedModel } from "./schema/library.ts";

export type RatingCall = "create" | "update";

/** POST (create) or PUT (update) for a rating of `model`, given the viewer's current one. */
export const ratingCall = (model: RatedModel, existing: number | null): RatingCall =>
  model === "Comment" || existing === null ? "create" : "update";

/** The viewer's rating of an item among their rated items, or null. */
export const ratingOf = (
  rated: readonly RatedItem[],
  model: RatedModel,
  modelId: number,
): number | null =>
  rated.find((item) => item.model_type === model && item.model_id === modelId)?.rating ?? null;

/** The rated items after a rating was saved: the item's rating replaced or added. */
export const withRating = (rated: readonly RatedItem[], saved: RatedItem): readonly RatedItem[] => [
  ...withoutRating(rated, saved.model_type, saved.model_id),
  saved,
];

/** The rated items after the viewer took back their rating of an item (DELETE /rate). */
export const withoutRating = (
  rated: readonly RatedItem[],
  model: RatedModel,
  modelId: number,
): readonly RatedItem[] =>
  rated.filter((item) => !(item.model_type === model && item.model_id === modelId));
