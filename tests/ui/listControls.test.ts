import { describe, expect, it } from "vitest";
import { catalogueListState, MAX_TAG_FILTERS, SORT_ORDERS } from "../../src/core/catalogueSort.ts";
import {
  listControlsProps,
  orderOf,
  SORT_ORDER_LABELS,
  withDirectionToggled,
  withOrder,
  withTagToggled,
} from "../../src/ui/catalogue/listControls.view.ts";

const TAGS = [
  { slug: "drama", title: "Drama" },
  { slug: "noir", title: "Noir" },
];

describe("list controls seam", () => {
  it("offers every sort order of the spec with a readable name", () => {
    const props = listControlsProps(catalogueListState({}), TAGS);
    expect(props.orders.map((o) => o.value)).toEqual([...SORT_ORDERS]);
    expect(new Set(props.orders.map((o) => o.label)).size).toBe(SORT_ORDERS.length);
    expect(SORT_ORDER_LABELS.most_seen_ever).toBe("Most seen ever");
    expect(props.order).toBe("most_seen_ever");
    expect(props.direction).toBe("desc");
    expect(props.directionAction).toBe("Sort ascending");
  });

  it("marks the URL's tags as selected chips", () => {
    const props = listControlsProps(catalogueListState({ tags: "noir" }), TAGS);
    expect(props.chips).toEqual([
      { slug: "drama", title: "Drama", selected: false, enabled: true },
      { slug: "noir", title: "Noir", selected: true, enabled: true },
    ]);
  });

  it("turns chips off when the list already filters by the most tags allowed", () => {
    const full = Array.from({ length: MAX_TAG_FILTERS }, (_, i) => `tag-${i}`);
    const state = catalogueListState({ tags: full });
    const props = listControlsProps(state, [...TAGS, { slug: "tag-0", title: "Tag 0" }]);
    expect(props.chips.map((c) => c.enabled)).toEqual([false, false, true]);
    expect(withTagToggled(state, "drama").tags).toHaveLength(MAX_TAG_FILTERS);
  });

  it("each control leads to the next list state", () => {
    const state = catalogueListState({});
    expect(withOrder(state, "title")).toEqual({ ...state, order: "title" });
    expect(withDirectionToggled(state).dir).toBe("asc");
    expect(withDirectionToggled(withDirectionToggled(state)).dir).toBe("desc");
    const one = withTagToggled(state, "drama");
    expect(one.tags).toEqual(["drama"]);
    expect(withTagToggled(withTagToggled(one, "noir"), "drama").tags).toEqual(["noir"]);
    expect(orderOf("length")).toBe("length");
    expect(orderOf("colour")).toBe("most_seen_ever");
  });
});
