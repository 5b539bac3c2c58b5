import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { catalogueRef } from "../../core/catalogueRef.ts";
import {
  type CatalogueListState,
  catalogueListState,
  catalogueSearch,
} from "../../core/catalogueSort.ts";
import { errors } from "../../core/messages.ts";
import { isBeyondLastPage, pageRequest } from "../../core/pagination.ts";
import { ListControlsContainer } from "../../ui/catalogue/ListControlsContainer.tsx";
import { categoryFilmsQuery, categoryQuery } from "../../ui/catalogue/listQueries.ts";
import { Pager } from "../../ui/catalogue/Pager.tsx";
import { CategoryPage } from "../../ui/pages/categories/CategoriesPage.tsx";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { tagByIdQuery } from "../../ui/queries/byNumber.ts";
import { categoryLoad } from "../-contentHead.ts";
import { loaderHead } from "../-head.ts";
import { notFoundOn404 } from "../-notFoundOn404.ts";
import { pageSearch } from "../-shared.ts";

/** `?page=`, `?order=`, `?dir=`: the category is the films' only tag filter. */
const categorySearch = (search: Record<string, unknown>) => {
  const { tags: _tags, ...sort } = catalogueSearch(catalogueListState(search));
  return { ...pageSearch(search), ...sort };
};

/** The list state of a category's films: its sort, its own tag. */
const sortOf = (search: Record<string, unknown>): CatalogueListState => ({
  ...catalogueListState(search),
  tags: [],
});

export const Route = createFileRoute("/categories/$slug")({
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  validateSearch: categorySearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ search, params }) => {
    const sort = sortOf(search);
    const decision = pageRequest(search.page);
    if (decision.kind === "redirect") {
      throw redirect({
        to: "/categories/$slug",
        params,
        search: { ...catalogueSearch(sort), page: decision.page },
        replace: true,
        statusCode: 301,
      });
    }
    return { page: decision.page, sort };
  },
  loader: async (args) => {
    const { queryClient, catalogue, page, sort } = args.context;
    const { params } = args;
    const ref = catalogueRef(params.slug);
    if (ref.kind === "id") {
      // A number is the tag's id (`/tags/{id}`): the page moves to its slug address, same list.
      const tag = await notFoundOn404(queryClient.ensureQueryData(tagByIdQuery(catalogue, ref.id)));
      throw redirect({
        to: "/categories/$slug",
        params: { slug: tag.slug },
        search: args.location.search,
        replace: true,
        statusCode: 301,
      });
    }
    // Both reads at once; an unknown category is the not-found page whichever answers first,
    // a page past the last (the API's 404) says so.
    const [categoryRead, filmsRead] = await Promise.allSettled([
      notFoundOn404(queryClient.ensureQueryData(categoryQuery(catalogue, params.slug))),
      notFoundOn404(
        queryClient.ensureQueryData(categoryFilmsQuery(catalogue, params.slug, page, sort)),
        { message: errors.pageDoesNotExist },
      ),
    ]);
    if (categoryRead.status === "rejected") throw categoryRead.reason;
    if (filmsRead.status === "rejected") throw filmsRead.reason;
    const category = categoryRead.value;
    const films = filmsRead.value;
    if (isBeyondLastPage(page, films.meta.last_page)) {
      throw notFound({ data: { message: errors.pageDoesNotExist } });
    }
    // The head's prev/next (routes/-head.ts) link the pages there are; its collection
    // (routes/-contentHead.ts): the category's name and the page's films.
    return categoryLoad(
      { ...args, page },
      films.meta.last_page,
      { title: category.title, description: category.description },
      films.data.map(({ title, slug, status }) => ({ title, slug, status })),
    );
  },
  head: (context) => loaderHead(context),
  notFoundComponent: ({ data }) => (
    <NotFound message={(data as { message?: string } | undefined)?.message} />
  ),
  component: CategoryRoute,
});

function CategoryRoute() {
  const { catalogue, page, sort } = Route.useRouteContext();
  const { slug } = Route.useParams();
  const navigate = Route.useNavigate();
  const tag = useSuspenseQuery(categoryQuery(catalogue, slug)).data;
  const films = useSuspenseQuery(categoryFilmsQuery(catalogue, slug, page, sort)).data;
  return (
    <CategoryPage
      tag={{ ...tag, products: films.data }}
      controls={
        <ListControlsContainer
          id="category"
          catalogue={catalogue}
          list={sort}
          filters={false}
          onChange={(next) => navigate({ search: catalogueSearch({ ...next, tags: [] }) })}
        />
      }
      pager={
        <Pager
          to="/categories/$slug"
          params={{ slug }}
          page={page}
          lastPage={films.meta.last_page}
        />
      }
    />
  );
}
