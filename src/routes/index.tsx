import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Home } from "../ui/pages/Home.tsx";
import { preloadArt } from "../ui/preloadArt.ts";
import {
  featuredMoviesQuery,
  HOME_ROW_SIZE,
  moviesPageQuery,
  seriesPageQuery,
} from "../ui/queries/catalogue.ts";

export const Route = createFileRoute("/")({
  loader: ({ context: { queryClient, catalogue } }) =>
    Promise.all([
      // The hero's cover is the largest paint: fetch it while the rows still load.
      queryClient
        .ensureQueryData(featuredMoviesQuery(catalogue))
        .then((featured) => preloadArt(featured[0]?.cover_picture, "cover")),
      queryClient.ensureQueryData(moviesPageQuery(catalogue, 1, HOME_ROW_SIZE)),
      queryClient.ensureQueryData(seriesPageQuery(catalogue, 1, HOME_ROW_SIZE)),
    ]),
  component: HomeRoute,
});

function HomeRoute() {
  const { catalogue } = Route.useRouteContext();
  const featured = useSuspenseQuery(featuredMoviesQuery(catalogue)).data;
  const latest = useSuspenseQuery(moviesPageQuery(catalogue, 1, HOME_ROW_SIZE)).data;
  const series = useSuspenseQuery(seriesPageQuery(catalogue, 1, HOME_ROW_SIZE)).data;
  return (
    <Home
      featured={featured[0] ?? null}
      moreFeatured={featured.slice(1)}
      latest={latest.data}
      series={series.data}
    />
  );
}
