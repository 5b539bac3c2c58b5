import { Link } from "@tanstack/react-router";
import { pageNeighbours, pageSearchValue } from "../../core/pagination.ts";

export interface PagerProps {
  readonly to: "/movies" | "/series";
  readonly page: number;
  readonly lastPage: number;
}

/** Pages around the current one: the first, the last and two either side. */
const pagesAround = (page: number, lastPage: number): readonly (number | "gap")[] => {
  const shown = new Set([1, lastPage, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...shown].filter((p) => p >= 1 && p <= lastPage).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const p of sorted) {
    const prev = out.at(-1);
    if (typeof prev === "number" && p - prev > 1) out.push("gap");
    out.push(p);
  }
  return out;
};

export function Pager({ to, page, lastPage }: PagerProps) {
  if (lastPage <= 1) return null;
  const { prev, next } = pageNeighbours(page, lastPage);
  return (
    <nav className="pager" aria-label="Pagination">
      {prev === null ? (
        <span aria-disabled="true">‹ Prev</span>
      ) : (
        <Link to={to} search={{ page: pageSearchValue(prev) }} rel="prev">
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
            search={{ page: pageSearchValue(p) }}
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
        <Link to={to} search={{ page: pageSearchValue(next) }} rel="next">
          Next ›
        </Link>
      )}
    </nav>
  );
}
