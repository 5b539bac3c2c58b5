import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { relatedContentQuery, useRelatedSections } from "../../ui/catalogue/relatedQueries.ts";
import { MovieDetail } from "../../ui/pages/MovieDetail.tsx";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { preloadArt } from "../../ui/preloadArt.ts";
import { movieQuery } from "../../ui/queries/catalogue.ts";
import { withFilmHead } from "../-contentHead.ts";
import { loaderHead } from "../-head.ts";
import { notFoundOn404 } from "../-notFoundOn404.ts";

export const Route = createFileRoute("/movies/$slug")({
  loader: (args) => {
    const { queryClient, catalogue } = args.context;
    // The cover is the largest paint: fetch it as soon as its URL is known.
    return notFoundOn404(queryClient.ensureQueryData(movieQuery(catalogue, args.params.slug))).then(
      (movie) => {
        preloadArt(movie.cover_picture, "cover");
        // Related content comes after the film: asked for now, never waited for.
        void queryClient.prefetchQuery(relatedContentQuery(catalogue, "movies", movie.id));
        return withFilmHead(movie, args);
      },
    );
  },
  head: (context) => loaderHead(context),
  notFoundComponent: () => <NotFound />,
  component: MovieRoute,
});

function MovieRoute() {
  const { catalogue } = Route.useRouteContext();
  const { slug } = Route.useParams();
  const movie = useSuspenseQuery(movieQuery(catalogue, slug)).data;
  const related = useRelatedSections(catalogue, "movies", movie.id);
  return <MovieDetail movie={movie} related={related} />;
}
