import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { MovieDetail } from "../../ui/pages/MovieDetail.tsx";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { preloadImage } from "../../ui/preloadImage.ts";
import { movieQuery } from "../../ui/queries/catalogue.ts";
import { notFoundOn404 } from "../-notFoundOn404.ts";

export const Route = createFileRoute("/movies/$slug")({
  loader: ({ context: { queryClient, catalogue }, params }) =>
    // The cover is the largest paint: fetch it as soon as its URL is known.
    notFoundOn404(queryClient.ensureQueryData(movieQuery(catalogue, params.slug))).then((movie) => {
      preloadImage(movie.cover_picture);
      return movie;
    }),
  notFoundComponent: () => <NotFound />,
  component: MovieRoute,
});

function MovieRoute() {
  const { catalogue } = Route.useRouteContext();
  const { slug } = Route.useParams();
  const movie = useSuspenseQuery(movieQuery(catalogue, slug)).data;
  return <MovieDetail movie={movie} />;
}
