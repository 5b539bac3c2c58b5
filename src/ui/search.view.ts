/**
 * The seam between the search machine and its views: selectors (snapshot -> view props) and
 * intents (user action or navigation -> event). Loaded with the search panel, never in the
 * first load.
 */
import type { SnapshotFrom } from "xstate";
import type { SearchLabel, SearchResult } from "../core/schema/search.ts";
import type { TagSummary } from "../core/schema/tag.ts";
import {
  type SearchGroup,
  type SearchTab,
  searchFoundNothing,
  searchNotice,
  searchSuggestions,
  searchTabGroups,
} from "../core/search.ts";
import {
  categoryPath,
  searchResultLabel,
  searchResultPath,
  searchTermPath,
} from "../core/searchLinks.ts";
import type { RouteChange } from "../core/searchState.ts";
import type { SearchEvent, searchMachine } from "../machines/search.machine.ts";

/** The search actor's id in the system (the header spawns it; the results page reads it). */
export const SEARCH_SYSTEM_ID = "search";

export type SearchMachine = typeof searchMachine;
export type SearchSnapshot = SnapshotFrom<SearchMachine>;

export interface SearchStatus {
  /** The term as the machine holds it (typed, or fed by the URL's s_term). */
  readonly term: string;
  readonly tab: SearchTab;
  /** Results of the term, null while none are (too short, waiting, failed, closed). */
  readonly results: readonly SearchResult[] | null;
  /** Waiting for the viewer to stop typing, or for the answer. */
  readonly busy: boolean;
  /** The last search failed or hung: search is unavailable, not empty. */
  readonly failed: boolean;
}

export const selectSearchStatus = (snapshot: SearchSnapshot): SearchStatus => ({
  term: snapshot.context.search.term,
  tab: snapshot.context.tab,
  results: snapshot.context.results,
  busy: snapshot.matches("debouncing") || snapshot.matches("loading"),
  failed: snapshot.matches("failed"),
});

export const sameSearchStatus = (a: SearchStatus, b: SearchStatus): boolean =>
  a.term === b.term &&
  a.tab === b.tab &&
  a.results === b.results &&
  a.busy === b.busy &&
  a.failed === b.failed;

/** The tabs in the spec's order, with their names. */
export const SEARCH_TAB_LABELS: Readonly<Record<SearchTab, string>> = {
  featured: "Featured",
  performers: "Performers",
  directors: "Directors",
  movies: "Movies",
  series: "Series",
  categories: "Categories",
  all: "All",
};

/** The heading of each group, by its key (section, or section.resourceType). */
const GROUP_LABELS: Readonly<Record<string, string>> = {
  "people.performers": "Performers",
  "people.directors": "Directors",
  "people.photographers": "Photographers",
  "people.artists": "Artists",
  "people.gueststars": "Guest stars",
  "people.producers": "Producers",
  movies: "Films",
  "movies.episodes": "Episodes",
  series: "Series",
  confessions: "Confessions",
  categories: "Categories",
};

const groupLabel = (group: SearchGroup): string =>
  GROUP_LABELS[group.key] ??
  (group.resourceType ?? group.section).replace(/^./u, (c) => c.toUpperCase());

export interface SearchItemView {
  /** Unique within the page (the listbox option's id). */
  readonly id: string;
  readonly label: string;
  readonly path: string;
  readonly picture: string | null;
}

export interface SearchGroupView {
  readonly key: string;
  readonly label: string;
  readonly items: readonly SearchItemView[];
}

/** The groups a tab shows, each item with its name, page and an id prefixed by `idPrefix`. */
export function searchGroupsView(
  results: readonly SearchResult[] | null,
  tab: SearchTab,
  idPrefix: string,
): SearchGroupView[] {
  if (results === null) return [];
  return searchTabGroups(results, tab).map((group) => ({
    key: group.key,
    label: groupLabel(group),
    items: group.items.map((item) => ({
      id: `${idPrefix}-${item.model_type}-${item.id}`.toLowerCase(),
      label: searchResultLabel(item),
      path: searchResultPath(item),
      picture: item.picture,
    })),
  }));
}

/** The text shown instead of results (too short, nothing found), or null. */
export const searchNoticeOf = (status: SearchStatus): string | null =>
  status.busy ? null : searchNotice(status.term, status.results, status.failed);

/** A category offered instead of a result: its name and page. */
export interface SearchSuggestionView {
  readonly label: string;
  readonly path: string;
  /** A category's page, or the results of a search label's term (`/smart/search-labels`). */
  readonly kind: "category" | "search";
}

/** Whether the search answered and found nothing (its suggestions are then wanted). */
export const searchFoundNothingOf = (status: SearchStatus): boolean =>
  !status.busy && searchFoundNothing(status.term, status.results, status.failed);

/**
 * The categories and the searches (labels) to try once a search found nothing (core
 * `searchSuggestions`, the first 6 of each), else none.
 */
export const searchSuggestionsOf = (
  status: SearchStatus,
  categories: readonly TagSummary[],
  labels: readonly SearchLabel[] = [],
): readonly SearchSuggestionView[] =>
  status.busy
    ? []
    : [
        ...searchSuggestions(status.term, status.results, status.failed, categories).map((tag) => ({
          label: tag.title,
          path: categoryPath(tag.slug),
          kind: "category" as const,
        })),
        ...searchSuggestions(status.term, status.results, status.failed, labels).map((label) => ({
          label: label.title,
          path: searchTermPath(label.query),
          kind: "search" as const,
        })),
      ];

const plural = (count: number) => (count === 1 ? "1 result" : `${count} results`);

/**
 * What a screen reader hears, politely: the notice (too short, nothing found), the number of
 * results once they arrive, nothing while typing or waiting.
 */
export function searchAnnouncement(status: SearchStatus): string {
  if (status.busy) return "";
  const notice = searchNoticeOf(status);
  if (notice !== null) return notice;
  if (status.results === null) return "";
  return `${plural(status.results.length)} for "${status.term.trim()}"`;
}

export interface SearchIntents {
  /** Key release in the box, with the box's text. */
  readonly type: (term: string) => void;
  readonly close: () => void;
  readonly selectTab: (tab: SearchTab) => void;
  /** A navigation: the path, the URL's s_term and the film or series the page opens. */
  readonly route: (change: RouteChange) => void;
}

/** The search's intents; key releases and navigations carry when they happened (`now`). */
export const searchIntents = (
  send: (event: SearchEvent) => void,
  now: () => number,
): SearchIntents => ({
  type: (term) => send({ type: "search.type", term, at: now() }),
  close: () => send({ type: "search.close" }),
  selectTab: (tab) => send({ type: "search.selectTab", tab }),
  route: (change) => send({ type: "search.route", ...change, at: now() }),
});
