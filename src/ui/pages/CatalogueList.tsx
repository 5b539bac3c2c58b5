import type { ReactNode } from "react";
import { type ListPath, Pager } from "../catalogue/Pager.tsx";

/**
 * Cards in the first rows are above the fold on most screens: no lazy loading for them, and
 * they draw with the page.
 */
const EAGER_CARDS = 6;

export interface CatalogueListProps<T extends { readonly id: number }> {
  readonly title: string;
  /** What the list holds, in the plural: "films", "series". */
  readonly noun: string;
  readonly path: ListPath;
  readonly items: readonly T[];
  readonly page: number;
  readonly lastPage: number;
  readonly total: number;
  readonly card: (item: T, eager: boolean) => ReactNode;
  /** Sort and filter controls, under the title. */
  readonly controls?: ReactNode;
  /** What follows the list and its pager (a row of originals). */
  readonly after?: ReactNode;
}

/**
 * A paginated catalogue list: films, series, people, categories. Its first cards draw with the
 * page, three more in each turn after, and the pager under them with the last: one short task
 * each on a phone, and nothing drawn below the cards moves when more arrive.
 */
export function CatalogueList<T extends { readonly id: number }>({
  title,
  noun,
  path,
  items,
  page,
  lastPage,
  total,
  card,
  controls,
  after,
}: CatalogueListProps<T>) {
  return (
    <div className="container">
      <h1 className="page-title">{title}</h1>
      <p className="card__meta">
        {total} {noun} · page {page} of {Math.max(1, lastPage)}
      </p>
      {controls}
      <ul className="grid" style={{ marginTop: 16 }}>
        {items.map((item, i) => (
          <li key={item.id}>{card(item, i < EAGER_CARDS)}</li>
        ))}
      </ul>
      <Pager to={path} page={page} lastPage={lastPage} />
      {after}
    </div>
  );
}
