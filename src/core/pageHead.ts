/**
 * Every page's head (issue 24), as the routes' `head()` gives it to TanStack Router's
 * `<HeadContent />`: the title, the meta description, the canonical URL and a list's prev/next
 * links (`pageHead`, for every page), and what a film, a series or a person adds: the
 * description from the synopsis or bio, Open Graph and Twitter card tags with the cover
 * picture, JSON-LD (`filmHead`, `seriesHead`, `personHead`; the facts are
 * core/structuredData.ts's). Pure: the routes read the loader's data and the site's origin.
 */
import { breadcrumbsFor } from "./breadcrumbs.ts";
import { filmCardPath } from "./filmLinks.ts";
import { errors, pages } from "./messages.ts";
import { pageTitle, titleOfPage } from "./pageTitle.ts";
import { pageNeighbours, pageSearchValue } from "./pagination.ts";
import { isPaginatedPattern, matchRoute } from "./routeTable.ts";
import type { Movie, MovieSummary } from "./schema/movie.ts";
import type { Person, PersonSummary } from "./schema/person.ts";
import type { Series } from "./schema/series.ts";
import type { Tag } from "./schema/tag.ts";
import { sitemapPath } from "./sitemap.ts";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  collectionJsonLd,
  metaDescription,
  movieJsonLd,
  type PersonLink,
  type Preview,
  personJsonLd,
  previewTags,
  seriesJsonLd,
} from "./structuredData.ts";

/** One entry of a route's `head().meta` (TanStack Router's shape). */
export type HeadMetaEntry =
  | { readonly title: string }
  | { readonly name: string; readonly content: string }
  | { readonly property: string; readonly content: string };

/** One entry of a route's `head().links`. */
export interface HeadLinkEntry {
  readonly rel: "canonical" | "prev" | "next";
  readonly href: string;
}

export interface PageHead {
  readonly meta: readonly HeadMetaEntry[];
  readonly links: readonly HeadLinkEntry[];
  /** schema.org JSON-LD objects (the routes write each as an `application/ld+json` script). */
  readonly jsonLd: readonly Record<string, unknown>[];
}

/** The site's own description (index.html's): pages without a text of their own keep it. */
export const SITE_DESCRIPTION =
  "Cinema: stream original films and series. Browse the catalogue, join and watch a film for free.";

/** Where the page is: the site's public origin and the page's path as visitors see it. */
export interface PageAddress {
  /** `https://cinema.example` (configuration, never the Host header). */
  readonly origin: string;
  /** The path with its locale prefix (`/de/movies/x`), no query. */
  readonly path: string;
}

/** Why a page does not exist: no route, nothing at the route, a page past a list's last. */
export type Missing = "route" | "item" | "page";

export interface PageFacts extends PageAddress {
  /** `?page=` as the list shows it (1 when absent). */
  readonly page: number;
  /** A list's last page as the API counts it; null when not counted (a viewer's own list). */
  readonly lastPage: number | null;
  readonly missing: Missing | null;
}

/** The absolute URL of `path` (a trailing slash dropped) at list page `page`. */
export function pageUrl(origin: string, path: string, page = 1): string {
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  const value = pageSearchValue(page);
  return `${origin}${trimmed}${value === undefined ? "" : `?page=${value}`}`;
}

/**
 * The head every page has: its title (core `titleOfPage`, a list's page number in it), the
 * site's description, the canonical URL (a list's page kept, its order and filters not) and a
 * paginated list's prev/next; a page that does not exist is titled so, asks not to be indexed
 * and has no canonical. A page's own route may add a title and a description (later wins).
 */
export function pageHead(facts: PageFacts): PageHead {
  const description = { name: "description", content: SITE_DESCRIPTION };
  if (facts.missing !== null) {
    const label = facts.missing === "page" ? errors.pageDoesNotExist : pages.notFoundGeneric;
    return {
      meta: [{ title: pageTitle(label) }, description, { name: "robots", content: "noindex" }],
      links: [],
      jsonLd: [],
    };
  }
  const match = matchRoute(facts.path);
  const paginated = match !== null && isPaginatedPattern(match.pattern);
  const page = paginated ? facts.page : 1;
  const at = (n: number | null): string | null =>
    n === null ? null : pageUrl(facts.origin, facts.path, n);
  // A list the server cannot count (a viewer's own) gets no next link.
  const neighbours = paginated
    ? pageNeighbours(page, facts.lastPage ?? page)
    : { prev: null, next: null };
  const link = (rel: HeadLinkEntry["rel"], href: string | null): HeadLinkEntry[] =>
    href === null ? [] : [{ rel, href }];
  return {
    meta: [{ title: titleOfPage(facts.path, page, null) }, description],
    links: [
      ...link("canonical", at(page)),
      ...link("prev", at(neighbours.prev)),
      ...link("next", at(neighbours.next)),
    ],
    jsonLd: [],
  };
}

