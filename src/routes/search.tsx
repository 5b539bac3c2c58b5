import { createFileRoute } from "@tanstack/react-router";
import { SearchResultsPageContainer } from "../ui/search/SearchResultsPageContainer.tsx";
import { sTermOf } from "../ui/search/sTerm.ts";
import { optionalKey } from "./-searchParams.ts";

/** `/search?s_term=`: every result of the term (the search panel's 'All', as a page). */
export const Route = createFileRoute("/search")({
  validateSearch: (search: Record<string, unknown>) =>
    optionalKey("s_term", sTermOf(search) ?? undefined),
  component: SearchResultsRoute,
});

function SearchResultsRoute() {
  const { s_term } = Route.useSearch();
  return <SearchResultsPageContainer term={s_term ?? ""} />;
}
