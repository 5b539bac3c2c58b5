/**
 * Watch URLs (spec 000 §2 "Player routes", spec 001 §2): every shape the player is reached by.
 *
 *   [/{leading}]/film/{slug}/watch/{media}/{mediaId}
 *   [/{leading}]/movies/{slug}/watch/{media}/{mediaId}
 *   [/{leading}]/series/{seriesId}/{episodeId or episodeNumber}/{slug}/watch/{media}/{mediaId}
 *   [/{leading}]/series/{series id or slug}/watch/{media}/{mediaId}
 *   [/{leading}]/watch/{media}/{mediaId}
 *
 * with `{media}` one of the player route patterns: trailer, movie, bhs, bhs-*, interview-*,
 * chapter-*; an optional `?scene={n}`; `{leading}` one optional path segment (a locale such
 * as `es`). The spec shows `watch/movie` only on the `/movies/...` and series-slug forms;
 * parsing accepts every media on every form, building never invents one.
 */

import type { RelatedContentType } from "./schema/relatedContent.ts";

/** The media a watch URL plays; `bhs`, `interview` and `chapter` may carry a `-{variant}`. */
export type WatchMedia =
  | { readonly kind: "movie" | "trailer"; readonly variant: null }
  | { readonly kind: "bhs"; readonly variant: string | null }
  | { readonly kind: "interview" | "chapter"; readonly variant: string };

/** What the path names before `/watch/`. */
export type WatchSubject =
  /** `/film/{slug}` (form "film") or `/movies/{slug}` (form "movies"). */
  | { readonly type: "film"; readonly form: "film" | "movies"; readonly slug: string }
  /** `/series/{seriesId}/{episodeKey}/{slug}`: the key is the episode id or its number. */
  | {
      readonly type: "episode";
      readonly seriesId: number;
      readonly episodeKey: number;
      readonly slug: string;
    }
  /** `/series/{seriesRef}`: a numeric ref is the series id, otherwise its slug (001 §5). */
  | { readonly type: "series"; readonly seriesRef: string }
  /** A bare player route: `/watch/...`. */
  | { readonly type: "none" };

export interface WatchTarget {
  /** One optional leading path segment (a locale prefix), without slashes. */
  readonly leading: string | null;
  readonly subject: WatchSubject;
  readonly media: WatchMedia;
  readonly mediaId: number;
  /** `?scene={n}`: the chosen scene marker, 0-based. */
  readonly scene: number | null;
}

/** Media type rule (spec 001 §3): the Movie model string is a movie, anything else an episode. */
export type MediaType = "movie" | "episode";
export const mediaTypeOf = (modelType: string): MediaType =>
  modelType === "Movie" ? "movie" : "episode";

/**
 * A film's media type: an episode when it belongs to a series (our wire names every film
 * `Movie`, an episode is a film with a `series_id`), else by its model string.
 */
export const mediaTypeOfFilm = (movie: {
  readonly model_type: string;
  readonly series_id: number | null;
}): MediaType => (movie.series_id === null ? mediaTypeOf(movie.model_type) : "episode");

const ID = /^[1-9][0-9]{0,14}$/;
const SCENE = /^(0|[1-9][0-9]{0,8})$/;
const VARIANT_MEDIA = /^(bhs|interview|chapter)-(.+)$/;

const encode = (segment: string): string => encodeURIComponent(segment);

/** A decoded path segment, or null when it is empty or not valid percent-encoding. */
const decode = (segment: string): string | null => {
  if (segment === "") return null;
  try {
    const decoded = decodeURIComponent(segment);
    return decoded === "" ? null : decoded;
  } catch {
    return null;
  }
};

const mediaSegment = (media: WatchMedia): string =>
  media.variant === null ? media.kind : `${media.kind}-${encode(media.variant)}`;

const parseMedia = (segment: string): WatchMedia | null => {
  if (segment === "movie" || segment === "trailer") return { kind: segment, variant: null };
  if (segment === "bhs") return { kind: "bhs", variant: null };
  const match = VARIANT_MEDIA.exec(segment);
  if (!match) return null;
  const variant = decode(match[2]!);
  if (variant === null) return null;
  const kind = match[1] as "bhs" | "interview" | "chapter";
  return kind === "bhs" ? { kind, variant } : { kind, variant };
};

const subjectSegments = (subject: WatchSubject): readonly string[] => {
  switch (subject.type) {
    case "film":
      return [subject.form, encode(subject.slug)];
    case "episode":
      return ["series", String(subject.seriesId), String(subject.episodeKey), encode(subject.slug)];
    case "series":
      return ["series", encode(subject.seriesRef)];
    case "none":
      return [];
  }
};

const parseSubject = (segments: readonly string[]): WatchSubject | null => {
  const [head, ...rest] = segments;
  if (head === undefined) return { type: "none" };
  if ((head === "film" || head === "movies") && rest.length === 1) {
    const slug = decode(rest[0]!);
    return slug === null ? null : { type: "film", form: head, slug };
  }
  if (head === "series" && rest.length === 1) {
    const seriesRef = decode(rest[0]!);
    return seriesRef === null ? null : { type: "series", seriesRef };
  }
  if (head === "series" && rest.length === 3) {
    const [seriesId, episodeKey, rawSlug] = rest as [string, string, string];
    const slug = decode(rawSlug);
    if (!ID.test(seriesId) || !ID.test(episodeKey) || slug === null) return null;
    return { type: "episode", seriesId: Number(seriesId), episodeKey: Number(episodeKey), slug };
  }
  return null;
};

