/**
 * Related content of a film or series (spec 000 §3 "Related content", spec 001 §7
 * `/{type}/{id}/related-content`): what the page shows, grouped by kind (interviews, behind
 * the scenes, chapters, then the rest), each kind in its `order_column` order, and only what
 * is published on this site (its channel among `channels`).
 */
import { SITE_CHANNEL_ID } from "./constants.ts";
import type { RelatedContent, RelatedContentType } from "./schema/relatedContent.ts";

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

/** The sections of a page's related content: one a kind that has items on `channelId`. */
export const relatedContentSections = (
  items: readonly RelatedContent[],
  channelId: number = SITE_CHANNEL_ID,
): readonly RelatedSection[] => {
  const onSite = items
    .filter((item) => item.channels.includes(channelId))
    .sort((a, b) => a.order_column - b.order_column || a.id - b.id);
  return RELATED_SECTION_ORDER.map((type) => ({
    type,
    items: onSite.filter((item) => item.type === type),
  })).filter((section) => section.items.length > 0);
};
