/**
 * The seam between the watch page and related content (issue 11): what an interview, behind
 * the scenes, chapter or extra asks of the play gate, what the player plays, the cover shown
 * before play (core `relatedCover`) and the way back. Gating itself is core `relatedPlayable`.
 */
import { relatedPlayable, relatedVideoKind } from "../../core/relatedContent.ts";
import type { Movie, RelatedContent, Series } from "../../core/schema/index.ts";
import { orderSubtitles } from "../../core/subtitles.ts";
import { mediaTypeOfFilm } from "../../core/watchUrl.ts";
import type { PlayerMedia } from "../../machines/player.machine.ts";
import type { PlayGrant, PlayRequest } from "../../machines/playGate.machine.ts";
import { hlsSourcesOf } from "../player.view.ts";
import { fullKindOf } from "../playGate.view.ts";
import type { WatchBack } from "./WatchViews.tsx";
import type { WatchDetailsProps } from "./watchDetails.view.ts";

/** The play gate's request: the item's id (the related play call), gated by core's rule. */
export const relatedPlayRequestOf = (item: RelatedContent, film: Movie | null): PlayRequest => ({
  movieId: item.id,
  title: item.title,
  slug: film?.slug ?? "",
  ...relatedPlayable(
    item.type,
    film === null
      ? null
      : {
          status: film.status,
          user_level: film.user_level,
          is_free: film.is_free,
          kind: fullKindOf(film),
        },
  ),
});

/** What the player plays: the item's own title and stream, under its own video kind. */
export const relatedPlayerMediaOf = (
  grant: PlayGrant,
  item: RelatedContent,
  film: Movie | null,
): PlayerMedia => ({
  videoId: item.id,
  videoName: item.title,
  // A series' item is reported as the series' (video type "serie").
  mediaType: film === null ? "episode" : mediaTypeOfFilm(film),
  videoKind: relatedVideoKind(item.type),
  labels: film?.labels ?? [],
  sources: hlsSourcesOf(grant),
  subtitles: orderSubtitles(grant.subtitles),
  sceneMarkers: grant.scene_markers,
  artwork: item.poster_image ?? film?.cover_picture ?? null,
});

/** Back to the page that owns the item. */
export const relatedBackOf = (film: Movie | null, series: Series | null): WatchBack => ({
  movieSlug: film?.slug ?? "",
  seriesSlug: film === null ? (series?.slug ?? null) : null,
});

/** Paid content for the one-screen rule: a film's level; a series' items are not paid. */
export const relatedContentLevelOf = (
  film: Movie | null,
): { readonly user_level: number; readonly is_free: boolean } =>
  film ?? { user_level: 2, is_free: true };

/** The details below the player: the item's title and short description. */
export const relatedDetailsOf = (item: RelatedContent): WatchDetailsProps => ({
  title: item.title,
  facts: null,
  synopsis: item.short_desc,
  seriesTitle: null,
  season: null,
  episodes: [],
});
