/**
 * What counts as arriving on a new page (for moving focus to its heading): another path,
 * or another page of the same list. A change of other query keys (a tab, a search term
 * typed in the header) keeps the viewer where they are.
 */
export interface Place {
  readonly pathname: string;
  readonly search: Readonly<Record<string, unknown>>;
}

export const isNewPage = (from: Place, to: Place): boolean =>
  from.pathname !== to.pathname || String(from.search.page ?? 1) !== String(to.search.page ?? 1);

/** The site's sections that the navigation links to (paths of the route table, spec 000 §2). */
export type SectionPath =
  | "/movies"
  | "/series"
  | "/categories"
  | "/cast"
  | "/directors"
  | "/live-tv-preview"
  | "/my-space";

export interface Section {
  readonly label: string;
  readonly to: SectionPath;
  /** The My Space tab the link opens, if any. */
  readonly tab?: "my-list";
}

const FILMS: Section = { label: "Films", to: "/movies" };
const SERIES: Section = { label: "Series", to: "/series" };
const CATEGORIES: Section = { label: "Categories", to: "/categories" };
const CAST: Section = { label: "Cast", to: "/cast" };
const DIRECTORS: Section = { label: "Directors", to: "/directors" };
const LIVE_TV: Section = { label: "Live TV", to: "/live-tv-preview" };
const MY_LIST: Section = { label: "My List", to: "/my-space", tab: "my-list" };

/**
 * The desktop header's sections: Films, Series, Categories, Cast, Directors and Live TV for
 * everyone, and My List for members (My Space answers guests with a move home).
 */
export const headerSections = (isLoggedIn: boolean): readonly Section[] =>
  isLoggedIn
    ? [FILMS, SERIES, CATEGORIES, CAST, DIRECTORS, LIVE_TV, MY_LIST]
    : [FILMS, SERIES, CATEGORIES, CAST, DIRECTORS, LIVE_TV];

/**
 * The phone's bottom bar (spec 000 §2): Films, Explore, Creators (the cast), Live TV; Explore
 * opens the sections the bar has no room for: Series, Categories and Directors.
 */
export const BOTTOM_BAR_SECTIONS = {
  films: FILMS,
  creators: { label: "Creators", to: "/cast" },
  liveTv: LIVE_TV,
} as const satisfies Record<string, Section>;

export const EXPLORE_SECTIONS: readonly Section[] = [SERIES, CATEGORIES, DIRECTORS];

/**
 * Whether Explore appends the seduce-boost items: only for those the items open for (the
 * seduce-boost pages send a guest to /login, spec 000 §2 "Route access rules").
 */
export const exploreShowsSeduceBoost = (access: { readonly kind: "allow" | "redirect" }): boolean =>
  access.kind === "allow";
