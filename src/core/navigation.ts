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
