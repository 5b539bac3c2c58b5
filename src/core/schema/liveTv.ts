/** Live TV (spec 001 §7 `/live-tv/categories`, `/live-tv/next-movies`), and its channel. */
import { Schema } from "effect";
import { NullableString, Resource } from "./common.ts";
import { MovieSummary } from "./movie.ts";

export const LiveTvCategory = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  slug: Schema.String,
  /** The tag whose films the category schedules (`/live-tv/next-movies?tag_id=`). */
  tag_id: Schema.Number,
  image: NullableString,
  /** The live channel's HLS playlist (a sliding window, never ending). */
  playlist_url: Schema.String,
});
export type LiveTvCategory = typeof LiveTvCategory.Type;
export const LiveTvCategoryList = Schema.Struct({ data: Schema.Array(LiveTvCategory) });

/** One slot of the schedule: a film and when it runs (ISO instants, server clock). */
export const LiveTvSlot = Schema.Struct({
  movie: MovieSummary,
  starts_at: Schema.String,
  ends_at: Schema.String,
});
export type LiveTvSlot = typeof LiveTvSlot.Type;
export const LiveTvSchedule = Schema.Struct({
  data: Schema.Array(LiveTvSlot),
  /** The server's clock when it answered, so the client places "now" in the schedule. */
  server_time: Schema.String,
});
export type LiveTvSchedule = typeof LiveTvSchedule.Type;

/**
 * `GET /live-tv/play` (ours, issue 23): the channel's master playlist under a signed,
 * short-lived prefix, for a viewer whose membership meets `live-tv-minimum-membership`;
 * valid until `expires_at` (epoch seconds).
 */
export const LiveTvPlayData = Schema.Struct({
  playlist_url: Schema.String,
  expires_at: Schema.Number.check(Schema.isInt()),
});
export type LiveTvPlayData = typeof LiveTvPlayData.Type;
export const LiveTvPlayResponse = Resource(LiveTvPlayData);
