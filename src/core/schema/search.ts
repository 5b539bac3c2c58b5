import { Schema } from "effect";
import { NullableNumber, NullableString, Resource } from "./common.ts";
import { PersonType } from "./person.ts";

/** resourceType of a person result (spec 000 §2 "Search"). */
export const PersonResourceType = Schema.Literals([
  "directors",
  "performers",
  "photographers",
  "artists",
  "gueststars",
  "producers",
]);
export type PersonResourceType = typeof PersonResourceType.Type;

const common = {
  id: Schema.Number,
  slug: Schema.String,
  /** A poster or icon path; null when the item has none. */
  picture: NullableString,
};

/** A person: the page of its `person_type` (core `personPathOf`). */
export const SearchPerson = Schema.Struct({
  model_type: Schema.Literal("Person"),
  resourceType: PersonResourceType,
  ...common,
  name: Schema.String,
  last_name: NullableString,
  person_type: PersonType,
});
export type SearchPerson = typeof SearchPerson.Type;

/** A film, or an episode (`resourceType` "episodes", with its series and episode ids). */
export const SearchMovie = Schema.Struct({
  model_type: Schema.Literal("Movie"),
  resourceType: Schema.NullOr(Schema.Literal("episodes")),
  ...common,
  title: Schema.String,
  series_id: NullableNumber,
  series_slug: NullableString,
  episode_id: NullableNumber,
});
export type SearchMovie = typeof SearchMovie.Type;

const titled = <T extends "Series" | "Tag" | "Confession">(modelType: T) =>
  Schema.Struct({
    model_type: Schema.Literal(modelType),
    resourceType: Schema.Null,
    ...common,
    title: Schema.String,
  });

export const SearchSeries = titled("Series");
export type SearchSeries = typeof SearchSeries.Type;
/** A category (tag). */
export const SearchTag = titled("Tag");
export type SearchTag = typeof SearchTag.Type;
/** Not in the cinema catalogue, but a model type of the search API. */
export const SearchConfession = titled("Confession");
export type SearchConfession = typeof SearchConfession.Type;

/** One item of `POST /search`. */
export const SearchResult = Schema.Union([
  SearchPerson,
  SearchMovie,
  SearchSeries,
  SearchTag,
  SearchConfession,
]);
export type SearchResult = typeof SearchResult.Type;

/** `POST /search` answers `{ data: [...] }`, best match first. */
export const SearchResponse = Resource(Schema.Array(SearchResult));

/** A suggestion of the search panel (`GET /smart/search-labels`): clicking it searches `query`. */
export const SearchLabel = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  query: Schema.String,
});
export type SearchLabel = typeof SearchLabel.Type;

export const SearchLabelsResponse = Resource(Schema.Array(SearchLabel));
