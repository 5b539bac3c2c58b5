import { createFileRoute } from "@tanstack/react-router";
import { catalogueSearch } from "../../core/catalogueSort.ts";
import { errors } from "../../core/messages.ts";
import type { MovieSummary } from "../../core/schema/index.ts";
import { MovieCard } from "../../ui/catalogue/Cards.tsx";
import { ListControlsContainer } from "../../ui/catalogue/ListControlsContainer.tsx";
import { sortedMoviesQuery } from "../../ui/catalogue/listQueries.ts";
import { OriginalsSeat } from "../../ui/catalogue/OriginalsSeat.tsx";
import { CatalogueListPage } from "../../ui/pages/CatalogueListPage.tsx";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { sortedListRouteOptions } from "../-listRoute.ts";

export const Route = createFileRoute("/movies/")({
  ...sortedListRouteOptions("/movies", sortedMoviesQuery),
  notFoundComponent: () => <NotFound message={errors.pageDoesNotExist} />,
  component: MoviesRoute,
});

function MoviesRoute() {
  const { catalogue, page, list } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <CatalogueListPage
      path="/movies"
      title="Films"
      noun="films"
      catalogue={catalogue}
      page={page}
      query={(api: typeof catalogue, p: number) => sortedMoviesQuery(api, p, list)}
      after={<OriginalsSeat page="films" />}
      controls={
        <ListControlsContainer
          id="movies"
          catalogue={catalogue}
          list={list}
          onChange={(next) => navigate({ search: catalogueSearch(next) })}
        />
      }
      card={(movie: MovieSummary, eager: boolean) => <MovieCard item={movie} eager={eager} />}
    />
  );
}
