import { useQuery } from "@tanstack/react-query";
import type { CatalogueListState } from "../../core/catalogueSort.ts";
import type { CatalogueApi } from "../../core/ports.ts";
import type { TagSummary } from "../../core/schema/index.ts";
import { categoriesQuery } from "../queries/catalogue.ts";
import { ListControls } from "./ListControls.tsx";
import {
  listControlsProps,
  withDirectionToggled,
  withOrder,
  withTagToggled,
} from "./listControls.view.ts";

export interface ListControlsContainerProps {
  readonly id: string;
  readonly catalogue: CatalogueApi;
  /** The list state of the URL. */
  readonly list: CatalogueListState;
  /** Whether the category chips show (not on a category's own page). */
  readonly filters?: boolean;
  /** Goes to the list in that state (the route navigates: a new history entry, page 1). */
  readonly onChange: (next: CatalogueListState) => void;
}

const NO_TAGS: readonly TagSummary[] = [];

/**
 * The list's controls, with the categories (`/tags/list/categories`) as tag chips (when
 * `filters`). The chips come when the categories do: the list never waits for them, and
 * shows without them if the call fails.
 */
export function ListControlsContainer({
  id,
  catalogue,
  list,
  filters = true,
  onChange,
}: ListControlsContainerProps) {
  const categories = useQuery({ ...categoriesQuery(catalogue), enabled: filters }).data;
  const tags = (filters && categories) || NO_TAGS;
  return (
    <ListControls
      id={id}
      {...listControlsProps(list, tags)}
      onOrder={(order) => onChange(withOrder(list, order))}
      onToggleDirection={() => onChange(withDirectionToggled(list))}
      onToggleTag={(slug) => onChange(withTagToggled(list, slug))}
    />
  );
}
