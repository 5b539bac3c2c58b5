/** Seduce-boost items (spec 000 §2: `/seduce-boost/{slug?}`, appended to Explore in the bottom bar). */
import { Schema } from "effect";

export const SeduceBoostItem = Schema.Struct({
  id: Schema.Number,
  slug: Schema.String,
  title: Schema.String,
  /** The tag whose films the item holds. */
  tag_id: Schema.Number,
});
export type SeduceBoostItem = typeof SeduceBoostItem.Type;
export const SeduceBoostItemList = Schema.Struct({ data: Schema.Array(SeduceBoostItem) });
