import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { errors } from "../../core/messages.ts";
import { isBeyondLastPage, pageRequest } from "../../core/pagination.ts";
import { CategoriesPage } from "../../ui/pages/categories/CategoriesPage.tsx";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { categoriesQuery, collectionsQuery } from "../../ui/queries/catalogue.ts";
import { pageSearch } from "../-shared.ts";

/** Every category shows on one page: `/categories` is a list whose last page is 1. */
const LAST_PAGE = 1;

export const Route = createFileRoute("/categories/")({
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  validateSearch: pageSearch,
  /** Spec 000 §2: page 0 or 1 to the path without page, a negative page to its absolute value. */
  beforeLoad: ({ search }) => {
    const decision = pageRequest(search.page);
    if (decision.kind === "redirect") {
      throw redirect({
        to: "/categories",
        search: { page: decision.page },
        replace: true,
        statusCode: 301,
      });
    }
    return { page: decision.page };
  },
  loader: async ({ context: { queryClient, catalogue, page } }) => {
    if (isBeyondLastPage(page, LAST_PAGE)) {
      throw notFound({ data: { message: errors.pageDoesNotExist } });
    }
    await Promise.all([
      queryClient.ensureQueryData(categoriesQuery(catalogue)),
      queryClient.ensureQueryData(collectionsQuery(catalogue)),
    ]);
    // The head's prev/next (routes/-head.ts) link the pages there are: this one.
    return { lastPage: LAST_PAGE };
  },
  notFoundComponent: () => <NotFound message={errors.pageDoesNotExist} />,
  component: () => {
    const { catalogue } = Route.useRouteContext();
    const categories = useSuspenseQuery(categoriesQuery(catalogue)).data;
    const collections = useSuspenseQuery(collectionsQuery(catalogue)).data;
    return <CategoriesPage categories={categories} collections={collections} />;
  },
});
