import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type { SearchLabel } from "../../core/schema/search.ts";
import type { TagSummary } from "../../core/schema/tag.ts";
import { featuredTagsQuery, searchLabelsQuery } from "../queries/catalogueRows.ts";
import type { RouterContext } from "../routerContext.ts";
import {
  type SearchStatus,
  type SearchSuggestionView,
  searchFoundNothingOf,
  searchSuggestionsOf,
} from "../search.view.ts";

const NO_CATEGORIES: readonly TagSummary[] = [];
const NO_LABELS: readonly SearchLabel[] = [];

/**
 * The tags offered when a search found nothing: the featured, visible ones of `/tags`
 * (categories and collections, decision 0068), and the search labels of
 * `/smart/search-labels`, each leading to its term's results; read only then. Without them
 * (a failed read) the empty text stands alone.
 */
export function useSearchSuggestions(status: SearchStatus): readonly SearchSuggestionView[] {
  const { catalogue } = useRouter().options.context as RouterContext;
  const categories = useQuery({
    ...featuredTagsQuery(catalogue),
    enabled: searchFoundNothingOf(status),
  }).data;
  const labels = useQuery({
    ...searchLabelsQuery(catalogue),
    enabled: searchFoundNothingOf(status),
  }).data;
  return searchSuggestionsOf(status, categories ?? NO_CATEGORIES, labels ?? NO_LABELS);
}
