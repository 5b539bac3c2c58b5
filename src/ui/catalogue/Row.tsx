import { type ReactNode, useRef } from "react";
import { useRowScroll } from "./useRowScroll.ts";

export interface RowProps<T> {
  readonly title: string;
  readonly items: readonly T[];
  readonly itemKey: (item: T) => string | number;
  readonly renderItem: (item: T) => ReactNode;
  /** A "See all" link. */
  readonly more?: ReactNode;
  /** Wide slides (a banner) instead of poster cards. */
  readonly variant?: "banner";
}

/**
 * A titled, horizontally scrolling row of cards. On desktop, previous and next buttons move it
 * by a page of cards (disabled at its ends); on touch screens it swipes and they are not drawn.
 */
export function Row<T>(props: RowProps<T>) {
  // An empty row draws nothing; its track (and what follows its scroll) mounts with its items.
  return props.items.length === 0 ? null : <FilledRow {...props} />;
}

function FilledRow<T>({ title, items, itemKey, renderItem, more, variant }: RowProps<T>) {
  const track = useRef<HTMLUListElement>(null);
  const shown = items.length;
  const { ends, page } = useRowScroll(track, shown);
  return (
    <section className={variant === "banner" ? "row row--banner" : "row"} aria-label={title}>
      <div className="row__head">
        <h2>{title}</h2>
        <div className="row__tools">
          {more}
          <div className="row__arrows" data-scrolls={String(!(ends.atStart && ends.atEnd))}>
            <button
              type="button"
              className="row__arrow"
              aria-label={`Previous: ${title}`}
              disabled={ends.atStart}
              onClick={() => page(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="row__arrow"
              aria-label={`Next: ${title}`}
              disabled={ends.atEnd}
              onClick={() => page(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      </div>
      <ul className="row__track" ref={track}>
        {items.slice(0, shown).map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    </section>
  );
}
