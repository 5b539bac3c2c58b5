/**
 * What the watch route loads (spec 000 §2 player routes): the watch target of the URL, the
 * film (by the slug the URL names, reusing the film page's cached answer, else by id) and,
 * for an episode, its series (for 'up next'); for related content (an interview, behind the
 * scenes, a chapter), the item by its id and the film or series that owns it. Loaded with
 * `import()` from the route, so none of it is in the first load.
 */
import type { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../../core/apiError.ts";
import type { CatalogueApi } from "../../core/ports.ts";
import { relatedPlaysAt } from "../../core/relatedContent.ts";
import type { Movie, RelatedContent, Series } from "../../core/schema/index.ts";
import { parseWatchUrl, relatedTypeOf, type WatchTarget } from "../../core/watchUrl.ts";
import { relatedItemQuery } from "../catalogue/relatedQueries.ts";
import { movieQuery } from "../queries/catalogue.ts";
import { movieByIdQuery, seriesByIdQuery } from "../queries/playback.ts";

export type WatchLoad =
  | {
      readonly kind: "watch";
      readonly target: WatchTarget;
      readonly movie: Movie;
      readonly series: Series | null;
    }
  | {
      readonly kind: "related";
      readonly target: WatchTarget;
      readonly item: RelatedContent;
      /** The owner: a film (`film`), or a series (`series`, `film` null). */
      readonly film: Movie | null;
      readonly series: Series | null;
    }
  | { readonly kind: "not-a-watch-url" }
  | { readonly kind: "no-such-video" };

const slugOf = (target: WatchTarget): string | null =>
  target.subject.type === "film" || target.subject.type === "episode" ? target.subject.slug : null;

const orNullOn404 = async <A>(load: Promise<A>): Promise<A | null> => {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

export async function loadWatch(
  context: { readonly queryClient: QueryClient; readonly catalogue: CatalogueApi },
  href: string,
): Promise<WatchLoad> {
  const target = parseWatchUrl(href);
  if (target === null) return { kind: "not-a-watch-url" };
  const { queryClient, catalogue } = context;
  if (relatedTypeOf(target.media) !== null) return loadRelated(context, target);
  const slug = slugOf(target);
  let movie: Movie | null = null;
  if (slug !== null)
    movie = await orNullOn404(queryClient.ensureQueryData(movieQuery(catalogue, slug)));
  if (movie === null || movie.id !== target.mediaId) {
    movie = await orNullOn404(
      queryClient.ensureQueryData(movieByIdQuery(catalogue, target.mediaId)),
    );
  }
  if (movie === null) return { kind: "no-such-video" };
  // 'Up next' of an episode needs its series; the film plays without it.
  const series =
    movie.series_id === null
      ? null
      : await queryClient
          .ensureQueryData(seriesByIdQuery(catalogue, movie.series_id))
          .catch(() => null);
  return { kind: "watch", target, movie, series };
}

async function loadRelated(
  context: { readonly queryClient: QueryClient; readonly catalogue: CatalogueApi },
  target: WatchTarget,
): Promise<WatchLoad> {
  const { queryClient, catalogue } = context;
  const item = await orNullOn404(
    queryClient.ensureQueryData(relatedItemQuery(catalogue, target.mediaId)),
  );
  if (item === null || !relatedPlaysAt(item, target.media)) return { kind: "no-such-video" };
  if (item.model_type === "Movie") {
    const film = await orNullOn404(
      queryClient.ensureQueryData(movieByIdQuery(catalogue, item.model_id)),
    );
    return film === null
      ? { kind: "no-such-video" }
      : { kind: "related", target, item, film, series: null };
  }
  const series = await orNullOn404(
    queryClient.ensureQueryData(seriesByIdQuery(catalogue, item.model_id)),
  );
  return series === null
    ? { kind: "no-such-video" }
    : { kind: "related", target, item, film: null, series };
}
