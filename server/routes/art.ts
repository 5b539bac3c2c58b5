import { Hono } from "hono";
import { type ArtSubject, drawArt } from "../art/draw.ts";
import { createPictureCache, DEFAULT_PICTURE_QUALITY } from "../art/raster.ts";
import type { AppEnv, Deps } from "../context.ts";
import { readQuery } from "../http/body.ts";
import { decodeInput } from "../http/validate.ts";
import { ART_KINDS, ART_VARIANTS, type ArtKind, type ArtVariant } from "../mediaPaths.ts";
import { imageQuery, targetSize } from "./imageParams.ts";

/**
 * Art of the site's own content (issue 11): banner slides and tiles, landing items, related
 * content, titles in production, live TV categories, logos. Drawn like the catalogue's art.
 */
export const SITE_ART_KINDS = ["banner", "landing", "related", "product", "live", "logo"] as const;
export type SiteArtKind = (typeof SITE_ART_KINDS)[number];
export type AnyArtKind = ArtKind | SiteArtKind;

export const siteArtUrl = (kind: SiteArtKind, variant: ArtVariant, slug: string) =>
  `/media/art/${kind}/${variant}/${slug}.svg`;

/** The title of a site content's art: the row of its kind with that slug. */
const SITE_ART_TITLE_SQL: Readonly<Record<SiteArtKind, string>> = {
  banner: `SELECT title FROM banner_slides WHERE slug = @slug
    UNION ALL SELECT title FROM cta_banners WHERE slug = @slug
    UNION ALL SELECT title FROM small_banners WHERE slug = @slug`,
  landing: `SELECT COALESCE(i.title, l.title) AS title FROM landing_items i
    JOIN landings l ON l.id = i.landing_id WHERE i.slug = @slug
    UNION ALL SELECT title FROM landings WHERE slug = @slug`,
  related: "SELECT title FROM related_content WHERE slug = @slug",
  product: "SELECT title FROM upcoming_products WHERE slug = @slug",
  live: "SELECT title FROM live_tv_categories WHERE slug = @slug",
  logo: "SELECT name AS title FROM logos WHERE slug = @slug",
};

/** Keyed by the request's slug: a Map, so "constructor" or "__proto__" finds nothing. */
const MISC_TITLES: ReadonlyMap<string, string> = new Map([
  ["age-verification", "Cinema"],
  ["plans", "Cinema Premium"],
]);

/** The title drawn on the art of `slug`, or null when nothing has that slug. */
export function artTitle(deps: Deps, kind: AnyArtKind, slug: string): string | null {
  const { movies, series, people, tags } = deps.repos;
  switch (kind) {
    case "movie":
      return movies.titleBySlug(slug);
    case "series":
      return series.titleBySlug(slug);
    case "person":
      return people.titleBySlug(slug);
    case "tag":
      return tags.bySlug(slug)?.title ?? null;
    case "misc":
      return MISC_TITLES.get(slug) ?? null;
    default: {
      const row = deps.db.prepare(SITE_ART_TITLE_SQL[kind]).get({ slug }) as
        | { title: unknown }
        | undefined;
      return typeof row?.title === "string" ? row.title : null;
    }
  }
}

const KINDS: ReadonlySet<string> = new Set([...ART_KINDS, ...SITE_ART_KINDS]);
export const isArtKind = (v: string): v is AnyArtKind => KINDS.has(v);
export const isArtVariant = (v: string): v is ArtVariant => Object.hasOwn(ART_VARIANTS, v);

/** A film's visible categories: its own tags, or for an episode without any its series' tags. */
const MOVIE_CATEGORIES_SQL = `SELECT t.title FROM movies m JOIN movie_tags mt ON mt.movie_id = m.id
  JOIN tags t ON t.id = mt.tag_id WHERE m.slug = @slug AND t.hidden = 0 ORDER BY t.sort_order`;
const EPISODE_CATEGORIES_SQL = `SELECT t.title FROM movies m JOIN series_tags st ON st.series_id = m.series_id
  JOIN tags t ON t.id = st.tag_id WHERE m.slug = @slug AND t.hidden = 0 ORDER BY t.sort_order`;
/** Related content (interviews, chapters) takes the categories of the film or series it is of. */
const RELATED_CATEGORIES_SQL = `SELECT t.title FROM related_content r
  JOIN movie_tags mt ON r.model_type = 'Movie' AND mt.movie_id = r.model_id
  JOIN tags t ON t.id = mt.tag_id WHERE r.slug = @slug AND t.hidden = 0
  UNION ALL SELECT t.title FROM related_content r
  JOIN series_tags st ON r.model_type = 'Series' AND st.series_id = r.model_id
  JOIN tags t ON t.id = st.tag_id WHERE r.slug = @slug AND t.hidden = 0`;
const SERIES_CATEGORIES_SQL = `SELECT t.title FROM series s JOIN series_tags st ON st.series_id = s.id
  JOIN tags t ON t.id = st.tag_id WHERE s.slug = @slug AND t.hidden = 0 ORDER BY t.sort_order`;

