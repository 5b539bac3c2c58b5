import { createFileRoute } from "@tanstack/react-router";
import { errors } from "../../core/messages.ts";
import type { Person } from "../../core/schema/index.ts";
import { CatalogueListPage } from "../../ui/pages/CatalogueListPage.tsx";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { PersonCard } from "../../ui/pages/people/PersonCard.tsx";
import { performersPageQuery } from "../../ui/queries/catalogue.ts";
import { listRouteOptions } from "../-listRoute.ts";

export const Route = createFileRoute("/cast/")({
  ...listRouteOptions("/cast", performersPageQuery),
  notFoundComponent: () => <NotFound message={errors.pageDoesNotExist} />,
  component: () => (
    <CatalogueListPage
      path="/cast"
      title="Cast"
      noun="performers"
      {...Route.useRouteContext()}
      query={performersPageQuery}
      card={(person: Person, eager: boolean) => <PersonCard person={person} eager={eager} />}
    />
  ),
});
