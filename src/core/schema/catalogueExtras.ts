/**
 * Catalogue answers beyond a film, a series, a person and a tag (spec 001 §7): a tag with its
 * films, the originals, films in production and about to be released, random and similar films.
 */
import { Schema } from "effect";
import { NullableString, PageMeta } from "./common.ts";
import { MovieSummary, SceneMarker } from "./movie.ts";
import { SeriesSummary } from "./series.ts";
import { Tag } from "./tag.ts";

/** `/tags/slug/{slug}`: the tag with its published films, unless `load_products=0`. */
export const TagDetail = Schema.Struct({
  ...Tag.fields,
  products: Schema.optional(Schema.Array(MovieSummary)),
});
export type TagDetail = typeof TagDetail.Type;
export const TagDetailResponse = Schema.Struct({ data: TagDetail });

/** A film or a series, told apart by `model_type`. */
export const Product = Schema.Union([MovieSummary, SeriesSummary]);
export type Product = typeof Product.Type;
/** `/originals`: original films and series, newest first, paginated. */
export const ProductPage = Schema.Struct({ data: Schema.Array(Product), meta: PageMeta });

/** `/products/in-production` and `/products/soon`: titles not yet released. */
export const UpcomingProduct = Schema.Struct({
  id: Schema.Number,
  model_type: Schema.Literals(["Movie", "Series"]),
  stage: Schema.Literals(["in-production", "soon"]),
  title: Schema.String,
  slug: Schema.String,
  short_synopsis: NullableString,
  poster_picture: Schema.String,
  cover_picture: Schema.String,
  /** ISO date the title is expected (month precision is enough for the page). */
  expected_date: NullableString,
  director: NullableString,
});
export type UpcomingProduct = typeof UpcomingProduct.Type;
export const UpcomingProductList = Schema.Struct({ data: Schema.Array(UpcomingProduct) });

export const MovieSummaryResponse = Schema.Struct({ data: MovieSummary });
export const MovieSummaryList = Schema.Struct({ data: Schema.Array(MovieSummary) });

/**
 * `/movies/bts`: a film with a behind-the-scenes video, and the picture of that video
 * (spec 000 §3 `bts_poster_picture`).
 */
export const BtsFilm = Schema.Struct({
  ...MovieSummary.fields,
  bts_poster_picture: NullableString,
});
export type BtsFilm = typeof BtsFilm.Type;
export const BtsFilmList = Schema.Struct({ data: Schema.Array(BtsFilm) });

/** `/scene-markers/slug/{slug}`: the scene markers of the film with that slug, in its order. */
export const SceneMarkerList = Schema.Struct({ data: Schema.Array(SceneMarker) });
