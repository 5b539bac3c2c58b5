import type { ReactNode } from "react";

export interface RowProps<T> {
  readonly title: string;
  readonly items: readonly T[];
  readonly itemKey: (item: T) => string | number;
  readonly renderItem: (item: T) => ReactNode;
  /** A "See all" link. */
  readonly more?: ReactNode;
}

/** A titled, horizontally scrolling row of cards. */
export function Row<T>({ title, items, itemKey, renderItem, more }: RowProps<T>) {
  if (items.length === 0) return null;
  return (
    <section className="row" aria-label={title}>
      <div className="row__head">
        <h2>{title}</h2>
        {more}
      </div>
      <ul className="row__track">
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    </section>
  );
}
