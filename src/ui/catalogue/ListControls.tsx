import type { SortOrder } from "../../core/catalogueSort.ts";
import { type ListControlsProps, orderOf } from "./listControls.view.ts";

export interface ListControlsViewProps extends ListControlsProps {
  /** Names the controls' region and the select's id: one list per page. */
  readonly id: string;
  readonly onOrder: (order: SortOrder) => void;
  readonly onToggleDirection: () => void;
  readonly onToggleTag: (slug: string) => void;
}

/** The sort control (order and direction) and the tag filter chips of a catalogue list. */
export function ListControls({
  id,
  orders,
  order,
  direction,
  directionLabel,
  directionAction,
  chips,
  onOrder,
  onToggleDirection,
  onToggleTag,
}: ListControlsViewProps) {
  return (
    <section className="list-controls" aria-label="Sort and filter">
      <div className="list-controls__sort">
        <label htmlFor={`${id}-order`}>Sort by</label>
        <select
          id={`${id}-order`}
          value={order}
          onChange={(event) => onOrder(orderOf(event.target.value))}
        >
          {orders.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={`list-controls__dir list-controls__dir--${direction}`}
          aria-label={`${directionLabel}. ${directionAction}`}
          title={directionAction}
          onClick={onToggleDirection}
        >
          <span aria-hidden="true" className="list-controls__arrow" />
          {directionLabel}
        </button>
      </div>
      {chips.length > 0 && (
        <ul className="list-controls__chips" aria-label="Filter by category">
          {chips.map((chip) => (
            <li key={chip.slug}>
              <button
                type="button"
                className="chip"
                aria-pressed={chip.selected}
                disabled={!chip.enabled}
                onClick={() => onToggleTag(chip.slug)}
              >
                {chip.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
