import { Link } from "@tanstack/react-router";
import { pageNeighbours, pageSearchValue, pagesAround } from "../../core/pagination.ts";

/** The paths of the paginated catalogue lists. */
export type ListPath = "/movies" | "/series" | "/cast" | "/directors";

export interface PagerProps {
  /** A catalogue list, a category, or My Space (whose `tab` the links keep). */
  readonly to: ListPath | "/categories/$slug" | "/my-space";
  /** The path's params (a category's slug). */
  readonly params?: { readonly slug: string };
  readonly page: number;
  readonly lastPage: number;
}

/** The pages of the list in view: links keep the rest of the query (sort order, filters). */
export function Pager({ to, params, page, lastPage }: PagerProps) {
  if (lastPage <= 1) return null;
  const { prev, next } = pageNeighbours(page, lastPage);
  return (
    <nav className="pager" aria-label="Pagination">
      {prev === null ? (
        <span aria-disabled="true">‹ Prev</span>
      ) : (
        <Link
          to={to}
          params={params as never}
          search={(search) => ({ ...search, page: pageSearchValue(prev) })}
          rel="prev"
        >
          ‹ Prev
        </Link>
      )}
      {pagesAround(page, lastPage).map((p, i) =>
        p === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={to}
            params={params as never}
            search={(search) => ({ ...search, page: pageSearchValue(p) })}
            aria-current={p === page ? "page" : undefined}
            aria-label={`Page ${p}`}
          >
            {p}
          </Link>
        ),
      )}
      {next === null ? (
        <span aria-disabled="true">Next ›</span>
      ) : (
        <Link
          to={to}
          params={params as never}
          search={(search) => ({ ...search, page: pageSearchValue(next) })}
          rel="next"
        >
          Next ›
        </Link>
      )}
    </nav>
  );
}
