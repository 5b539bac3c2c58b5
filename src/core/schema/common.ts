import { Schema } from "effect";

/** A nullable string field: the API sends null for unset text and image paths. */
export const NullableString = Schema.NullOr(Schema.String);
export const NullableNumber = Schema.NullOr(Schema.Number);

export const PageMeta = Schema.Struct({
  current_page: Schema.Number.check(Schema.isInt()),
  last_page: Schema.Number.check(Schema.isInt()),
  total: Schema.Number.check(Schema.isInt()),
});
export type PageMeta = typeof PageMeta.Type;

/** A page of a list: `data` and `meta { current_page, last_page, total }`. */
export const Paginated = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ data: Schema.Array(item), meta: PageMeta });

/** A single resource wrapped in `data`. */
export const Resource = <S extends Schema.Top>(item: S) => Schema.Struct({ data: item });

/** The body of a failed call: a message and, on 422, messages per field. */
export const ApiErrorBody = Schema.Struct({
  message: Schema.String,
  errors: Schema.optional(Schema.Record(Schema.String, Schema.Array(Schema.String))),
});
export type ApiErrorBody = typeof ApiErrorBody.Type;

export const ModelType = Schema.Literals(["Movie", "Series", "Person", "Tag", "Confession"]);
export type ModelType = typeof ModelType.Type;
