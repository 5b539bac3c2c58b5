/**
 * One paginated catalogue list route (films, series, people, categories): the page query
 * validated, the spec's pagination redirects in `beforeLoad`, the list loaded through Query
 * and 'Page does not exist' past the last page. The route file adds the view
 * (`CatalogueListPage`) and the 404 inline, so both load with the route, not the first page.
 * Films and series add the sort order, direction and tag filters of the URL
 * (`sortedListRouteOptions`, core `catalogueSort.ts`).
 */
import type { UseSuspenseQueryOptions } from "@tanstack/react-query";
import { notFound, redirect } from "@tanstack/react-router";
import {
  type CatalogueListState,
  catalogueListState,
  catalogueSearch,
} from "../core/catalogueSort.ts";
import { errors } from "../core/messages.ts";
import { isBeyondLastPage, pageRequest } from "../core/pagination.ts";
import type { CatalogueApi, Page } from "../core/ports.ts";
import type { ListPath } from "../ui/catalogue/Pager.tsx";
import { categoriesQuery } from "../ui/queries/catalogue.ts";
import type { RouterContext } from "../ui/routerContext.ts";
import { notFoundOn404 } from "./-notFoundOn404.ts";
import { pageSearch } from "./-shared.ts";

export type ListQuery<T> = (
  catalogue: CatalogueApi,
  page: number,
  // biome-ignore lint/suspicious/noExplicitAny: any query key; the data type is what matters
) => UseSuspenseQueryOptions<Page<T>, Error, Page<T>, any>;

/** What a list route's `beforeLoad` adds to the context: the page to show. */
export interface ListContext extends RouterContext {
  readonly page: number;
}

const pageDoesNotExist = { message: errors.pageDoesNotExist };

export function listRouteOptions<T>(path: ListPath, query: ListQuery<T>) {
  return {
    validateSearch: pageSearch,
    /** Spec 000 §2: page 0 or 1 to the path without page, a negative page to its absolute value. */
    beforeLoad: ({ search }: { search: { page?: number } }) => {
      const decision = pageRequest(search.page);
      if (decision.kind === "redirect") {
        throw redirect({
          to: path,
          search: { page: decision.page },
          replace: true,
          statusCode: 301,
        });
      }
      return { page: decision.page };
    },
    loader: async ({ context }: { context: ListContext }) => {
      // The API answers a page past the last with 404; an empty list has a page 1 only.
      const list = await notFoundOn404(
        context.queryClient.ensureQueryData(query(context.catalogue, context.page)),
        pageDoesNotExist,
      );
      if (isBeyondLastPage(context.page, list.meta.last_page)) {
        throw notFound({ data: pageDoesNotExist });
      }
      // The head's prev/next (routes/-head.ts) link the pages there are.
      return { lastPage: list.meta.last_page };
    },
  };
}

export type SortedListQuery<T> = (
  catalogue: CatalogueApi,
  page: number,
  state: CatalogueListState,
  // biome-ignore lint/suspicious/noExplicitAny: any query key; the data type is what matters
) => UseSuspenseQueryOptions<Page<T>, Error, Page<T>, any>;

/** `?page=`, `?order=`, `?dir=`, `?tags=`: defaults and invalid values left out. */
export const sortedListSearch = (search: Record<string, unknown>) => ({
  ...pageSearch(search),
  ...catalogueSearch(catalogueListState(search)),
});

/**
 * A list that takes the spec's sort orders, directions and tag filters in the URL
 * (`order`, `dir`, `tags`): each list state is its own query; the pagination redirects keep
 * the list state; the loader runs again when it changes, and loads the categories of the
 * tag chips beside the list.
 */
export function sortedListRouteOptions<T>(path: "/movies" | "/series", query: SortedListQuery<T>) {
  return {
    validateSearch: sortedListSearch,
    loaderDeps: ({ search }: { search: ReturnType<typeof sortedListSearch> }) => search,
    beforeLoad: ({ search }: { search: ReturnType<typeof sortedListSearch> }) => {
      const list = catalogueListState(search);
      const decision = pageRequest(search.page);
      if (decision.kind === "redirect") {
        throw redirect({
          to: path,
          search: { ...catalogueSearch(list), page: decision.page },
          replace: true,
          statusCode: 301,
        });
      }
      return { page: decision.page, list };
    },
    loader: async ({ context }: { context: ListContext & { list: CatalogueListState } }) => {
      const [list] = await Promise.all([
        notFoundOn404(
          context.queryClient.ensureQueryData(query(context.catalogue, context.page, context.list)),
          pageDoesNotExist,
        ),
        // The tag chips come with the list (nothing moves when they arrive); the list shows
        // without them if the call fails.
        context.queryClient.ensureQueryData(categoriesQuery(context.catalogue)).catch(() => null),
      ]);
      if (isBeyondLastPage(context.page, list.meta.last_page)) {
        throw notFound({ data: pageDoesNotExist });
      }
      // The head's prev/next (routes/-head.ts) link the pages there are.
      return { lastPage: list.meta.last_page };
    },
  };
}
