import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { PersonPage } from "../../ui/pages/people/PersonPage.tsx";
import {
  performersRowQuery,
  personInfoQuery,
  personPageQuery,
} from "../../ui/queries/catalogue.ts";
import { notFoundOn404 } from "../-notFoundOn404.ts";

export const Route = createFileRoute("/directors/$slug")({
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  loader: ({ context: { queryClient, catalogue }, params }) =>
    Promise.all([
      notFoundOn404(
        queryClient.ensureQueryData(personPageQuery(catalogue, "directors", params.slug)),
      ),
      // The facts and the row are extras: the page shows without them.
      queryClient.ensureQueryData(personInfoQuery(catalogue, params.slug)).catch(() => null),
      queryClient.ensureQueryData(performersRowQuery(catalogue)).catch(() => null),
    ]),
  notFoundComponent: () => <NotFound />,
  component: () => {
    const { catalogue, queryClient } = Route.useRouteContext();
    const { slug } = Route.useParams();
    const person = useSuspenseQuery(personPageQuery(catalogue, "directors", slug)).data;
    const info = queryClient.getQueryData(personInfoQuery(catalogue, slug).queryKey) ?? null;
    const performers = queryClient.getQueryData(performersRowQuery(catalogue).queryKey)?.data ?? [];
    return <PersonPage person={person} info={info} performers={performers} />;
  },
});
