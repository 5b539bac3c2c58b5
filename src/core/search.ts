/**
 * The header search's rules (spec 000 §2 "Search", §9): when a term is active, how results
 * group, what each tab shows and the texts shown instead of results.
 */
import { SEARCH_FEATURED_PER_GROUP, SEARCH_MIN_CHARS } from "./constants.ts";
import { pages } from "./messages.ts";
import type { ModelType } from "./schema/common.ts";
import type { SearchResult } from "./schema/search.ts";

/** Where a model type's results go (spec: Person, Movie, Series, Confession, Tag). */
export const SECTION_OF_MODEL = {
  Person: "people",
  Movie: "movies",
  Series: "series",
  Confession: "confessions",
  Tag: "categories",
} as const satisfies Record<ModelType, string>;
export type SearchSection = (typeof SECTION_OF_MODEL)[ModelType];

/**
 * The results this build shows (decision 0079): every one but confessions. The cinema variant
 * "is not the confessions ... variant" (000 §1): its route table has no confession page, its
 * search tabs name none, and its search index holds "people, series and movies" (001 §1). A
 * confession the index returns anyway is left out before anything is grouped, counted or
 * found empty.
 */
export const shownSearchResults = (items: readonly SearchResult[]): SearchResult[] =>
  items.filter((item) => item.model_type !== "Confession");

/** The resource types the spec names per section, in the order their groups show. */
export const RESOURCE_TYPES = {
  people: ["performers", "directors", "photographers", "artists", "gueststars", "producers"],
  movies: ["episodes"],
} as const;

const SECTION_ORDER: readonly SearchSection[] = [
  "people",
  "movies",
  "series",
  "confessions",
  "categories",
];

export const SEARCH_TABS = [
  "featured",
  "performers",
  "directors",
  "movies",
  "series",
  "categories",
  "all",
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export const DEFAULT_SEARCH_TAB: SearchTab = "featured";

/** A group of results: one section and, within it, one resource type (null: none). */
export interface SearchGroup {
  readonly key: string;
  readonly section: SearchSection;
  readonly resourceType: string | null;
  readonly items: readonly SearchResult[];
}

/** The term as typed, trimmed; its length counts characters, not UTF-16 units. */
const characters = (term: string): number => [...term.trim()].length;

/** Spec: search is active at 2 or more characters. */
export const isSearchActive = (term: string): boolean => characters(term) >= SEARCH_MIN_CHARS;

/** The key results are cached under: trimmed, inner spaces collapsed, lower case. */
export const normaliseSearchTerm = (term: string): string =>
  term.trim().replace(/\s+/gu, " ").toLocaleLowerCase("en");

const groupKey = (section: SearchSection, resourceType: string | null) =>
  resourceType === null ? section : `${section}.${resourceType}`;

/** Order of a group: sections in spec order; named resource types first, in spec order. */
const groupRank = (section: SearchSection, resourceType: string | null): number => {
  const named: readonly string[] =
    section === "people" || section === "movies" ? RESOURCE_TYPES[section] : [];
  const within =
    resourceType === null ? 0 : named.includes(resourceType) ? named.indexOf(resourceType) + 1 : 99;
  return SECTION_ORDER.indexOf(section) * 100 + within;
};

/**
 * Results grouped by section (model_type) and resource type, groups in a fixed order, items
 * in the order the server ranked them. Every item is in exactly one group.
 */
export function groupSearchResults(items: readonly SearchResult[]): SearchGroup[] {
  const groups = new Map<
    string,
    { section: SearchSection; resourceType: string | null; items: SearchResult[] }
  >();
  for (const item of items) {
    const section = SECTION_OF_MODEL[item.model_type];
    const resourceType = item.resourceType;
    const key = groupKey(section, resourceType);
    const group = groups.get(key) ?? { section, resourceType, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .map(([key, group]) => ({ key, ...group }))
    .sort(
      (a, b) =>
        groupRank(a.section, a.resourceType) - groupRank(b.section, b.resourceType) ||
        a.key.localeCompare(b.key),
    );
}

/** Whether a group belongs to a tab (Featured and All show every group). */
const inTab = (group: SearchGroup, tab: SearchTab): boolean => {
  switch (tab) {
    case "featured":
    case "all":
      return true;
    case "performers":
    case "directors":
      return group.section === "people" && group.resourceType === tab;
    case "movies":
    case "series":
    case "categories":
      return group.section === tab;
  }
};

/** The groups a tab shows: Featured the first 3 of each group, the other tabs all of theirs. */
export function searchTabGroups(items: readonly SearchResult[], tab: SearchTab): SearchGroup[] {
  return groupSearchResults(items)
    .filter((group) => inTab(group, tab))
    .map((group) =>
      tab === "featured"
        ? { ...group, items: group.items.slice(0, SEARCH_FEATURED_PER_GROUP) }
        : group,
    );
}

/**
 * The text shown instead of results: the hint under 2 characters (not for an empty box), the
 * empty text with the term once a search found nothing, otherwise none.
 */
export function searchNotice(
  term: string,
  results: readonly SearchResult[] | null,
  failed = false,
): string | null {
  const trimmed = term.trim();
  if (trimmed === "") return null;
  // The search call failed or hung (spec 000 §8: the flag clears, the error is logged): the
  // viewer is told the search is unavailable, never that nothing matched.
  if (failed && isSearchActive(trimmed)) return pages.searchUnavailable;
  if (!isSearchActive(trimmed)) return pages.searchTooShort;
  if (results !== null && results.length === 0) return pages.searchEmpty(trimmed);
  return null;
}

/** How many categories a search that found nothing offers to try instead. */
export const SEARCH_SUGGESTION_COUNT = 6;

/** Whether a search of an active term answered, and found nothing. */
export const searchFoundNothing = (
  term: string,
  results: readonly SearchResult[] | null,
  failed: boolean,
): boolean => !failed && isSearchActive(term.trim()) && results !== null && results.length === 0;

/**
 * What to try instead (issue 26): once a search found nothing, the first categories in the
 * catalogue's order; otherwise (too short, still searching, failed, found something) none.
 */
export const searchSuggestions = <T>(
  term: string,
  results: readonly SearchResult[] | null,
  failed: boolean,
  categories: readonly T[],
): readonly T[] =>
  searchFoundNothing(term, results, failed) ? categories.slice(0, SEARCH_SUGGESTION_COUNT) : [];
