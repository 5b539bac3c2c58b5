import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { errors } from "../../core/messages.ts";
import { isBeyondLastPage } from "../../core/pagination.ts";
import { MoviesList } from "../../ui/pages/CatalogueList.tsx";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { moviesPageQuery } from "../../ui/queries/catalogue.ts";
import { notFoundOn404 } from "../-notFoundOn404.ts";
import { pageSearch, redirectInvalidPage } from "../-shared.ts";

export const Route = createFileRoute("/movies/")({
  validateSearch: pageSearch,
  beforeLoad: ({ search }) => ({ page: redirectInvalidPage("/movies", search.page) }),
  loader: async ({ context: { queryClient, catalogue, page } }) => {
    // The API answers a page past the last with 404; an empty list has a page 1 only.
    const list = await notFoundOn404(
      queryClient.ensureQueryData(moviesPageQuery(catalogue, page)),
      { message: errors.pageDoesNotExist },
    );
    if (isBeyondLastPage(page, list.meta.last_page)) {
      throw notFound({ data: { message: errors.pageDoesNotExist } });
    }
  },
  notFoundComponent: () => <NotFound message={errors.pageDoesNotExist} />,
  component: MoviesRoute,
});

function MoviesRoute() {
  const { catalogue, page } = Route.useRouteContext();
  const { data, meta } = useSuspenseQuery(moviesPageQuery(catalogue, page)).data;
  return <MoviesList items={data} page={page} lastPage={meta.last_page} total={meta.total} />;
}
