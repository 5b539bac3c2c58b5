/**
 * Where a search result leads and what it is called (spec 000 §2 "Search", route table):
 * films to their page, episodes to their watch URL, series, people and categories to theirs.
 */
import { personPathOf } from "./personPages.ts";
import type { SearchResult } from "./schema/search.ts";
import { watchUrlFor } from "./watchUrl.ts";

const segment = (slug: string) => encodeURIComponent(slug);

/**
 * The path of a result's page: a film `/movies/{slug}`, an episode its watch URL, a series
 * `/series/{slug}`, a person the page of their type (`personPagePath`), a category
 * `/categories/{slug}`, a confession `/confessions/{slug}` (the first-render route name; this
 * variant shows no confession result: `shownSearchResults`, decision 0079).
 */
/** The results page of a term (`/search?s_term=`): where a search label leads. */
export const searchTermPath = (term: string): string =>
  `/search?s_term=${encodeURIComponent(term)}`;

/** A category's page. */
export const categoryPath = (slug: string): string => `/categories/${segment(slug)}`;

export function searchResultPath(item: SearchResult): string {
  switch (item.model_type) {
    case "Movie":
      return item.resourceType === "episodes" && item.series_id !== null
        ? watchUrlFor(item, "movie")
        : `/movies/${segment(item.slug)}`;
    case "Series":
      return `/series/${segment(item.slug)}`;
    case "Person":
      return personPathOf(item.person_type, item.slug) ?? `/cast/${segment(item.slug)}`;
    case "Tag":
      return categoryPath(item.slug);
    case "Confession":
      return `/confessions/${segment(item.slug)}`;
  }
}

/** The name a result shows: a person's first and last name, anything else its title. */
export function searchResultLabel(item: SearchResult): string {
  if (item.model_type !== "Person") return item.title;
  return item.last_name ? `${item.name} ${item.last_name}` : item.name;
}
