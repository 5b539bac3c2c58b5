/**
 * The seam between a catalogue list's state (core `catalogueSort.ts`) and its controls: the
 * view props of the sort control and the tag chips, and the next list state of each control.
 * The route navigates to `catalogueSearch(next)`, which leaves the page out (back to page 1).
 */
import {
  type CatalogueListState,
  DEFAULT_SORT_ORDER,
  MAX_TAG_FILTERS,
  SORT_ORDERS,
  type SortDirection,
  type SortOrder,
} from "../../core/catalogueSort.ts";

/** The sort orders of spec 000 §3 as a viewer reads them. */
export const SORT_ORDER_LABELS: Readonly<Record<SortOrder, string>> = {
  default: "Default",
  featured: "Featured",
  title: "Title",
  price: "Price",
  ratings: "Rating",
  sold: "Best selling",
  most_seen: "Most seen",
  most_seen_ever: "Most seen ever",
  recommended: "Recommended",
  length: "Length",
};

const DIRECTION_LABELS: Readonly<Record<SortDirection, string>> = {
  asc: "Ascending",
  desc: "Descending",
};

const OTHER_DIRECTION: Readonly<Record<SortDirection, SortDirection>> = {
  asc: "desc",
  desc: "asc",
};

export interface TagChip {
  readonly slug: string;
  readonly title: string;
  readonly selected: boolean;
  /** Another chip can be turned on, or this one is on (and can be turned off). */
  readonly enabled: boolean;
}

export interface ListControlsProps {
  readonly orders: readonly { readonly value: SortOrder; readonly label: string }[];
  readonly order: SortOrder;
  readonly direction: SortDirection;
  readonly directionLabel: string;
  /** What pressing the direction toggle does, for its accessible name. */
  readonly directionAction: string;
  readonly chips: readonly TagChip[];
}

/** The controls' view props: the orders, the current order and direction, one chip a tag. */
export const listControlsProps = (
  state: CatalogueListState,
  tags: readonly { readonly slug: string; readonly title: string }[],
): ListControlsProps => {
  const full = state.tags.length >= MAX_TAG_FILTERS;
  return {
    orders: SORT_ORDERS.map((value) => ({ value, label: SORT_ORDER_LABELS[value] })),
    order: state.order,
    direction: state.dir,
    directionLabel: DIRECTION_LABELS[state.dir],
    directionAction: `Sort ${DIRECTION_LABELS[OTHER_DIRECTION[state.dir]].toLowerCase()}`,
    chips: tags.map((tag) => {
      const selected = state.tags.includes(tag.slug);
      return { slug: tag.slug, title: tag.title, selected, enabled: selected || !full };
    }),
  };
};

/** Intents: the list state each control leads to. */
export const withOrder = (state: CatalogueListState, order: SortOrder): CatalogueListState => ({
  ...state,
  order,
});

export const withDirectionToggled = (state: CatalogueListState): CatalogueListState => ({
  ...state,
  dir: OTHER_DIRECTION[state.dir],
});

export const withTagToggled = (state: CatalogueListState, slug: string): CatalogueListState => ({
  ...state,
  tags: state.tags.includes(slug)
    ? state.tags.filter((tag) => tag !== slug)
    : [...state.tags, slug].slice(0, MAX_TAG_FILTERS),
});

/** The order a `<select>` value names (the select offers only the spec's orders). */
export const orderOf = (value: string): SortOrder =>
  (SORT_ORDERS as readonly string[]).includes(value) ? (value as SortOrder) : DEFAULT_SORT_ORDER;
