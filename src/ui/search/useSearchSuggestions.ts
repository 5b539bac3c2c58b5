import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type { TagSummary } from "../../core/schema/tag.ts";
import { categoriesQuery } from "../queries/catalogue.ts";
import type { RouterContext } from "../routerContext.ts";
import {
  type SearchStatus,
  type SearchSuggestionView,
  searchFoundNothingOf,
  searchSuggestionsOf,
} from "../search.view.ts";

const NO_CATEGORIES: readonly TagSummary[] = [];

/**
 * The categories offered when a search found nothing. They are read only then (the same
 * cached list the catalogue's filter chips use); without them the empty text stands alone.
 */
export function useSearchSuggestions(status: SearchStatus): readonly SearchSuggestionView[] {
  const { catalogue } = useRouter().options.context as RouterContext;
  const categories = useQuery({
    ...categoriesQuery(catalogue),
    enabled: searchFoundNothingOf(status),
  }).data;
  return searchSuggestionsOf(status, categories ?? NO_CATEGORIES);
}