/** The path (and `?scene=` query) of a watch target. */
export const buildWatchUrl = (target: WatchTarget): string => {
  const segments = [
    ...(target.leading === null ? [] : [encode(target.leading)]),
    ...subjectSegments(target.subject),
    "watch",
    mediaSegment(target.media),
    String(target.mediaId),
  ];
  const query = target.scene === null ? "" : `?scene=${target.scene}`;
  return `/${segments.join("/")}${query}`;
};

/** The `scene` query value: a non-negative integer, else none. */
const parseScene = (search: string): number | null => {
  for (const pair of search.split("&")) {
    const [key, value = ""] = pair.split("=");
    if (key === "scene") return SCENE.test(value) ? Number(value) : null;
  }
  return null;
};

/**
 * The watch target of a URL path (with optional query and hash), or null when the path is
 * not a watch URL. A trailing slash is tolerated; other query parameters are ignored.
 */
export const parseWatchUrl = (url: string): WatchTarget | null => {
  const withoutHash = url.split("#", 1)[0]!;
  const queryAt = withoutHash.indexOf("?");
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const search = queryAt === -1 ? "" : withoutHash.slice(queryAt + 1);
  if (!path.startsWith("/")) return null;
  const segments = path.slice(1).replace(/\/$/, "").split("/");
  if (segments.length < 3 || segments.at(-3) !== "watch") return null;
  const media = parseMedia(segments.at(-2)!);
  const rawId = segments.at(-1)!;
  if (media === null || !ID.test(rawId)) return null;
  const before = segments.slice(0, -3);
  const target = (leading: string | null, subject: WatchSubject): WatchTarget => ({
    leading,
    subject,
    media,
    mediaId: Number(rawId),
    scene: parseScene(search),
  });
  // Each form has its own segment count (0, 2 or 4), a leading segment adds one: no overlap.
  const bare = parseSubject(before);
  if (before.length % 2 === 0) return bare === null ? null : target(null, bare);
  const leading = decode(before[0]!);
  const subject = parseSubject(before.slice(1));
  return leading === null || subject === null ? null : target(leading, subject);
};

/** The watch URL of a film or, when it belongs to a series, of the episode. */
export const watchUrlFor = (
  media: {
    readonly id: number;
    readonly slug: string;
    readonly series_id: number | null;
    readonly episode_id: number | null;
  },
  kind: "movie" | "trailer",
  scene: number | null = null,
): string =>
  buildWatchUrl({
    leading: null,
    subject:
      media.series_id !== null && media.episode_id !== null
        ? {
            type: "episode",
            seriesId: media.series_id,
            episodeKey: media.episode_id,
            slug: media.slug,
          }
        : { type: "film", form: "film", slug: media.slug },
    media: { kind, variant: null },
    mediaId: media.id,
    scene,
  });

/** The watch URL of a film's own behind the scenes: `/film/{slug}/watch/bhs/{id}` (spec 000 §2). */
export const filmBtsUrl = (film: { readonly id: number; readonly slug: string }): string =>
  buildWatchUrl({
    leading: null,
    subject: { type: "film", form: "film", slug: film.slug },
    media: { kind: "bhs", variant: null },
    mediaId: film.id,
    scene: null,
  });

/**
 * A film's own short clip that a watch URL names (`mediaId` is the film's): its trailer, or
 * its behind the scenes on the bare `watch/bhs/{id}`; null for the full film and for related
 * content.
 */
export const filmClipOf = (media: WatchMedia): "trailer" | "bhs" | null => {
  if (media.kind === "trailer") return "trailer";
  return media.kind === "bhs" && media.variant === null ? "bhs" : null;
};

/** A page that owns related content, as its watch URLs name it; "none": a bare player route. */
export type RelatedWatchOwner =
  | { readonly type: "film"; readonly slug: string }
  | { readonly type: "series"; readonly slug: string }
  | { readonly type: "none" };

/**
 * The player route of each kind of related content (spec 000 §2): interviews, chapters and
 * behind the scenes have their own (`interview-related`, `chapter-related`, `bhs-related`,
 * the spec's video kind); extras and related films play as behind the scenes
 * (`bhs-other`, `bhs-movie`). The bare `watch/bhs/{id}` is the film's own clip.
 */
export const relatedWatchMedia = (type: RelatedContentType): WatchMedia => {
  switch (type) {
    case "interview":
    case "chapter":
      return { kind: type, variant: "related" };
    case "behind_the_scenes":
      return { kind: "bhs", variant: "related" };
    case "other":
    case "movie":
      return { kind: "bhs", variant: type };
  }
};

/** The kind of related content a watch URL's media names, or null for a film's own videos. */
export const relatedTypeOf = (media: WatchMedia): RelatedContentType | null => {
  switch (media.kind) {
    case "interview":
    case "chapter":
      return media.kind;
    case "bhs":
      if (media.variant === null) return null;
      return media.variant === "other" || media.variant === "movie"
        ? media.variant
        : "behind_the_scenes";
    default:
      return null;
  }
};

const relatedSubject = (owner: RelatedWatchOwner): WatchSubject => {
  switch (owner.type) {
    case "film":
      return { type: "film", form: "film", slug: owner.slug };
    case "series":
      return { type: "series", seriesRef: owner.slug };
    case "none":
      return { type: "none" };
  }
};

/** The watch URL of a related item, under the page that owns it. */
export const relatedWatchUrl = (
  item: { readonly id: number; readonly type: RelatedContentType },
  owner: RelatedWatchOwner,
): string =>
  buildWatchUrl({
    leading: null,
    subject: relatedSubject(owner),
    media: relatedWatchMedia(item.type),
    mediaId: item.id,
    scene: null,
  });
