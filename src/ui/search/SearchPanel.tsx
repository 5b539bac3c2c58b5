import type { MouseEvent } from "react";
import { SEARCH_TABS, type SearchTab } from "../../core/search.ts";
import { Art } from "../Art.tsx";
import {
  SEARCH_TAB_LABELS,
  type SearchGroupView,
  type SearchSuggestionView,
} from "../search.view.ts";

export interface SearchPanelProps {
  readonly listboxId: string;
  readonly expanded: boolean;
  readonly tab: SearchTab;
  readonly groups: readonly SearchGroupView[];
  readonly activeId: string | null;
  /** The hint under 2 characters or the empty text, else null. */
  readonly notice: string | null;
  /** Categories to try when nothing was found. */
  readonly suggestions: readonly SearchSuggestionView[];
  readonly busy: boolean;
  /** The full results page of the term, when there are results. */
  readonly allResultsPath: string | null;
  readonly onSelectTab: (tab: SearchTab) => void;
  readonly onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The results panel under the header's search box: the tabs, the hint or empty text, and the
 * listbox of results grouped as the spec groups them. Options are links (a click opens the
 * page; the keyboard stays in the box, which points at the active option).
 */
export function SearchPanel(props: SearchPanelProps) {
  const { listboxId, expanded, groups, activeId, notice } = props;
  const hasOptions = groups.length > 0;
  // The keyboard stays in the box: a click on the panel must not take its focus.
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  return (
    <div className="search-panel" hidden={!expanded}>
      <div className="search-panel__tabs" role="group" aria-label="Show">
        {SEARCH_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            className="search-panel__tab"
            aria-pressed={tab === props.tab}
            onMouseDown={keepFocus}
            onClick={() => props.onSelectTab(tab)}
          >
            {SEARCH_TAB_LABELS[tab]}
          </button>
        ))}
      </div>
      {notice !== null && <p className="search-panel__notice">{notice}</p>}
      <SearchSuggestions
        suggestions={props.suggestions}
        onOpen={props.onOpen}
        onMouseDown={keepFocus}
      />
      {props.busy && !hasOptions && (
        <p className="search-panel__notice" aria-hidden="true">
          Searching…
        </p>
      )}
      <div
        id={listboxId}
        role="listbox"
        aria-label="Search results"
        className="search-panel__list"
        hidden={!hasOptions}
      >
        {groups.map((group) => (
          <div
            key={group.key}
            role="group"
            aria-labelledby={`${listboxId}-${group.key}`}
            className="search-group"
          >
            <div
              id={`${listboxId}-${group.key}`}
              role="presentation"
              className="search-group__label"
            >
              {group.label}
            </div>
            {group.items.map((item) => (
              <a
                key={item.id}
                id={item.id}
                href={item.path}
                role="option"
                aria-selected={item.id === activeId}
                tabIndex={-1}
                className="search-option"
                onMouseDown={keepFocus}
                onClick={props.onOpen}
              >
                {item.picture ? (
                  <Art src={item.picture} slot="thumb" width="32" height="48" loading="lazy" />
                ) : (
                  <span className="search-option__blank" aria-hidden="true" />
                )}
                <span className="search-option__label">{item.label}</span>
              </a>
            ))}
          </div>
        ))}
      </div>
      {props.allResultsPath !== null && (
        <a
          href={props.allResultsPath}
          className="search-panel__all"
          onMouseDown={keepFocus}
          onClick={props.onOpen}
        >
          See all results
        </a>
      )}
    </div>
  );
}

/** The headings of what a search that found nothing offers instead, by kind. */
const SUGGESTION_HEADINGS: Readonly<Record<SearchSuggestionView["kind"], string>> = {
  category: "Try a category",
  search: "Try a search",
};

/**
 * "Try a category" and "Try a search": the categories and the search labels offered when a
 * search found nothing, as links (a label leads to its term's results page).
 */
export function SearchSuggestions(props: {
  readonly suggestions: readonly SearchSuggestionView[];
  readonly onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
  readonly onMouseDown?: (event: MouseEvent) => void;
}) {
  return (["category", "search"] as const).map((kind) => {
    const links = props.suggestions.filter((suggestion) => suggestion.kind === kind);
    if (links.length === 0) return null;
    const heading = SUGGESTION_HEADINGS[kind];
    return (
      <nav key={kind} className="search-suggestions" aria-label={heading}>
        <p className="search-suggestions__label">{heading}</p>
        <ul className="search-suggestions__list">
          {links.map((suggestion) => (
            <li key={suggestion.path}>
              <a
                href={suggestion.path}
                className="search-suggestions__link"
                onMouseDown={props.onMouseDown}
                onClick={props.onOpen}
              >
                {suggestion.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    );
  });
}
