import { createFileRoute } from "@tanstack/react-router";
import { catalogueSearch } from "../../core/catalogueSort.ts";
import { errors } from "../../core/messages.ts";
import type { SeriesSummary } from "../../core/schema/index.ts";
import { SeriesCard } from "../../ui/catalogue/Cards.tsx";
import { ListControlsContainer } from "../../ui/catalogue/ListControlsContainer.tsx";
import { sortedSeriesQuery } from "../../ui/catalogue/listQueries.ts";
import { OriginalsSeat } from "../../ui/catalogue/OriginalsSeat.tsx";
import { CatalogueListPage } from "../../ui/pages/CatalogueListPage.tsx";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { sortedListRouteOptions } from "../-listRoute.ts";

export const Route = createFileRoute("/series/")({
  ...sortedListRouteOptions("/series", sortedSeriesQuery),
  notFoundComponent: () => <NotFound message={errors.pageDoesNotExist} />,
  component: SeriesRoute,
});

function SeriesRoute() {
  const { catalogue, page, list } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <CatalogueListPage
      path="/series"
      title="Series"
      noun="series"
      catalogue={catalogue}
      page={page}
      query={(api: typeof catalogue, p: number) => sortedSeriesQuery(api, p, list)}
      after={<OriginalsSeat page="series" />}
      controls={
        <ListControlsContainer
          id="series"
          catalogue={catalogue}
          list={list}
          onChange={(next) => navigate({ search: catalogueSearch(next) })}
        />
      }
      card={(series: SeriesSummary, eager: boolean) => <SeriesCard item={series} eager={eager} />}
    />
  );
}
