import { createFileRoute } from "@tanstack/react-router";
import { errors } from "../../core/messages.ts";
import type { MovieSummary } from "../../core/schema/index.ts";
import { MovieCard } from "../../ui/catalogue/Cards.tsx";
import { CatalogueListPage } from "../../ui/pages/CatalogueListPage.tsx";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { moviesPageQuery } from "../../ui/queries/catalogue.ts";
import { listRouteOptions } from "../-listRoute.ts";

export const Route = createFileRoute("/movies/")({
  ...listRouteOptions("/movies", moviesPageQuery),
  notFoundComponent: () => <NotFound message={errors.pageDoesNotExist} />,
  component: () => (
    <CatalogueListPage
      path="/movies"
      title="Films"
      noun="films"
      {...Route.useRouteContext()}
      query={moviesPageQuery}
      card={(movie: MovieSummary, eager: boolean) => <MovieCard item={movie} eager={eager} />}
    />
  ),
});
