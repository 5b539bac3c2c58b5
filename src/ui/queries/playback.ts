/**
 * Query options of playback reads: the watch page's film and series by id, a member's
 * continue-watching list, and the seek bar's thumbnails. Keys carry the viewer where the
 * answer depends on who asks.
 */
import { queryOptions } from "@tanstack/react-query";
import type { CatalogueApi } from "../../core/ports.ts";
import { parseThumbnailsVtt } from "../player/vttThumbnails.ts";
import type { PlaybackReads } from "../player.view.ts";

export const movieByIdQuery = (catalogue: CatalogueApi, id: number) =>
  queryOptions({
    queryKey: ["movies", "id", id],
    queryFn: () => catalogue.movie(id),
  });

export const seriesByIdQuery = (catalogue: CatalogueApi, id: number) =>
  queryOptions({
    queryKey: ["series", "id", id],
    queryFn: () => catalogue.seriesById(id),
  });

/** The first page of the member's films in progress (24, newest first). */
export const continueWatchingQuery = (reads: PlaybackReads, viewerKey: string) =>
  queryOptions({
    queryKey: ["playback", "continue-watching", viewerKey],
    queryFn: () => reads.continueWatching(1),
  });

/** Thumbnail cues of a `thumbnails_url` VTT, sprite URLs resolved against it. */
export const thumbnailsQuery = (reads: PlaybackReads, url: string, base: string) =>
  queryOptions({
    queryKey: ["playback", "thumbnails", url],
    queryFn: async () => parseThumbnailsVtt(await reads.mediaText(url), new URL(url, base).href),
  });
