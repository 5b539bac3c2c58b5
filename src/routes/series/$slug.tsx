import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { seriesCover } from "../../core/covers.ts";
import { seasonNumberParam } from "../../core/searchParams.ts";
import { DEFAULT_SEASON, seasonsOf, selectedSeason } from "../../core/seasons.ts";
import { relatedContentQuery, useRelatedSections } from "../../ui/catalogue/relatedQueries.ts";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { SeriesDetail } from "../../ui/pages/SeriesDetail.tsx";
import { preloadArt } from "../../ui/preloadArt.ts";
import { seriesQuery } from "../../ui/queries/catalogue.ts";
import { withSeriesHead } from "../-contentHead.ts";
import { loaderHead } from "../-head.ts";
import { notFoundOn404 } from "../-notFoundOn404.ts";
import { optionalKey, searchParam } from "../-searchParams.ts";

/** `?season=`: a season number; anything else is ignored (season 1 is the default). */
const seasonParam = searchParam(seasonNumberParam);
const seasonSearch = (search: Record<string, unknown>) =>
  optionalKey("season", seasonParam(search.season));

export const Route = createFileRoute("/series/$slug")({
  validateSearch: seasonSearch,
  loader: (args) => {
    const { queryClient, catalogue } = args.context;
    // The cover is the largest paint: fetch it as soon as its URL is known.
    return notFoundOn404(
      queryClient.ensureQueryData(seriesQuery(catalogue, args.params.slug)),
    ).then((series) => {
      preloadArt(seriesCover(series.pictures), "cover");
      // Related content comes after the series: asked for now, never waited for.
      void queryClient.prefetchQuery(relatedContentQuery(catalogue, "series", series.id));
      return withSeriesHead(series, args);
    });
  },
  head: (context) => loaderHead(context),
  notFoundComponent: () => <NotFound />,
  component: SeriesRoute,
});

function SeriesRoute() {
  const { catalogue } = Route.useRouteContext();
  const { slug } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const series = useSuspenseQuery(seriesQuery(catalogue, slug)).data;
  const seasons = seasonsOf(series.episodes);
  const related = useRelatedSections(catalogue, "series", series.id);
  return (
    <SeriesDetail
      series={series}
      seasons={seasons}
      related={related}
      season={selectedSeason(search.season, seasons)}
      onSelectSeason={(season) =>
        navigate({
          search: { season: season === DEFAULT_SEASON ? undefined : season },
          replace: true,
        })
      }
    />
  );
}
