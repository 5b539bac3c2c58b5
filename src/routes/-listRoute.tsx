/**
 * One paginated catalogue list route (films, series, people, categories): the page query
 * validated, the spec's pagination redirects in `beforeLoad`, the list loaded through Query,
 * 'Page does not exist' past the last page, and the list view.
 */
import { type UseSuspenseQueryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, notFound, redirect } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { errors } from "../core/messages.ts";
import { isBeyondLastPage, pageRequest } from "../core/pagination.ts";
import type { CatalogueApi, Page } from "../core/ports.ts";
import type { ListPath } from "../ui/catalogue/Pager.tsx";
import { CatalogueList } from "../ui/pages/CatalogueList.tsx";
import { NotFound } from "../ui/pages/NotFound.tsx";
import type { RouterContext } from "../ui/routerContext.ts";
import { notFoundOn404 } from "./-notFoundOn404.ts";
import { pageSearch } from "./-shared.ts";

export interface ListRouteSpec<T extends { readonly id: number }> {
  readonly path: ListPath;
  readonly title: string;
  readonly noun: string;
  readonly query: (
    catalogue: CatalogueApi,
    page: number,
    // biome-ignore lint/suspicious/noExplicitAny: any query key; the data type is what matters
  ) => UseSuspenseQueryOptions<Page<T>, Error, Page<T>, any>;
  readonly card: (item: T, eager: boolean) => ReactNode;
}

const pageDoesNotExist = { message: errors.pageDoesNotExist };

export function listRoute<T extends { readonly id: number }>(spec: ListRouteSpec<T>) {
  const route = getRouteApi(`${spec.path}/`);
  function ListPage() {
    const { catalogue, page } = route.useRouteContext() as RouterContext & { page: number };
    const { data, meta } = useSuspenseQuery(spec.query(catalogue, page)).data;
    return (
      <CatalogueList
        title={spec.title}
        noun={spec.noun}
        path={spec.path}
        items={data}
        page={page}
        lastPage={meta.last_page}
        total={meta.total}
        card={spec.card}
      />
    );
  }
  return {
    validateSearch: pageSearch,
    /** Spec 000 §2: page 0 or 1 to the path without page, a negative page to its absolute value. */
    beforeLoad: ({ search }: { search: { page?: number } }) => {
      const decision = pageRequest(search.page);
      if (decision.kind === "redirect") {
        throw redirect({ to: spec.path, search: { page: decision.page }, replace: true });
      }
      return { page: decision.page };
    },
    loader: async ({ context }: { context: RouterContext & { page: number } }) => {
      // The API answers a page past the last with 404; an empty list has a page 1 only.
      const list = await notFoundOn404(
        context.queryClient.ensureQueryData(spec.query(context.catalogue, context.page)),
        pageDoesNotExist,
      );
      if (isBeyondLastPage(context.page, list.meta.last_page))
        throw notFound({ data: pageDoesNotExist });
    },
    notFoundComponent: () => <NotFound message={errors.pageDoesNotExist} />,
    component: ListPage,
  };
}
