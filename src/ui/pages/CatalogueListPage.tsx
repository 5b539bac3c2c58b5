import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { CatalogueApi, Page } from "../../core/ports.ts";
import type { ListPath } from "../catalogue/Pager.tsx";
import { CatalogueList } from "./CatalogueList.tsx";

export interface CatalogueListPageProps<T extends { readonly id: number }> {
  readonly path: ListPath;
  readonly title: string;
  readonly noun: string;
  readonly catalogue: CatalogueApi;
  readonly page: number;
  // biome-ignore lint/suspicious/noExplicitAny: any query key; the data type is what matters
  readonly query: (catalogue: CatalogueApi, page: number) => any;
  readonly card: (item: T, eager: boolean) => ReactNode;
  /** Sort and filter controls, under the title. */
  readonly controls?: ReactNode;
  /** What follows the list and its pager. */
  readonly after?: ReactNode;
}

/** A paginated list page: its page of the list, read from the query the loader filled. */
export function CatalogueListPage<T extends { readonly id: number }>({
  catalogue,
  page,
  query,
  ...list
}: CatalogueListPageProps<T>) {
  const { data, meta } = useSuspenseQuery(query(catalogue, page)).data as Page<T>;
  return (
    <CatalogueList
      {...list}
      items={data}
      page={page}
      lastPage={meta.last_page}
      total={meta.total}
    />
  );
}
