import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type { TagSummary } from "../../core/schema/tag.ts";
import { featuredTagsQuery } from "../queries/catalogueRows.ts";
import type { RouterContext } from "../routerContext.ts";
import {
  type SearchStatus,
  type SearchSuggestionView,
  searchFoundNothingOf,
  searchSuggestionsOf,
} from "../search.view.ts";

const NO_CATEGORIES: readonly TagSummary[] = [];

/**
 * The tags offered when a search found nothing: the featured, visible ones of `/tags`
 * (categories and collections, decision 0068), read only then; without them (a failed read)
 * the empty text stands alone.
 */
export function useSearchSuggestions(status: SearchStatus): readonly SearchSuggestionView[] {
  const { catalogue } = useRouter().options.context as RouterContext;
  const categories = useQuery({
    ...featuredTagsQuery(catalogue),
    enabled: searchFoundNothingOf(status),
  }).data;
  return searchSuggestionsOf(status, categories ?? NO_CATEGORIES);
}
