/**
 * Related content of a film or series: interviews, behind the scenes, chapters (spec 000 §3
 * "Related content"; spec 001 §7 `/{type}/{id}/related-content`, `/related-content/{id}`).
 */
import { Schema } from "effect";
import { NullableString } from "./common.ts";

export const RelatedContentType = Schema.Literals([
  "interview",
  "behind_the_scenes",
  "chapter",
  "other",
  "movie",
]);
export type RelatedContentType = typeof RelatedContentType.Type;

/** The owners of related content, as the path names them. */
export const RelatedOwnerType = Schema.Literals(["movies", "series"]);
export type RelatedOwnerType = typeof RelatedOwnerType.Type;

export const RelatedPerson = Schema.Struct({
  name: Schema.String,
  last_name: NullableString,
  slug: Schema.String,
});

export const RelatedContent = Schema.Struct({
  id: Schema.Number,
  model_type: Schema.Literals(["Movie", "Series"]),
  model_id: Schema.Number,
  type: RelatedContentType,
  /** Site ids it is published on (the cinema site is 2). */
  channels: Schema.Array(Schema.Number),
  title: Schema.String,
  short_desc: NullableString,
  desc: NullableString,
  people: Schema.Array(RelatedPerson),
  poster_image: NullableString,
  mobile_poster_image: NullableString,
  /** An HLS playlist (open media: related content is free to watch). */
  video_path: Schema.String,
  created_at: Schema.String,
  updated_at: Schema.String,
  order_column: Schema.Number,
  /** Offered once the trailer ends, with `after_video_img` as its picture. */
  show_after_trailer: Schema.Boolean,
  after_video_img: NullableString,
});
export type RelatedContent = typeof RelatedContent.Type;
export const RelatedContentList = Schema.Struct({ data: Schema.Array(RelatedContent) });
export const RelatedContentResponse = Schema.Struct({ data: RelatedContent });
