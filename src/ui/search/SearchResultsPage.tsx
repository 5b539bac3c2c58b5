import type { MouseEvent } from "react";
import { Art } from "../Art.tsx";
import type { SearchGroupView, SearchSuggestionView } from "../search.view.ts";
import { SearchSuggestions } from "./SearchPanel.tsx";

export interface SearchResultsPageProps {
  readonly term: string;
  readonly busy: boolean;
  /** The hint under 2 characters or the empty text, else null. */
  readonly notice: string | null;
  /** Categories to try when nothing was found. */
  readonly suggestions: readonly SearchSuggestionView[];
  readonly groups: readonly SearchGroupView[];
  readonly onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const count = (groups: readonly SearchGroupView[]) =>
  groups.reduce((total, group) => total + group.items.length, 0);

/** Every result of a term, grouped as the panel groups them ('All'), each a link to its page. */
export function SearchResultsPage(props: SearchResultsPageProps) {
  const { term, busy, notice, groups, onOpen } = props;
  const total = count(groups);
  return (
    <div className="container search-page">
      <h1>{term === "" ? "Search" : `Search results for “${term}”`}</h1>
      <p role="status" className="search-page__status">
        {busy
          ? "Searching…"
          : (notice ??
            (term === ""
              ? "Type in the search box to find films, series, people and categories."
              : total === 1
                ? "1 result"
                : `${total} results`))}
      </p>
      <SearchSuggestions suggestions={props.suggestions} onOpen={onOpen} />
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`search-page-${group.key}`}>
          <h2 id={`search-page-${group.key}`} className="search-page__group">
            {group.label}
          </h2>
          <ul className="search-page__list">
            {group.items.map((item) => (
              <li key={item.id}>
                <a href={item.path} className="search-page__item" onClick={onOpen}>
                  {item.picture ? (
                    <Art src={item.picture} slot="thumb" width="48" height="72" loading="lazy" />
                  ) : (
                    <span className="search-option__blank" aria-hidden="true" />
                  )}
                  <span>{item.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
