import { Schema } from "effect";
import { NullableString } from "./common.ts";

export const PersonType = Schema.Literals([
  "performers",
  "directors",
  "producers",
  "photographers",
  "ambassadors",
  "guest-stars",
  "couples",
  "artists",
]);
export type PersonType = typeof PersonType.Type;

export const PersonLink = Schema.Struct({ title: Schema.String, url: Schema.String });

/** A person as credited on a film or series. */
export const PersonSummary = Schema.Struct({
  model_type: Schema.Literal("Person"),
  id: Schema.Number,
  name: Schema.String,
  last_name: NullableString,
  slug: Schema.String,
  type: PersonType,
  poster_image: NullableString,
});
export type PersonSummary = typeof PersonSummary.Type;

export const Person = Schema.Struct({
  ...PersonSummary.fields,
  gender: NullableString,
  cover_photo: NullableString,
  cover_photo_mobile: NullableString,
  banner_image: NullableString,
  banner_image_mobile: NullableString,
  vip_person: Schema.Boolean,
  links: Schema.Array(PersonLink),
  bio: NullableString,
  interview: NullableString,
  photographer: NullableString,
});
export type Person = typeof Person.Type;
