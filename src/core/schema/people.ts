/**
 * A person's page data: the person with their films (`/persons/{type}/slug/{slug}`, films
 * unless `load_movies=0`) and the person info (`/persons/{slug}/people-info`), spec 000 §3.
 */
import { Schema } from "effect";
import { NullableString } from "./common.ts";
import { MovieSummary } from "./movie.ts";
import { Person } from "./person.ts";

/** The person with the films they directed and performed in (absent with `load_movies=0`). */
export const PersonDetail = Schema.Struct({
  ...Person.fields,
  directed: Schema.optional(Schema.Array(MovieSummary)),
  performed: Schema.optional(Schema.Array(MovieSummary)),
});
export type PersonDetail = typeof PersonDetail.Type;
export const PersonDetailResponse = Schema.Struct({ data: PersonDetail });

export const PersonInfo = Schema.Struct({
  id: Schema.Number,
  /** ISO date (YYYY-MM-DD) or null. */
  birthday: NullableString,
  birthplace: NullableString,
  /** How many published films credit the person. */
  movies: Schema.Number,
  awards: Schema.Array(Schema.String),
  /** e.g. "2014–present". */
  years_active: NullableString,
  gender: NullableString,
  hobbies: Schema.Array(Schema.String),
  location: NullableString,
});
export type PersonInfo = typeof PersonInfo.Type;
export const PersonInfoResponse = Schema.Struct({ data: PersonInfo });
