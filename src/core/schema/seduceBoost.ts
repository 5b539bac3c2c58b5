/** Seduce-boost items (spec 000 §2: `/seduce-boost/{slug?}`, appended to Explore in the bottom bar). */
import { Schema } from "effect";
import { MovieSummary } from "./movie.ts";

export const SeduceBoostItem = Schema.Struct({
  id: Schema.Number,
  slug: Schema.String,
  title: Schema.String,
  /** The tag whose films the item holds. */
  tag_id: Schema.Number,
});
export type SeduceBoostItem = typeof SeduceBoostItem.Type;
export const SeduceBoostItemList = Schema.Struct({ data: Schema.Array(SeduceBoostItem) });

/** One item with the films it holds (`GET /seduce-boost/{slug}`), for its page. */
export const SeduceBoostDetail = Schema.Struct({
  ...SeduceBoostItem.fields,
  movies: Schema.Array(MovieSummary),
});
export type SeduceBoostDetail = typeof SeduceBoostDetail.Type;
export const SeduceBoostDetailResponse = Schema.Struct({ data: SeduceBoostDetail });
