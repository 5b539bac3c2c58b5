/**
 * Related content of a film or series (spec 000 §3 "Related content", spec 001 §7
 * `/{type}/{id}/related-content`): what the page shows, grouped by kind (interviews, behind
 * the scenes, chapters, then the rest), each kind in its `order_column` order, and only what
 * is published on this site (its channel among `channels`).
 */
import { SITE_CHANNEL_ID } from "./constants.ts";
import type { Playable } from "./playGate.ts";
import type { VideoKind } from "./schema/playback.ts";
import type { RelatedContent, RelatedContentType } from "./schema/relatedContent.ts";
import { relatedTypeOf, type WatchMedia } from "./watchUrl.ts";

/** The kinds in the order a page shows them. */
export const RELATED_SECTION_ORDER: readonly RelatedContentType[] = [
  "interview",
  "behind_the_scenes",
  "chapter",
  "other",
  "movie",
];

export interface RelatedSection {
  readonly type: RelatedContentType;
  /** Never empty. */
  readonly items: readonly RelatedContent[];
}

/** Whether a related item is published on this site (its channel among `channels`). */
export const isRelatedOnSite = (
  item: { readonly channels: readonly number[] },
  channelId: number = SITE_CHANNEL_ID,
): boolean => item.channels.includes(channelId);

/** The sections of a page's related content: one a kind that has items on `channelId`. */
export const relatedContentSections = (
  items: readonly RelatedContent[],
  channelId: number = SITE_CHANNEL_ID,
): readonly RelatedSection[] => {
  const onSite = items
    .filter((item) => isRelatedOnSite(item, channelId))
    .sort((a, b) => a.order_column - b.order_column || a.id - b.id);
  return RELATED_SECTION_ORDER.map((type) => ({
    type,
    items: onSite.filter((item) => item.type === type),
  })).filter((section) => section.items.length > 0);
};

/** user_level of free content (spec 000 §3: paid 0, registered 1, free 2). */
const FREE_LEVEL = 2;

/**
 * Who may play a related item (spec 000 §4 "Play gating": trailers and behind the scenes are
 * open; spec 001 §4 counts chapters as paid-level content). The specs say no more, so:
 * - a chapter is part of its film and is gated as the film is (status, user_level, is_free,
 *   an episode's own status); a series' chapter, with no level of its own, is open;
 * - interviews, behind the scenes, extras and related films are open to every viewer, like a
 *   trailer, while their film is published.
 * `film` is the gating facts of the owning film (core `Playable`), null for a series.
 */
export const relatedPlayable = (type: RelatedContentType, film: Playable | null): Playable => {
  const owner = film ?? { status: null, user_level: FREE_LEVEL, is_free: true, kind: "movie" };
  return type === "chapter" ? owner : { ...owner, kind: "bhs" };
};

/** The video kind a related item plays as (player analytics, view stats, one screen). */
export const relatedVideoKind = (type: RelatedContentType): VideoKind => {
  switch (type) {
    case "interview":
    case "chapter":
    case "other":
      return type;
    case "behind_the_scenes":
      return "bhs-related";
    case "movie":
      return "other";
  }
};

/**
 * Whether a watch URL's media may play this item: it is on this site and of the kind the URL
 * names (an interview's id under `chapter-*` is no such video).
 */
export const relatedPlaysAt = (
  item: { readonly type: RelatedContentType; readonly channels: readonly number[] },
  media: WatchMedia,
): boolean => isRelatedOnSite(item) && relatedTypeOf(media) === item.type;
