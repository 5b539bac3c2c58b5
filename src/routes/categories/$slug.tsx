import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { CategoryPage } from "../../ui/pages/categories/CategoriesPage.tsx";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { tagPageQuery } from "../../ui/queries/catalogue.ts";
import { notFoundOn404 } from "../-notFoundOn404.ts";

export const Route = createFileRoute("/categories/$slug")({
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  loader: ({ context: { queryClient, catalogue }, params }) =>
    notFoundOn404(queryClient.ensureQueryData(tagPageQuery(catalogue, params.slug))),
  notFoundComponent: () => <NotFound />,
  component: () => {
    const { catalogue } = Route.useRouteContext();
    const tag = useSuspenseQuery(tagPageQuery(catalogue, Route.useParams().slug)).data;
    return <CategoryPage tag={tag} />;
  },
});
