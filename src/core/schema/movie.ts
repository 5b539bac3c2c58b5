import { Schema } from "effect";
import { NullableNumber, NullableString } from "./common.ts";
import { PersonSummary } from "./person.ts";
import { TagSummary } from "./tag.ts";

/** user_level on the wire: paid 0, registered 1, free 2. */
export const UserLevel = Schema.Literals([0, 1, 2]);
export type UserLevel = typeof UserLevel.Type;

export const StreamingLinks = Schema.Struct({
  rtmp: NullableString,
  ahls: NullableString,
  dash: NullableString,
});

export const Subtitle = Schema.Struct({
  language: Schema.String,
  label: Schema.String,
  url: Schema.String,
});
export type Subtitle = typeof Subtitle.Type;

export const SceneMarker = Schema.Struct({
  title: Schema.String,
  start_time: Schema.Number,
});
export type SceneMarker = typeof SceneMarker.Type;

/** A film as it appears in lists and as `similar_movies`. */
export const MovieSummary = Schema.Struct({
  model_type: Schema.Literal("Movie"),
  id: Schema.Number,
  slug: Schema.String,
  title: Schema.String,
  status: NullableString,
  user_level: UserLevel,
  is_free: Schema.Boolean,
  series_id: NullableNumber,
  episode_id: NullableNumber,
  release_date: NullableString,
  length: NullableNumber,
  short_synopsis: NullableString,
  cover_picture: NullableString,
  poster_picture: NullableString,
  mobile_detail_picture: NullableString,
});
export type MovieSummary = typeof MovieSummary.Type;

/** A film with every field of spec 000 §3. */
export const Movie = Schema.Struct({
  ...MovieSummary.fields,
  movie_id: NullableNumber,
  production_date: NullableString,
  director_id: NullableNumber,
  featured: Schema.Boolean,
  is_compilation: Schema.Boolean,
  synopsis: NullableString,
  cover_title_picture: NullableString,
  info_title_picture: NullableString,
  bts_poster_picture: NullableString,
  trailer_path: NullableString,
  behind_scenes_path: NullableString,
  video_header: NullableString,
  director: Schema.NullOr(PersonSummary),
  photographer: Schema.NullOr(PersonSummary),
  producer: Schema.NullOr(PersonSummary),
  performers: Schema.Array(PersonSummary),
  tags: Schema.Array(TagSummary),
  album: NullableString,
  confession: NullableString,
  labels: Schema.Array(Schema.String),
  similar_movies: Schema.Array(MovieSummary),
  streaming_links: StreamingLinks,
  subtitles: Schema.Array(Subtitle),
  thumbnails_url: NullableString,
  scene_markers: Schema.Array(SceneMarker),
});
export type Movie = typeof Movie.Type;
