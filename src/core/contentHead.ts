/**
 * What a film, a series, a person or a category page adds to every page's head
 * (core/pageHead.ts): the description from the synopsis or bio, Open Graph and Twitter card
 * tags with the cover picture, JSON-LD (the facts are core/structuredData.ts's) and the
 * breadcrumb trail. The content routes' loaders build it (routes/-contentHead.ts), so these
 * builders load with those pages, not with every first load (docs/decisions/0054).
 */
import { breadcrumbsFor } from "./breadcrumbs.ts";
import { seriesCover } from "./covers.ts";
import { filmCardPath } from "./filmLinks.ts";
import { type HeadMetaEntry, type PageAddress, type PageHead, pageUrl } from "./pageHead.ts";
import { pageTitle } from "./pageTitle.ts";
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

/** What a film's and a series' heads share: synopsis, cover, address, cast and genres. */
function titleFacts(
  address: PageAddress,
  title: {
    readonly synopsis: string | null;
    readonly short_synopsis: string | null;
    readonly performers: readonly PersonSummary[];
    readonly tags: readonly Pick<Tag, "title">[];
  },
  cover: string | null | undefined,
) {
  return {
    description: metaDescription(title.synopsis ?? title.short_synopsis),
    image: picture(address.origin, cover),
    url: pageUrl(address.origin, address.path),
    performers: title.performers.map((p) => personLink(address.origin, p)),
    genres: title.tags.map((t) => t.title),
  };
}

/** A film page's head: `Movie` JSON-LD with its trailer a `VideoObject`, a video.movie card. */
export function filmHead(address: PageAddress, movie: Movie): PageHead {
  const { origin } = address;
  const facts = titleFacts(address, movie, movie.cover_picture ?? movie.poster_picture);
  return contentHead(
    address,
    { title: movie.title, description: facts.description, image: facts.image, type: "video.movie" },
    movieJsonLd({
      ...facts,
      title: movie.title,
      releaseDate: movie.release_date,
      minutes: movie.length,
      director: movie.director && personLink(origin, movie.director),
      trailerUrl: movie.trailer_path
        ? `${origin}/film/${encodeURIComponent(movie.slug)}/watch/trailer/${movie.id}`
        : null,
    }),
  );
}

/** A series page's head: `TVSeries` JSON-LD with its episodes as `TVEpisode`. */
export function seriesHead(address: PageAddress, series: Series): PageHead {
  const facts = titleFacts(address, series, seriesCover(series.pictures));
  return contentHead(
    address,
    {
      title: series.title,
      description: facts.description,
      image: facts.image,
      type: "video.tv_show",
    },
    seriesJsonLd({
      ...facts,
      title: series.title,
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
