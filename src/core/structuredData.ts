/**
 * What a page tells search engines and link previews (issue 24): its meta description, its
 * Open Graph and Twitter card tags, and its schema.org JSON-LD (`Movie` with a `VideoObject`
 * trailer, `TVSeries`, `Person`, `BreadcrumbList`). Pure: the page server fills them from the
 * catalogue and writes them into the page's head.
 */

/** Longest meta description search engines show whole. */
export const DESCRIPTION_MAX = 160;
export const SITE_NAME = "Cinema";

/**
 * A meta description from a synopsis or a bio: spaces collapsed, at most DESCRIPTION_MAX
 * characters, cut at a word with an ellipsis; null when there is no text.
 */
export function metaDescription(text: string | null | undefined): string | null {
  const plain = (text ?? "").replace(/\s+/g, " ").trim();
  if (plain === "") return null;
  const chars = [...plain];
  if (chars.length <= DESCRIPTION_MAX) return plain;
  const cut = chars.slice(0, DESCRIPTION_MAX - 1).join("");
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${atWord === "" ? cut : atWord}…`;
}

/** A picture's address as a preview needs it: absolute under `origin`. */
export const absoluteUrl = (origin: string, path: string): string =>
  /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;

/** ISO 8601 duration of a length in minutes (`PT1H28M`), or null when unknown. */
export function isoDuration(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0)
    return null;
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `PT${h > 0 ? `${h}H` : ""}${m > 0 || h === 0 ? `${m}M` : ""}`;
}

/** One tag of the head: `<meta property=… content=…>` (Open Graph) or `name=` (Twitter). */
export interface HeadMeta {
  readonly attribute: "property" | "name";
  readonly key: string;
  readonly content: string;
}

export interface Preview {
  readonly title: string;
  readonly description: string | null;
  /** Absolute URL of the cover picture, or null. */
  readonly image: string | null;
  /** The page's canonical URL. */
  readonly url: string;
  readonly type: "website" | "video.movie" | "video.tv_show" | "profile";
}

/** Open Graph and Twitter card tags of a page (a large card when it has a picture). */
export function previewTags(preview: Preview): readonly HeadMeta[] {
  const og = (key: string, content: string | null): HeadMeta[] =>
    content === null ? [] : [{ attribute: "property", key: `og:${key}`, content }];
  const tw = (key: string, content: string | null): HeadMeta[] =>
    content === null ? [] : [{ attribute: "name", key: `twitter:${key}`, content }];
  return [
    ...og("site_name", SITE_NAME),
    ...og("type", preview.type),
    ...og("title", preview.title),
    ...og("description", preview.description),
    ...og("url", preview.url),
    ...og("image", preview.image),
    ...tw("card", preview.image === null ? "summary" : "summary_large_image"),
    ...tw("title", preview.title),
    ...tw("description", preview.description),
    ...tw("image", preview.image),
  ];
}

type JsonLd = Record<string, unknown>;
const CONTEXT = "https://schema.org";

/** Drops the fields without a value (JSON-LD leaves out what is unknown). */
const defined = (fields: JsonLd): JsonLd =>
  Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) =>
        value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  );

export interface PersonLink {
  readonly name: string;
  /** Absolute URL of the person's page, or null. */
  readonly url: string | null;
}

const person = (p: PersonLink): JsonLd => defined({ "@type": "Person", name: p.name, url: p.url });

export interface FilmFacts {
  readonly title: string;
  readonly url: string;
  readonly description: string | null;
  readonly image: string | null;
  readonly releaseDate: string | null;
  readonly minutes: number | null;
  readonly director: PersonLink | null;
  readonly performers: readonly PersonLink[];
  readonly genres: readonly string[];
  /** Absolute URL of the trailer's page (its watch URL), or null when it has none. */
  readonly trailerUrl: string | null;
}

/** schema.org `Movie` of a film page, its trailer a `VideoObject`. */
export function movieJsonLd(film: FilmFacts): JsonLd {
  return defined({
    "@context": CONTEXT,
    "@type": "Movie",
    name: film.title,
    url: film.url,
    description: film.description,
    image: film.image,
    datePublished: film.releaseDate,
    duration: isoDuration(film.minutes),
    director: film.director && person(film.director),
    actor: film.performers.map(person),
    genre: film.genres,
    trailer:
      film.trailerUrl === null
        ? null
        : defined({
            "@type": "VideoObject",
            name: `${film.title} (trailer)`,
            description: film.description ?? film.title,
            thumbnailUrl: film.image,
            uploadDate: film.releaseDate,
            embedUrl: film.trailerUrl,
          }),
  });
}

export interface SeriesFacts {
  readonly title: string;
  readonly url: string;
  readonly description: string | null;
  readonly image: string | null;
  readonly performers: readonly PersonLink[];
  readonly genres: readonly string[];
  readonly episodes: readonly { readonly title: string; readonly number: number }[];
}

/** schema.org `TVSeries` of a series page, with its episodes as `TVEpisode`. */
export function seriesJsonLd(series: SeriesFacts): JsonLd {
  return defined({
    "@context": CONTEXT,
    "@type": "TVSeries",
    name: series.title,
    url: series.url,
    description: series.description,
    image: series.image,
    actor: series.performers.map(person),
    genre: series.genres,
    episode: series.episodes.map((e) =>
      defined({ "@type": "TVEpisode", name: e.title, episodeNumber: e.number }),
    ),
  });
}

/** schema.org `Person` of a person page. */
export function personJsonLd(p: {
  readonly name: string;
  readonly url: string;
  readonly description: string | null;
  readonly image: string | null;
}): JsonLd {
  return defined({
    "@context": CONTEXT,
    "@type": "Person",
    name: p.name,
    url: p.url,
    description: p.description,
    image: p.image,
  });
}

/**
 * schema.org `CollectionPage` of a category's page, its films (in the page's order) an
 * `ItemList` of their pages.
 */
export function collectionJsonLd(collection: {
  readonly name: string;
  readonly url: string;
  readonly description: string | null;
  readonly items: readonly { readonly name: string; readonly url: string }[];
}): JsonLd {
  return defined({
    "@context": CONTEXT,
    "@type": "CollectionPage",
    name: collection.name,
    url: collection.url,
    description: collection.description,
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: collection.items.length,
      itemListElement: collection.items.map((item, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: item.name,
        url: item.url,
      })),
    },
  });
}

/** schema.org `BreadcrumbList` of a page's trail (absolute URLs, in order). */
export function breadcrumbJsonLd(
  crumbs: readonly { readonly name: string; readonly url: string }[],
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export { jsonLdText } from "./jsonLdText.ts";
