import { Hono } from "hono";
import type { AppEnv, Deps } from "../context.ts";
import { readQuery } from "../http/body.ts";
import { escapeHtml } from "../http/html.ts";
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

/** FNV-1a: a stable hash of the slug picks the colours. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Wraps a title into at most 3 lines of about `width` characters. */
function lines(title: string, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  return out.slice(0, 3);
}

/** Art that pages show behind their own heading: no title drawn on it, as on real covers. */
const BACKDROPS: ReadonlySet<ArtVariant> = new Set([
  "cover",
  "detail",
  "banner",
  "banner-mobile",
  "mobile",
]);

/**
 * Deterministic SVG art: a gradient from the slug's hash, circles and, except on
 * backdrops, the title.
 */
export function artSvg(
  variant: ArtVariant,
  slug: string,
  title: string,
  size: { readonly width: number; readonly height: number } | null = null,
): string {
  const [baseW, baseH] = ART_VARIANTS[variant];
  const w = size?.width ?? baseW;
  const h = size?.height ?? baseH;
  const seed = hash(`${variant}:${slug}`);
  const hue = seed % 360;
  const hue2 = (hue + 40 + ((seed >>> 9) % 80)) % 360;
  const fontSize = Math.round(Math.min(w, h) / (variant === "icon" ? 5 : 9));
  const text = BACKDROPS.has(variant)
    ? []
    : lines(title, Math.max(8, Math.floor((w * 1.6) / fontSize)));
  const startY = h / 2 - ((text.length - 1) * fontSize * 1.2) / 2;
  const circles = [0, 1, 2]
    .map((i) => {
      const r = ((seed >>> (i * 5)) % 30) + 10;
      const cx = ((seed >>> (i * 7)) % 100) / 100;
      const cy = ((seed >>> (i * 3 + 2)) % 100) / 100;
      return `<circle cx="${Math.round(cx * w)}" cy="${Math.round(cy * h)}" r="${Math.round((r / 100) * Math.max(w, h))}" fill="#fff" fill-opacity="0.07"/>`;
    })
    .join("");
  const tspans = text
    .map(
      (t, i) =>
        `<tspan x="50%" y="${Math.round(startY + i * fontSize * 1.2)}">${escapeHtml(t)}</tspan>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeHtml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,28%)"/><stop offset="1" stop-color="hsl(${hue2},60%,12%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${circles}
<text fill="#f5f5f7" font-family="Georgia, 'Times New Roman', serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${tspans}</text>
</svg>`;
}

const ART_CACHE = "public, max-age=604800";

/**
 * `/media/art/{kind}/{variant}/{slug}.svg` with the image request parameters of spec 001 §3
 * (`ar`, `fit`, `crop`, `auto`, `width`, and `q`, `dpr`): the art is drawn at the size they
 * ask for (see imageParams.ts). Bad parameters: 422; unknown art: 404.
 */
export function artRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get("/media/art/:kind/:variant/:file", (c) => {
    const { kind, variant, file } = c.req.param();
    const slug = /^([a-z0-9-]{1,150})\.svg$/.exec(file)?.[1];
    const title =
      slug && isArtKind(kind) && isArtVariant(variant) ? artTitle(deps, kind, slug) : null;
    if (!slug || !title || !isArtVariant(variant)) return c.text("Not found", 404);
    const params = decodeInput(imageQuery, readQuery(c));
    const [w, h] = ART_VARIANTS[variant];
    c.header("Cache-Control", ART_CACHE);
    c.header("Content-Type", "image/svg+xml");
    return c.body(artSvg(variant, slug, title, targetSize({ width: w, height: h }, params)));
  });
  return app;
}
