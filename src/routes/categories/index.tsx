import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { CategoriesPage } from "../../ui/pages/categories/CategoriesPage.tsx";
import { categoriesQuery, collectionsQuery } from "../../ui/queries/catalogue.ts";

export const Route = createFileRoute("/categories/")({
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  loader: ({ context: { queryClient, catalogue } }) =>
    Promise.all([
      queryClient.ensureQueryData(categoriesQuery(catalogue)),
      queryClient.ensureQueryData(collectionsQuery(catalogue)),
    ]),
  component: () => {
    const { catalogue } = Route.useRouteContext();
    const categories = useSuspenseQuery(categoriesQuery(catalogue)).data;
    const collections = useSuspenseQuery(collectionsQuery(catalogue)).data;
    return <CategoriesPage categories={categories} collections={collections} />;
  },
});
