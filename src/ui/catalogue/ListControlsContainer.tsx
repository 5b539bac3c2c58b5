import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { type CatalogueListState, catalogueListState } from "../../core/catalogueSort.ts";
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
  const router = useRouter();
  // A change starts from the address as it is now: a click that comes before the page has
  // drawn the previous change (its list still loading) keeps that change.
  const now = () => catalogueListState(router.latestLocation.search as Record<string, unknown>);
  return (
    <ListControls
      id={id}
      {...listControlsProps(list, tags)}
      onOrder={(order) => onChange(withOrder(now(), order))}
      onToggleDirection={() => onChange(withDirectionToggled(now()))}
      onToggleTag={(slug) => onChange(withTagToggled(now(), slug))}
    />
  );
}
