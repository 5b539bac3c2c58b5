/**
 * Ratings (spec 000 §4 "Lists", 001 §4 "Rating", §7 `/rate`): a viewer's rating of an item is
 * created when they have none for it (POST) and updated otherwise (PUT), and taken back with
 * DELETE; a rating of a comment is always created.
 */
import type { RatedItem, RatedModel } from "./schema/library.ts";

/** Ratings are whole stars, 1 to 5 (values not shown by the spec: decision 0010). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

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

/**
 * A member's like of a comment: a rating of the comment, the scale's top, always a create
 * (spec 000 §4); its value is never shown (001 §3).
 */
export const commentLike = (
  commentId: number,
): { readonly call: RatingCall; readonly item: RatedItem } => ({
  call: ratingCall("Comment", null),
  item: { model_type: "Comment", model_id: commentId, rating: RATING_MAX },
});

/** The ids of the comments the member has liked, among their rated items. */
export const likedCommentIds = (rated: readonly RatedItem[]): readonly number[] =>
  rated.filter((item) => item.model_type === "Comment").map((item) => item.model_id);
