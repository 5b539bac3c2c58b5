import { Schema } from "effect";
import { NullableString } from "./common.ts";

/** A tag, collection or category. */
export const TagSummary = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  slug: Schema.String,
});
export type TagSummary = typeof TagSummary.Type;

export const Tag = Schema.Struct({
  ...TagSummary.fields,
  order: Schema.Number,
  featured: Schema.Boolean,
  hidden: Schema.Boolean,
  banner_image: NullableString,
  banner_image_mobile: NullableString,
  tag_icon: NullableString,
  outstanding_text: NullableString,
  description: NullableString,
  category_type: NullableString,
});
export type Tag = typeof Tag.Type;