const titles = (deps: Deps, sql: string, slug: string): string[] =>
  (deps.db.prepare(sql).all({ slug }) as { title: unknown }[])
    .map((row) => row.title)
    .filter((title): title is string => typeof title === "string");

/**
 * The visible category titles (tags) of the art's subject: a film's or a series' tags (an
 * episode without tags: its series'), related content's film or series tags, a category's own
 * title; none for the other kinds (their art reads its mood from the words of the title).
 */
export function artCategories(deps: Deps, kind: AnyArtKind, slug: string): string[] {
  switch (kind) {
    case "movie": {
      const own = titles(deps, MOVIE_CATEGORIES_SQL, slug);
      return own.length > 0 ? own : titles(deps, EPISODE_CATEGORIES_SQL, slug);
    }
    case "series":
      return titles(deps, SERIES_CATEGORIES_SQL, slug);
    case "related":
      return titles(deps, RELATED_CATEGORIES_SQL, slug);
    case "tag": {
      const title = deps.repos.tags.bySlug(slug)?.title;
      return title ? [title] : [];
    }
    default:
      return [];
  }
}

/** What the art of a kind shows. */
const SUBJECTS: Readonly<Record<AnyArtKind, ArtSubject>> = {
  movie: "title",
  series: "title",
  person: "person",
  tag: "category",
  misc: "title",
  banner: "title",
  landing: "title",
  related: "title",
  product: "title",
  live: "title",
  logo: "logo",
};

/** Who the art is of: its kind's subject and the categories that choose its scene. */
export interface ArtOf {
  readonly kind: AnyArtKind;
  readonly categories: readonly string[];
}

/**
 * Deterministic SVG art (server/art/draw.ts): a scene chosen and coloured by the subject's
 * categories, a portrait for people; on posters the title in its genre's treatment, on
 * backdrops no text.
 */
export function artSvg(
  variant: ArtVariant,
  slug: string,
  title: string,
  size: { readonly width: number; readonly height: number } | null = null,
  of: ArtOf = { kind: "movie", categories: [] },
): string {
  const [width, height] = ART_VARIANTS[variant];
  return drawArt({
    variant,
    slug,
    title,
    size: size ?? { width, height },
    subject: SUBJECTS[of.kind],
    categories: of.categories,
    hint: `${title} ${slug.replace(/-/g, " ")}`,
  });
}

const ART_CACHE = "public, max-age=604800";

/**
 * Whether a request asks for a picture: `auto=format` and a browser that takes WebP (its
 * Accept names it), as an image CDN decides. Otherwise the art is answered as drawn, in SVG.
 */
export const wantsPicture = (auto: string | undefined, accept: string | undefined): boolean =>
  (auto ?? "").split(",").some((value) => value.trim() === "format") &&
  /(^|[\s,])image\/webp(\s*[;,]|\s*$)/.test(accept ?? "");

/**
 * `/media/art/{kind}/{variant}/{slug}.svg` with the image request parameters of spec 001 §3
 * (`ar`, `fit`, `crop`, `auto`, `width`, and `q`, `dpr`): the art is drawn at the size they
 * ask for (see imageParams.ts); with `auto=format`, a browser that takes WebP gets a WebP
 * picture of it at quality `q` (server/art/raster.ts). Bad parameters: 422; unknown art: 404.
 */
export function artRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const pictures = createPictureCache((message, detail) => console.warn(message, detail));
  app.get("/media/art/:kind/:variant/:file", async (c) => {
    const { kind, variant, file } = c.req.param();
    const slug = /^([a-z0-9-]{1,150})\.svg$/.exec(file)?.[1];
    const title =
      slug && isArtKind(kind) && isArtVariant(variant) ? artTitle(deps, kind, slug) : null;
    if (!slug || !title || !isArtKind(kind) || !isArtVariant(variant))
      return c.text("Not found", 404);
    const params = decodeInput(imageQuery, readQuery(c));
    const [w, h] = ART_VARIANTS[variant];
    const size = targetSize({ width: w, height: h }, params);
    const of = { kind, categories: artCategories(deps, kind, slug) };
    const svg = () => artSvg(variant, slug, title, size, of);
    c.header("Cache-Control", ART_CACHE);
    c.header("Vary", "Accept");
    if (wantsPicture(params.auto, c.req.header("Accept"))) {
      const quality = params.q ?? DEFAULT_PICTURE_QUALITY;
      const picture = await pictures.webp({
        key: `${kind}/${variant}/${slug}:${size.width}x${size.height}:q${quality}`,
        svg,
        width: size.width,
        height: size.height,
        quality,
      });
      if (picture) {
        c.header("Content-Type", "image/webp");
        return c.body(picture);
      }
    }
    c.header("Content-Type", "image/svg+xml");
    return c.body(svg());
  });
  return app;
}