const fullName = (p: { readonly name: string; readonly last_name: string | null }) =>
  `${p.name} ${p.last_name ?? ""}`.trim();

function personLink(origin: string, p: PersonSummary): PersonLink {
  const path = sitemapPath({ kind: "person", slug: p.slug, personType: p.type });
  return { name: fullName(p), url: path === null ? null : `${origin}${path}` };
}

/** The page's breadcrumb trail as `BreadcrumbList` JSON-LD. */
const trailJsonLd = (address: PageAddress): Record<string, unknown> =>
  breadcrumbJsonLd(
    breadcrumbsFor(address.path).map((c) => ({ name: c.label, url: `${address.origin}${c.href}` })),
  );

const descriptionMeta = (description: string | null): HeadMetaEntry[] =>
  description === null ? [] : [{ name: "description", content: description }];

/** What a content page adds: its title, description, preview tags, JSON-LD and trail. */
function contentHead(
  address: PageAddress,
  preview: Omit<Preview, "url">,
  data: Record<string, unknown>,
): PageHead {
  const url = pageUrl(address.origin, address.path);
  return {
    meta: [
      { title: pageTitle(preview.title) },
      ...descriptionMeta(preview.description),
      ...previewTags({ ...preview, url }).map((tag) =>
        tag.attribute === "property"
          ? { property: tag.key, content: tag.content }
          : { name: tag.key, content: tag.content },
      ),
    ],
    links: [],
    jsonLd: [data, trailJsonLd(address)],
  };
}

const picture = (origin: string, path: string | null | undefined): string | null =>
  path ? absoluteUrl(origin, path) : null;

/** A film page's head: `Movie` JSON-LD with its trailer a `VideoObject`, a video.movie card. */
export function filmHead(address: PageAddress, movie: Movie): PageHead {
  const { origin } = address;
  const description = metaDescription(movie.synopsis ?? movie.short_synopsis);
  const image = picture(origin, movie.cover_picture ?? movie.poster_picture);
  return contentHead(
    address,
    { title: movie.title, description, image, type: "video.movie" },
    movieJsonLd({
      title: movie.title,
      url: pageUrl(origin, address.path),
      description,
      image,
      releaseDate: movie.release_date,
      minutes: movie.length,
      director: movie.director && personLink(origin, movie.director),
      performers: movie.performers.map((p) => personLink(origin, p)),
      genres: movie.tags.map((t) => t.title),
      trailerUrl: movie.trailer_path
        ? `${origin}/film/${encodeURIComponent(movie.slug)}/watch/trailer/${movie.id}`
        : null,
    }),
  );
}

/** A series page's head: `TVSeries` JSON-LD with its episodes as `TVEpisode`. */
export function seriesHead(address: PageAddress, series: Series): PageHead {
  const { origin } = address;
  const description = metaDescription(series.synopsis ?? series.short_synopsis);
  const image = picture(origin, series.pictures.cover ?? series.pictures.series_detail);
  return contentHead(
    address,
    { title: series.title, description, image, type: "video.tv_show" },
    seriesJsonLd({
      title: series.title,
      url: pageUrl(origin, address.path),
      description,
      image,
      performers: series.performers.map((p) => personLink(origin, p)),
      genres: series.tags.map((t) => t.title),
      episodes: series.episodes.map((e) => ({ title: e.movie.title, number: e.episode })),
    }),
  );
}

/** A person page's head: `Person` JSON-LD, a profile card with the portrait. */
export function personHead(address: PageAddress, person: Person): PageHead {
  const name = fullName(person);
  const description = metaDescription(person.bio);
  const image = picture(address.origin, person.poster_image);
  return contentHead(
    address,
    { title: name, description, image, type: "profile" },
    personJsonLd({ name, url: pageUrl(address.origin, address.path), description, image }),
  );
}

/**
 * A category's page head: its title and description, and a `CollectionPage` whose `ItemList`
 * is the page's published films (a film without a page is left out), at the list's page.
 */
export function categoryHead(
  address: PageAddress & { readonly page: number },
  category: Pick<Tag, "title" | "description">,
  films: readonly Pick<MovieSummary, "title" | "slug" | "status">[],
): PageHead {
  const { origin } = address;
  const description = metaDescription(category.description);
  const url = pageUrl(origin, address.path, address.page);
  const items = films.flatMap((film) => {
    const path = filmCardPath(film);
    return path === null ? [] : [{ name: film.title, url: `${origin}${path}` }];
  });
  return {
    meta: [{ title: pageTitle(category.title, address.page) }, ...descriptionMeta(description)],
    links: [],
    jsonLd: [
      collectionJsonLd({ name: category.title, url, description, items }),
      trailJsonLd(address),
    ],
  };
}
