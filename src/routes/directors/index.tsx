import { createFileRoute } from "@tanstack/react-router";
import { errors } from "../../core/messages.ts";
import type { Person } from "../../core/schema/index.ts";
import { CatalogueListPage } from "../../ui/pages/CatalogueListPage.tsx";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { PersonCard } from "../../ui/pages/people/PersonCard.tsx";
import { directorsPageQuery } from "../../ui/queries/catalogue.ts";
import { listRouteOptions } from "../-listRoute.ts";

export const Route = createFileRoute("/directors/")({
  ...listRouteOptions("/directors", directorsPageQuery),
  notFoundComponent: () => <NotFound message={errors.pageDoesNotExist} />,
  component: () => (
    <CatalogueListPage
      path="/directors"
      title="Directors"
      noun="directors"
      {...Route.useRouteContext()}
      query={directorsPageQuery}
      card={(person: Person, eager: boolean) => <PersonCard person={person} eager={eager} />}
    />
  ),
});
