/**
 * The full results page connected to the header's search actor: the URL's s_term feeds the
 * actor (search.route), so the page shows what the actor found for it, every group in full.
 */

import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import {
  SEARCH_SYSTEM_ID,
  type SearchMachine,
  sameSearchStatus,
  searchGroupsView,
  searchNoticeOf,
  selectSearchStatus,
} from "../search.view.ts";
import { useAppActor } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { SearchResultsPage } from "./SearchResultsPage.tsx";
import { useOpenPath } from "./useOpenPath.ts";
import { useSearchSuggestions } from "./useSearchSuggestions.ts";

type SearchRef = ActorRefFrom<SearchMachine>;

export function SearchResultsPageContainer({ term }: { readonly term: string }) {
  const app = useAppActor();
  const actor = useSelector(
    app,
    (snapshot) => snapshot.children[SEARCH_SYSTEM_ID] as SearchRef | undefined,
  );
  const { onClick } = useOpenPath();
  if (actor === undefined) {
    return (
      <SearchResultsPage
        term={term}
        busy={term !== ""}
        notice={null}
        suggestions={[]}
        groups={[]}
        onOpen={onClick}
      />
    );
  }
  return <ConnectedResults actor={actor} term={term} />;
}

function ConnectedResults({ actor, term }: { readonly actor: SearchRef; readonly term: string }) {
  const status = useSelector(actor, selectSearchStatus, sameSearchStatus);
  const { onClick } = useOpenPath();
  const groups = useMemo(
    () => searchGroupsView(status.results, "all", "search-page"),
    [status.results],
  );
  const suggestions = useSearchSuggestions(status);
  const shown = status.term.trim() || term;
  return (
    <SearchResultsPage
      term={shown}
      busy={status.busy}
      notice={searchNoticeOf(status)}
      suggestions={suggestions}
      groups={groups}
      onOpen={onClick}
    />
  );
}
