/**
 * A catalogue page's head for search engines and link previews (issue 24): the meta
 * description from the synopsis or bio, Open Graph and Twitter card tags with the cover
 * picture, and JSON-LD (`Movie` with its trailer, `TVSeries` with its episodes, `Person`,
 * `BreadcrumbList`). What they say is the rule of src/core/structuredData.ts; this module
 * reads the catalogue and writes them into the page.
 */
import { breadcrumbsFor } from "../../src/core/breadcrumbs.ts";
import type { RouteMatch } from "../../src/core/routeTable.ts";
import type { PersonSummary } from "../../src/core/schema/person.ts";
import { sitemapPath } from "../../src/core/sitemap.ts";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  type HeadMeta,
  jsonLdText,
  metaDescription,
  movieJsonLd,
  type PersonLink,
  type Preview,
  personJsonLd,
  previewTags,
  seriesJsonLd,
} from "../../src/core/structuredData.ts";
import type { Deps } from "../context.ts";
import { escapeHtml } from "../http/html.ts";

export interface PageSeo {
  readonly description: string | null;
  readonly meta: readonly HeadMeta[];
  readonly jsonLd: readonly Record<string, unknown>[];
}

const PERSON_TYPES: Readonly<Record<string, PersonSummary["type"]>> = {
  "/cast/{slug}": "performers",
  "/directors/{slug}": "directors",
};

function slugOf(match: RouteMatch): string | null {
  const raw = match.params.slug;
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The head of a film, series or person page at `canonical` (absolute; null: the site's
 * origin is unknown, and previews need absolute URLs), or null for any other page.
 */
export function pageSeo(
  deps: Deps,
  match: RouteMatch,
  pathname: string,
  origin: string | null,
  canonical: string | null,
): PageSeo | null {
  if (origin === null || canonical === null) return null;
  const slug = slugOf(match);
  if (slug === null) return null;
  const picture = (path: string | null | undefined) => (path ? absoluteUrl(origin, path) : null);
  const personLink = (p: PersonSummary): PersonLink => {
    const path = sitemapPath({ kind: "person", slug: p.slug, personType: p.type });
    return {
      name: `${p.name} ${p.last_name ?? ""}`.trim(),
      url: path === null ? null : `${origin}${path}`,
    };
  };
  const crumbs = breadcrumbJsonLd(
    breadcrumbsFor(pathname).map((c) => ({ name: c.label, url: `${origin}${c.href}` })),
  );
  const page = (preview: Preview, data: Record<string, unknown>): PageSeo => ({
    description: preview.description,
    meta: previewTags(preview),
    jsonLd: [data, crumbs],
  });
  if (match.pattern === "/movies/{slug}") {
    const movie = deps.repos.movies.bySlug(slug);
    if (movie === null) return null;
    const description = metaDescription(movie.synopsis ?? movie.short_synopsis);
    const image = picture(movie.cover_picture ?? movie.poster_picture);
    return page(
      { title: movie.title, description, image, url: canonical, type: "video.movie" },
      movieJsonLd({
        title: movie.title,
        url: canonical,
        description,
        image,
        releaseDate: movie.release_date,
        minutes: movie.length,
        director: movie.director && personLink(movie.director),
        performers: movie.performers.map(personLink),
        genres: movie.tags.map((t) => t.title),
        trailerUrl: movie.trailer_path
          ? `${origin}/film/${encodeURIComponent(movie.slug)}/watch/trailer/${movie.id}`
          : null,
      }),
    );
  }
  if (match.pattern === "/series/{slug}") {
    const series = deps.repos.series.bySlug(slug);
    if (series === null) return null;
    const description = metaDescription(series.synopsis);
    const image = picture(series.pictures.cover ?? series.pictures.series_detail);
    return page(
      { title: series.title, description, image, url: canonical, type: "video.tv_show" },
      seriesJsonLd({
        title: series.title,
        url: canonical,
        description,
        image,
        performers: series.performers.map(personLink),
        genres: series.tags.map((t) => t.title),
        episodes: series.episodes.map((e) => ({ title: e.movie.title, number: e.episode })),
      }),
    );
  }
  const type = PERSON_TYPES[match.pattern];
  if (type !== undefined) {
    const found = deps.repos.people.bySlug(type, slug);
    if (found === null) return null;
    const name = `${found.name} ${found.last_name ?? ""}`.trim();
    const description = metaDescription(found.bio);
    const image = picture(found.poster_image);
    return page(
      { title: name, description, image, url: canonical, type: "profile" },
      personJsonLd({ name, url: canonical, description, image }),
    );
  }
  return null;
}

const DESCRIPTION_META = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** `html` with the page's description, preview tags and JSON-LD in its head. */
export function withSeo(html: string, seo: PageSeo | null): string {
  if (seo === null) return html;
  const description =
    seo.description === null
      ? null
      : `<meta name="description" content="${escapeHtml(seo.description)}">`;
  const described =
    description === null
      ? html
      : DESCRIPTION_META.test(html)
        ? html.replace(DESCRIPTION_META, () => description)
        : html.replace("</head>", () => `${description}</head>`);
  const tags = seo.meta
    .map((m) => `<meta ${m.attribute}="${m.key}" content="${escapeHtml(m.content)}">`)
    .join("");
  const scripts = seo.jsonLd
    .map((data) => `<script type="application/ld+json">${jsonLdText(data)}</script>`)
    .join("");
  return described.replace("</head>", () => `${tags}${scripts}</head>`);
}
