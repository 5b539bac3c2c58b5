/**
 * Which picture stands for a title across the page (issue 27: written once). The spec names
 * the pictures (000 §3: a series' `pictures`, a related item's `after_video_img`), not the
 * order; ours: the widest picture the title has.
 */
import type { Movie, RelatedContent, Series } from "./schema/index.ts";

/** A series' cover: its cover, else its detail picture. */
export const seriesCover = (pictures: Series["pictures"]): string | null =>
  pictures.cover ?? pictures.series_detail;

/**
 * A related item's picture before play: its own wide picture, else its film's cover, else
 * its series' cover.
 */
export const relatedCover = (
  item: Pick<RelatedContent, "after_video_img">,
  film: Pick<Movie, "cover_picture"> | null,
  series: Pick<Series, "pictures"> | null,
): string | null =>
  item.after_video_img ??
  film?.cover_picture ??
  (series === null ? null : seriesCover(series.pictures));
