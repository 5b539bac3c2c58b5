import { createFileRoute } from "@tanstack/react-router";
import { errors } from "../../core/messages.ts";
import type { SeriesSummary } from "../../core/schema/index.ts";
import { SeriesCard } from "../../ui/catalogue/Cards.tsx";
import { CatalogueListPage } from "../../ui/pages/CatalogueListPage.tsx";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { seriesPageQuery } from "../../ui/queries/catalogue.ts";
import { listRouteOptions } from "../-listRoute.ts";

export const Route = createFileRoute("/series/")({
  ...listRouteOptions("/series", seriesPageQuery),
  notFoundComponent: () => <NotFound message={errors.pageDoesNotExist} />,
  component: () => (
    <CatalogueListPage
      path="/series"
      title="Series"
      noun="series"
      {...Route.useRouteContext()}
      query={seriesPageQuery}
      card={(series: SeriesSummary, eager: boolean) => <SeriesCard item={series} eager={eager} />}
    />
  ),
});
