/**
 * How a film's or a series' address names it (spec 000 §5, 001 §5): "Series lookup: a numeric
 * value is an id, otherwise a slug. Movie by id only when numeric." So `/movies/123` and
 * `/series/7` are looked up by id, `/movies/the-long-road` by slug.
 */

export type CatalogueRef =
  | { readonly kind: "id"; readonly id: number }
  | { readonly kind: "slug"; readonly slug: string };

/** A whole number written without a sign or leading zero, short enough to be exact. */
const NUMERIC = /^[1-9][0-9]{0,14}$/;

/** The id a numeric value names, otherwise the slug it is. */
export const catalogueRef = (value: string): CatalogueRef =>
  NUMERIC.test(value) ? { kind: "id", id: Number(value) } : { kind: "slug", slug: value };
