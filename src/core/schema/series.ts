import { Schema } from "effect";
import { NullableString } from "./common.ts";
import { MovieSummary } from "./movie.ts";
import { PersonSummary } from "./person.ts";
import { TagSummary } from "./tag.ts";

export const EpisodeStatus = Schema.Literals(["Published", "Upcoming Release"]);

export const Episode = Schema.Struct({
  season: Schema.Number.check(Schema.isInt()),
  episode: Schema.Number.check(Schema.isInt()),
  status: EpisodeStatus,
  movie: MovieSummary,
});
export type Episode = typeof Episode.Type;

export const SeriesPictures = Schema.Struct({
  cover: NullableString,
  poster: NullableString,
  cover_title: NullableString,
  info_title: NullableString,
  banner: NullableString,
  banner_mobile: NullableString,
  series_detail: NullableString,
  mobile_detail: NullableString,
});

export const SeriesSummary = Schema.Struct({
  model_type: Schema.Literal("Series"),
  id: Schema.Number,
  title: Schema.String,
  slug: Schema.String,
  release_date: NullableString,
  is_original: Schema.Boolean,
  short_synopsis: NullableString,
  pictures: SeriesPictures,
});
export type SeriesSummary = typeof SeriesSummary.Type;

export const Series = Schema.Struct({
  ...SeriesSummary.fields,
  outstanding_text: NullableString,
  synopsis: NullableString,
  tags: Schema.Array(TagSummary),
  trailer_path: NullableString,
  behind_scenes_path: NullableString,
  performers: Schema.Array(PersonSummary),
  episodes: Schema.Array(Episode),
});
export type Series = typeof Series.Type;
